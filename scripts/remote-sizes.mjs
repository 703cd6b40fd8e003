// npm run size:remotes: what each built remote costs a browser, gzip -9, read from its mf-manifest.json —
// the entry, what an exposed module fetches on first use, what it fetches later on demand, and the fallbacks
// of shared modules (fetched only where the page shares none). `npm run build` first. The manifest also lists
// the chunks that only a shared module's fallback imports among an exposed module's: scripts whose sources
// (source maps) are all shared packages and their dependencies (axios, rxjs), and stylesheets byte for byte
// one of the shell's (@tumbledash/shared's, which the page has from the shell); they count as fallbacks.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT, distDir, isBuilt } from './remotes-lib.mjs';

/** The shared packages and everything they depend on: what the page's shared copies bring with them. */
async function sharedClosure(names) {
  const closure = new Set();
  const visit = async (name) => {
    if (closure.has(name)) return;
    closure.add(name);
    const file = name === '@tumbledash/shared' ? path.join(ROOT, 'shared/package.json') : path.join(ROOT, 'node_modules', name, 'package.json');
    const manifest = await readFile(file, 'utf8').then(JSON.parse, () => ({}));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) await visit(dependency);
  };
  for (const name of names) await visit(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
  return closure;
}

async function stylesheetContents(dir) {
  const files = await readdir(dir).catch(() => []);
  return new Set(await Promise.all(files.filter((file) => file.endsWith('.css')).map((file) => readFile(path.join(dir, file), 'utf8'))));
}

const PACKAGE_OF_SOURCE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

/** Sizes in bytes (gzip -9) of one remote's build folder. */
export async function remoteSizes(dir, { shellDist = path.join(ROOT, 'shell/dist') } = {}) {
  const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const sizes = new Map();
  const gzipped = async (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(dir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const sum = async (files) => (await Promise.all([...new Set(files)].map(gzipped))).reduce((total, size) => total + size, 0);
  const shared = await sharedClosure(manifest.shared.map(({ name }) => name));
  // A script without a source map cannot be traced to shared packages, so it counts as the remote's own.
  const onlyShared = async (file) => {
    const map = await readFile(path.join(dir, `${file}.map`), 'utf8').catch(() => undefined);
    if (map === undefined) return false;
    return JSON.parse(map).sources.every((source) => shared.has(PACKAGE_OF_SOURCE.exec(source)?.[1]) || /\/shared\/src\//.test(source));
  };
  const shellStylesheets = await stylesheetContents(shellDist);
  const fromShell = async (file) => shellStylesheets.has(await readFile(path.join(dir, file), 'utf8'));
  const fallbackChunks = new Set();
  for (const { assets } of manifest.exposes) {
    for (const file of assets.js.async) if (await onlyShared(file)) fallbackChunks.add(file);
    for (const file of assets.css.async) if (await fromShell(file)) fallbackChunks.add(file);
  }
  const own = (files) => files.filter((file) => !fallbackChunks.has(file));
  const { name, path: folder } = manifest.metaData.remoteEntry;
  const exposes = [];
  for (const { path: exposed, assets } of manifest.exposes) {
    exposes.push({
      path: exposed,
      firstUse: { js: await sum(assets.js.sync), css: await sum(assets.css.sync) },
      onDemand: { js: await sum(own(assets.js.async)), css: await sum(own(assets.css.async)) },
    });
  }
  const sharedFallbacks = await sum([...manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]), ...fallbackChunks]);
  const allJs = await sum((await readdir(dir)).filter((file) => file.endsWith('.js')));
  return { remoteEntry: await gzipped(path.join(folder, name)), exposes, sharedFallbacks, allJs };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One table row per exposed module; the remote's own figures on its first row. */
export function sizeRows(remote, { remoteEntry, exposes, sharedFallbacks, allJs }) {
  return exposes.map(({ path: exposed, firstUse, onDemand }, index) =>
    [
      index === 0 ? remote : '',
      index === 0 ? kb(remoteEntry) : '',
      exposed,
      `${kb(firstUse.js)} + ${kb(firstUse.css)}`,
      `${kb(onDemand.js)} + ${kb(onDemand.css)}`,
      index === 0 ? kb(sharedFallbacks) : '',
      index === 0 ? kb(allJs) : '',
    ].join(' | '),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('| remote | remoteEntry.js | exposes | first use: JS + CSS | later, on demand: JS + CSS | shared fallbacks | all its JS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const remote of REMOTES) {
    if (!isBuilt(remote)) {
      console.log(`| ${remote} | not built (npm run build -w ${remote}) | | | | | |`);
      continue;
    }
    for (const row of sizeRows(remote, await remoteSizes(distDir(remote)))) console.log(`| ${row} |`);
  }
}
