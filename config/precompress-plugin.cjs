// Brotli and gzip copies of every text asset, written next to it at build time, so the server answers
// `Accept-Encoding` with a file instead of compressing each response (issue 14: ~800 KiB saved).
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/i;
/** Below this a compressed copy saves less than the extra round of negotiation costs. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(buffer, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })), { compressed: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
