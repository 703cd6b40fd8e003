// node --test scripts/: canary rollouts of the one-machine registry (DATA_DIR/remotes-canary.json), as
// `npm run deploy:remote -- <remote> --canary N`, --promote and --rollback leave it.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, it } from 'node:test';

delete process.env.DATABASE_URL;
process.env.DEPLOYED_BY = 'ci';
const lib = await import('./remotes-lib.mjs');
let dataDir;
let builds;

/** A build of mfe-share whose content (hence version) is `label`. */
async function build(label) {
  const dir = path.join(builds, label);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_share', label }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `var mfe_share = "${label}";`);
  return dir;
}

const running = async () => lib.runningCanary('mfe-share');
const latest = async () => ((await lib.readCanaries())['mfe-share'] ?? [])[0];

before(async () => {
  builds = await mkdtemp(path.join(tmpdir(), 'td-canary-builds-'));
});
after(() => rm(builds, { recursive: true, force: true }));
beforeEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'td-canary-'));
  process.env.DATA_DIR = dataDir;
});

it('runs a canary beside the live version, widens it, and promotes it to live for everyone', async () => {
  const stable = await lib.publish('mfe-share', await build('stable'));
  const canary = await lib.publish('mfe-share', await build('canary'), { canary: 10 });
  assert.notEqual(canary, stable);
  assert.equal((await lib.readTable())['mfe-share'].version, stable, 'the live version stays');
  assert.deepEqual((await lib.readHistory())['mfe-share'], [stable], 'a canary is not in the rollback history');
  assert.deepEqual(await running(), {
    ...(await running()),
    version: canary,
    entry: `/remotes/mfe-share/${canary}/mf-manifest.json`,
    percent: 10,
    started_by: 'ci',
    status: 'running',
  });

  await lib.publish('mfe-share', await build('canary'), { canary: 50 });
  assert.equal((await running()).percent, 50);
  assert.equal((await lib.readCanaries())['mfe-share'].length, 1, 'the same canary, widened');

  await assert.rejects(lib.promote('mfe-share', { version: stable }), /The canary of mfe-share is now .*, not /);
  assert.equal(await lib.promote('mfe-share'), canary);
  assert.equal((await lib.readTable())['mfe-share'].version, canary);
  assert.equal(await running(), null);
  assert.equal((await latest()).status, 'promoted');
  await assert.rejects(lib.promote('mfe-share'), /No canary of mfe-share is running\./);
});

it('a rollback while a canary runs ends the canary and keeps the stable version; a second one rolls the stable back', async () => {
  const first = await lib.publish('mfe-share', await build('first'));
  const stable = await lib.publish('mfe-share', await build('second'));
  const canary = await lib.publish('mfe-share', await build('third'), { canary: 25 });
  assert.equal(await lib.rollback('mfe-share', undefined, { reason: 'checkout fails' }), stable);
  assert.equal((await lib.readTable())['mfe-share'].version, stable);
  assert.deepEqual(
    { version: (await latest()).version, status: (await latest()).status, ended_by: (await latest()).ended_by, reason: (await latest()).reason },
    { version: canary, status: 'rolled_back', ended_by: 'ci', reason: 'checkout fails' },
  );
  assert.equal(await lib.rollback('mfe-share'), first);
});

it('a plain deploy while a canary runs is live for everyone and replaces the canary; its own version promotes it', async () => {
  await lib.publish('mfe-share', await build('stable'));
  const canary = await lib.publish('mfe-share', await build('canary'), { canary: 10 });
  const other = await lib.publish('mfe-share', await build('other'));
  assert.equal((await lib.readTable())['mfe-share'].version, other);
  assert.equal((await latest()).status, 'replaced');
  assert.equal((await latest()).reason, `${other} was made live for everyone`);

  await lib.startCanary('mfe-share', canary, 10);
  await lib.rollback('mfe-share', canary);
  assert.equal((await latest()).status, 'promoted', 'making the canary version live is promoting it');
});

it('refuses a canary of the live version, of nothing live, or with a percentage outside 1–100', async () => {
  const dir = await build('lonely');
  await assert.rejects(lib.publish('mfe-share', dir, { canary: 10 }), /has no live version yet/);
  const live = await lib.publish('mfe-share', dir);
  await assert.rejects(lib.startCanary('mfe-share', live, 10), /is already live for everyone/);
  const next = await lib.publish('mfe-share', await build('next'), { canary: 5 });
  for (const percent of [0, 101, 2.5]) await assert.rejects(lib.startCanary('mfe-share', next, percent), /whole number from 1 to 100/);
  await assert.rejects(lib.rollbackCanary('mfe-share', { version: live }), /is now .*, not/);
  const file = JSON.parse(await readFile(path.join(dataDir, 'remotes-canary.json'), 'utf8'));
  assert.equal(file['mfe-share'][0].percent, 5);
});
