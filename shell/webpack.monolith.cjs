// `npm run build:monolith -w shell`: the shell and every remote composed statically into one build in
// dist-monolith (no Module Federation), the honest baseline `npm run bench:web` compares with (issue 14).
// Serve it with SHELL_DIST=shell/dist-monolith.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { commonConfig } = require('../config/webpack.common.cjs');
const { PrecompressPlugin } = require('../config/precompress-plugin.cjs');

const ROOT = path.join(__dirname, '..');
/** Every remote of the repository: an mfe-* package with a webpack config. */
const REMOTE_PACKAGES = fs
  .readdirSync(ROOT)
  .filter((name) => name.startsWith('mfe-') && fs.existsSync(path.join(ROOT, name, 'webpack.config.cjs')))
  .sort();

/** Each remote's exposes, read from its own webpack config: `mfe_x/Expose` → source file. */
function exposedModules() {
  const modules = {};
  for (const name of REMOTE_PACKAGES) {
    const dir = path.join(ROOT, name);
    const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    const options = federation._options;
    for (const [key, file] of Object.entries(options.exposes)) {
      modules[`${options.name}/${key.replace(/^\.\//, '')}`] = path.resolve(dir, file);
    }
  }
  return modules;
}

function writeModuleTable(modules) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'td-monolith-')), 'modules.js');
  const lines = Object.entries(modules).map(([id, source]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(source)}),`);
  fs.writeFileSync(file, `export const MONOLITH_MODULES = {\n${lines.join('\n')}\n};\n`);
  return file;
}

module.exports = () => {
  const base = commonConfig({ dir: __dirname, mode: 'production' });
  const modules = exposedModules();
  return {
    ...base,
    entry: { shell: './src/index.ts' },
    output: { ...base.output, path: path.join(__dirname, 'dist-monolith'), publicPath: '/', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    resolve: {
      ...base.resolve,
      // Remotes' own dependencies resolve from the repository root like every workspace's.
      modules: ['node_modules', path.join(ROOT, 'node_modules')],
      alias: {
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'src/registry/monolith-runtime.ts'),
        'td-monolith-modules$': writeModuleTable(modules),
      },
    },
    module: {
      ...base.module,
      // The generated table sits outside the repository; it is plain JavaScript.
      rules: base.module.rules.map((rule) => (rule.exclude ? { ...rule, exclude: /node_modules/ } : rule)),
    },
    plugins: [
      ...base.plugins,
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/layout/index.html'),
        favicon: path.join(__dirname, 'src/layout/favicon.svg'),
        chunks: ['shell'],
        // Tells the server not to preload federated remotes for this build.
        meta: { 'td-build': 'monolith' },
      }),
      new PrecompressPlugin(),
    ],
  };
};
