// node --test scripts/: the generator on a throwaway copy of the files it reads and registers in.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, it } from 'node:test';
import { remoteNames, scaffoldRemote, ScaffoldError } from './new-remote.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COPIED = ['package.json', 'scripts/remotes-lib.mjs', 'shell/src/routes/page-remotes.ts', 'api/src/static/routes.ts', 'mfe-share/package.json', 'mfe-share/webpack.config.cjs', 'mfe-header/webpack.config.cjs'];
let root;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'td-new-remote-'));
  for (const file of COPIED) await cp(path.join(ROOT, file), path.join(root, file));
});
after(() => rm(root, { recursive: true, force: true }));

it('scaffolds a remote with the shared factory, lifecycles, README, component test and e2e smoke test', async () => {
  const { names, port } = await scaffoldRemote('polls', { root });
  assert.equal(names.pkg, 'mfe-polls');
  assert.ok(port > 8106);
  const read = (file) => readFile(path.join(root, file), 'utf8');
  assert.match(await read('mfe-polls/webpack.config.cjs'), /createRemoteConfig\(\{ dir: __dirname, name: 'mfe_polls', port: \d+ \}\)/);
  assert.match(await read('mfe-polls/src/app.tsx'), /export const \{ bootstrap, mount, unmount \}/);
  assert.match(await read('mfe-polls/src/polls/polls-page.test.tsx'), /getByRole\('heading', \{ name: 'Polls' \}\)/);
  assert.match(await read('mfe-polls/README.md'), /## Exposes[\s\S]*## Bus events[\s\S]*## Run alone/);
  assert.match(await read('e2e/tests/polls-smoke.spec.ts'), /page.goto\('\/polls'\)/);
  const pkg = JSON.parse(await read('mfe-polls/package.json'));
  const template = JSON.parse(await read('mfe-share/package.json'));
  assert.deepEqual(pkg.dependencies, template.dependencies);
  assert.ok(existsSync(path.join(root, 'mfe-polls/src/standalone/standalone.ts')));
});

it('registers it as a workspace, a deployable remote, a shell page and an API page address', async () => {
  const read = (file) => readFile(path.join(root, file), 'utf8');
  assert.ok(JSON.parse(await read('package.json')).workspaces.includes('mfe-polls'));
  assert.match(await read('scripts/remotes-lib.mjs'), /export const REMOTES = \[[^\]]*'mfe-polls'\]/);
  assert.match(await read('shell/src/routes/page-remotes.ts'), /remote: 'mfe-polls', path: \/\^\\\/polls\(\\\/\.\*\)\?\$\//);
  assert.match(await read('api/src/static/routes.ts'), /'\/polls', '\/polls\/\*',\n\] as const/);
});

it('refuses a remote that exists, a bad name and an address the site uses', async () => {
  await assert.rejects(scaffoldRemote('polls', { root }), /mfe-polls already exists/);
  assert.throws(() => remoteNames('Polls!'), ScaffoldError);
  assert.throws(() => remoteNames('dashboard'), /already one of the site's addresses/);
  assert.equal(remoteNames('mfe-live-chat').component, 'LiveChatPage');
});
