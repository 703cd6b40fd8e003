// node --test scripts/: what a remote's first use costs, apart from what the page's shared copies bring.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, it } from 'node:test';
import { remoteSizes, sizeRows } from './remote-sizes.mjs';

let root;
const contents = {
  'remoteEntry.js': 'var entry = "federation tables";',
  'app.js': 'export const app = "the remote\'s own first screen";'.repeat(3),
  'axios.js': 'var axios = "only the shared package imports this";'.repeat(5),
  'own.js': 'var drawer = "a lazy chunk of the remote itself";'.repeat(7),
  'unmapped.js': 'var unmapped = "a chunk built without a source map";'.repeat(13),
  'shared.js': 'var shared = "the fallback of @tumbledash/shared";'.repeat(11),
  'app.css': '.app{color:red}',
  'ui.css': ':root{--td-ui-blue:#00b8ff}.td-ui-button{border:0}',
  'own.css': '.drawer{position:fixed}.drawer-open{transform:none}',
};
const gz = (name) => gzipSync(contents[name], { level: 9 }).length;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'td-remote-sizes-'));
  await mkdir(path.join(root, 'remote'));
  await mkdir(path.join(root, 'shell'));
  for (const [name, text] of Object.entries(contents)) await writeFile(path.join(root, 'remote', name), text);
  await writeFile(path.join(root, 'shell', '133.abc.css'), contents['ui.css']);
  const map = (sources) => JSON.stringify({ version: 3, sources, mappings: '' });
  await writeFile(path.join(root, 'remote', 'axios.js.map'), map(['webpack://mfe_x/../node_modules/axios/lib/axios.js']));
  await writeFile(path.join(root, 'remote', 'own.js.map'), map(['webpack://mfe_x/./src/drawer/drawer.tsx', 'webpack://mfe_x/../node_modules/axios/lib/axios.js']));
  const assets = (js, css) => ({ js, css });
  await writeFile(
    path.join(root, 'remote', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: '@tumbledash/shared', assets: assets({ sync: ['shared.js'], async: [] }, { sync: [], async: [] }) }],
      exposes: [{ path: './app', assets: assets({ sync: ['app.js'], async: ['axios.js', 'own.js', 'unmapped.js'] }, { sync: ['app.css'], async: ['ui.css', 'own.css'] }) }],
    }),
  );
});
after(() => rm(root, { recursive: true, force: true }));

it("counts what only the shared package's fallback imports with the fallbacks, and a chunk it cannot trace as the remote's own", async () => {
  const sizes = await remoteSizes(path.join(root, 'remote'), { shellDist: path.join(root, 'shell') });
  assert.equal(sizes.remoteEntry, gz('remoteEntry.js'));
  assert.deepEqual(sizes.exposes, [
    { path: './app', firstUse: { js: gz('app.js'), css: gz('app.css') }, onDemand: { js: gz('own.js') + gz('unmapped.js'), css: gz('own.css') } },
  ]);
  assert.equal(sizes.sharedFallbacks, gz('shared.js') + gz('axios.js') + gz('ui.css'));
  assert.equal(sizes.allJs, ['remoteEntry.js', 'app.js', 'axios.js', 'own.js', 'unmapped.js', 'shared.js'].map(gz).reduce((a, b) => a + b));
  assert.match(sizeRows('mfe-x', sizes)[0], /^mfe-x \| [\d.]+ KB \| \.\/app \| /);
});
