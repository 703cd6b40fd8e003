#!/usr/bin/env node
// Builds the API to plain JavaScript in api/dist (issue 14: no runtime transpiler in production), file by
// file with swc so every `new URL('…', import.meta.url)` still points where it did: api/dist mirrors api/src.
// The @tumbledash/shared entries it imports (TypeScript, CommonJS-style) are compiled beside it under dist/_shared.
// Run: node scripts/build-api.mjs   (npm start runs it when a source is newer than the last build)
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_SRC = path.join(ROOT, 'api', 'src');
export const API_DIST = path.join(ROOT, 'api', 'dist');
const SHARED_OUT = path.join(API_DIST, '_shared');
/** Each entry of @tumbledash/shared the api imports: its folder in shared/src and its main file there. */
const SHARED_ENTRIES = [
  { specifier: '@tumbledash/shared/contracts', folder: 'contracts', main: 'index.js' },
  { specifier: '@tumbledash/shared/texts', folder: 'texts', main: 'texts.js' },
];
const sharedSource = (entry) => path.join(ROOT, 'shared', 'src', entry.folder);
const STAMP = path.join(API_DIST, '.built');

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');
/** Test helpers never run in production. */
const SKIPPED_DIRS = new Set(['testing']);

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(full);
      return [full];
    }),
  );
  return files.flat();
}

async function newestSource() {
  let newest = 0;
  for (const dir of [API_SRC, ...SHARED_ENTRIES.map(sharedSource)]) {
    for (const file of await walk(dir)) newest = Math.max(newest, (await stat(file)).mtimeMs);
  }
  return newest;
}

/** Whether api/dist is missing or older than a source file. */
export async function apiBuildIsStale() {
  try {
    return (await stat(STAMP)).mtimeMs < (await newestSource());
  } catch {
    return true;
  }
}

const swcOptions = (module) => ({
  swcrc: false,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
  module: { type: module, ...(module === 'commonjs' ? { strict: true } : {}) },
  sourceMaps: false,
});

/**
 * Each file is replaced atomically and nothing is deleted first: a server started a moment ago from
 * this folder (e2e runs, another `npm start`) keeps finding every file it loads.
 */
async function emit(outFile, code) {
  await mkdir(path.dirname(outFile), { recursive: true });
  const temporary = `${outFile}.${process.pid}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, outFile);
}

export async function buildApi() {
  const { transformFile } = await import('@swc/core');
  for (const file of await walk(API_SRC)) {
    const relative = path.relative(API_SRC, file);
    const out = path.join(API_DIST, relative);
    if (isSource(file)) {
      let { code } = await transformFile(file, swcOptions('es6'));
      // The shared entries come from their compiled copies.
      for (const entry of SHARED_ENTRIES) {
        const shared = path.relative(path.dirname(out), path.join(SHARED_OUT, entry.folder, entry.main)).split(path.sep).join('/');
        code = code.replaceAll(`'${entry.specifier}'`, `'${shared.startsWith('.') ? shared : `./${shared}`}'`);
      }
      // Production has no transpiler to load shared's TypeScript: an entry left out above would fail at start.
      const unbuilt = /(?:\bfrom|\bimport\()\s*['"](@tumbledash\/shared[^'"]*)['"]/.exec(code);
      if (unbuilt) throw new Error(`${relative} imports ${unbuilt[1]}: add it to SHARED_ENTRIES`);
      await emit(out.replace(/\.ts$/, '.js'), code);
    } else if (file.endsWith('.mjs')) {
      // A worker that loads TypeScript through tsx in development loads the built JavaScript here.
      const text = await readFile(file, 'utf8');
      const built = text
        .replace(/^import \{ register \} from 'tsx\/esm\/api';\n/m, '')
        .replace(/^register\(\);\n/m, '')
        .replace(/await import\('(\.[^']+)\.ts'\)/g, "await import('$1.js')");
      await emit(out, built);
    } else if (!file.endsWith('.test.ts')) {
      await emit(out, await readFile(file));
    }
  }
  for (const entry of SHARED_ENTRIES) {
    for (const file of await walk(sharedSource(entry))) {
      if (!isSource(file)) continue;
      const { code } = await transformFile(file, swcOptions('commonjs'));
      await emit(path.join(SHARED_OUT, entry.folder, path.relative(sharedSource(entry), file)).replace(/\.ts$/, '.js'), code);
    }
  }
  await emit(path.join(API_DIST, '_shared', 'package.json'), '{ "type": "commonjs" }\n');
  await emit(path.join(API_DIST, 'package.json'), '{ "type": "module" }\n');
  await emit(STAMP, `${new Date().toISOString()}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildApi();
  console.log(`Built the API into ${path.relative(ROOT, API_DIST)} in ${Date.now() - started} ms`);
}
