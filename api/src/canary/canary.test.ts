import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import shared from '@tumbledash/shared/contracts';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { PRIVATE_NO_CACHE } from '../static/cache.js';
import { SEED_USERS } from '../seed/people.js';
import { recordDeployment, startCanary, canaryHistory } from '../storage/remote-registry.js';
import { platformAdmin, type TestApp, type TestClient } from '../testing/app.js';
import { withSeededApp, type Actors } from '../testing/post-fixtures.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres-server.js';
import { PLATFORM_ERRORS } from '../platform/routes.js';
import { canaryBucket } from './bucket.js';
import { AUTOMATIC_ROLLBACK, checkCanaries } from './watch.js';

const STABLE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.0-cccccccccc';
const entry = (version: string) => `/remotes/mfe-header/${version}/mf-manifest.json`;
const limits = { maxErrorRateDelta: 0.05, minMounts: 5 };

/** A published build of mfe-header in DATA_DIR, with an ./app chunk the page preloads. */
async function publishBuild(dataDir: string, version: string): Promise<void> {
  const dir = join(dataDir, 'remotes', 'mfe-header', version);
  await mkdir(dir, { recursive: true });
  const manifest = { metaData: { contracts: { bus: '1.0.0', shared: `^${shared.SHARED_VERSION}` } }, remoteEntry: { name: 'remoteEntry.js' }, exposes: [{ name: 'app', path: './app', assets: { js: { sync: [`app.${version.slice(-10)}.js`] } } }] };
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dir, 'remoteEntry.js'), `var mfe_header = "${version}";`);
}

/** One machine's registry, as deploy:remote leaves it: STABLE live, CANARY a canary of `percent`%. */
async function fileRegistry(dataDir: string, percent: number): Promise<void> {
  await writeFile(join(dataDir, 'remotes.json'), JSON.stringify({ 'mfe-header': { entry: entry(STABLE), version: STABLE } }));
  await writeFile(join(dataDir, 'remotes-history.json'), JSON.stringify({ 'mfe-header': [STABLE] }));
  const canary = { version: CANARY, entry: entry(CANARY), percent, started_at: new Date().toISOString(), started_by: 'ci', commit: 'abc1234', status: 'running', ended_at: null, ended_by: '', reason: '' };
  await writeFile(join(dataDir, 'remotes-canary.json'), JSON.stringify({ 'mfe-header': [canary] }));
}

async function fileCanary(dataDir: string) {
  return (JSON.parse(await readFile(join(dataDir, 'remotes-canary.json'), 'utf8')) as Record<string, { version: string; status: string; ended_by: string; reason: string }[]>)['mfe-header']![0]!;
}

/** Reports of one build, as browsers send them to the beacon. */
async function report(t: TestApp, version: string, mounts: number, loadErrors: number): Promise<void> {
  const rows = [
    ...Array.from({ length: mounts }, () => ({ remote: 'mfe-header', version, kind: 'mount' as const, mount_ms: 100 })),
    ...Array.from({ length: loadErrors }, () => ({ remote: 'mfe-header', version, kind: 'load-error' as const, message: 'boom' })),
  ];
  if (rows.length > 0) await t.db.insertInto('remote_reports').values(rows).execute();
}

describe('canary rollout', () => {
  let t: TestApp;
  let people: Actors;
  let admin: TestClient;
  /** Two seeded people on either side of the canary's percentage (lowest and highest bucket), signed in. */
  let inCanary: TestClient;
  let outside: TestClient;
  let percent: number;

  withSeededApp((app, actors) => {
    t = app;
    people = actors;
  });

  before(async () => {
    const users = await t.db.selectFrom('users').select(['id', 'email']).execute();
    const byBucket = users.map((user) => ({ ...user, bucket: canaryBucket(user.id, 'mfe-header') })).sort((a, b) => a.bucket - b.bucket);
    const [low, high] = [byBucket[0]!, byBucket.at(-1)!];
    assert.ok(low.bucket < high.bucket, 'the seeded people fall in different buckets');
    // The highest bucket is just outside a canary of that percentage, the lowest inside it.
    percent = high.bucket;
    const signedIn = async (email: string) => {
      const client = t.client();
      const password = SEED_USERS.find((user) => user.email === email)!.password;
      assert.equal((await client.login(email, password)).statusCode, 200);
      return client;
    };
    inCanary = await signedIn(low.email);
    outside = await signedIn(high.email);
    admin = await platformAdmin(t);
    await publishBuild(t.dataDir, STABLE);
    await publishBuild(t.dataDir, CANARY);
  });

  beforeEach(async () => {
    await t.db.deleteFrom('remote_reports').execute();
    await t.db.deleteFrom('remote_canaries').execute();
    await t.db.deleteFrom('remote_deployments').execute();
    await rm(join(t.dataDir, 'remotes-canary.json'), { force: true });
  });

  const versionFor = async (client: TestClient) => {
    const response = await client.get<never>('/remotes.json');
    return { version: (JSON.parse(response.body) as Record<string, { version: string; previous: { version: string }[] }>)['mfe-header']!, headers: response.headers };
  };

  it('serves the canary to signed-in people in its buckets, sticky, and the stable build to everyone else', async () => {
    await fileRegistry(t.dataDir, percent);
    for (let round = 0; round < 3; round += 1) {
      assert.equal((await versionFor(inCanary)).version.version, CANARY);
      assert.equal((await versionFor(outside)).version.version, STABLE);
      assert.equal((await versionFor(people.anonymous)).version.version, STABLE);
    }
    // The stable build is the canary person's first fallback (the shell's contract check).
    assert.equal((await versionFor(inCanary)).version.previous[0]!.version, STABLE);
    const { headers } = await versionFor(inCanary);
    assert.equal(headers['cache-control'], PRIVATE_NO_CACHE);
    assert.match(String(headers.vary), /cookie/i);
  });

  it("fills each person's page with their build: the injected remotes and the preload links", async () => {
    await fileRegistry(t.dataDir, percent);
    const page = async (client: TestClient) => client.request({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    const mine = await page(inCanary);
    assert.match(mine.body, new RegExp(`href="/remotes/mfe-header/${CANARY}/app\\.cccccccccc\\.js"`));
    assert.ok(!mine.body.includes(`/remotes/mfe-header/${STABLE}/remoteEntry.js`));
    assert.match(mine.body, new RegExp(`"version":"${CANARY}"`));
    assert.equal(mine.headers['cache-control'], PRIVATE_NO_CACHE);
    assert.match(String(mine.headers.vary), /cookie/i);
    const theirs = await page(outside);
    assert.match(theirs.body, new RegExp(`href="/remotes/mfe-header/${STABLE}/remoteEntry.js"`));
    assert.ok(!theirs.body.includes(CANARY));
  });

  it('serves the canary from the PostgreSQL registry alike', async () => {
    await recordDeployment(t.db, { remote: 'mfe-header', version: STABLE, entry: entry(STABLE) });
    await startCanary(t.db, { remote: 'mfe-header', version: CANARY, entry: entry(CANARY), percent });
    assert.equal((await versionFor(inCanary)).version.version, CANARY);
    assert.equal((await versionFor(outside)).version.version, STABLE);
    // A deploy of another build ends the canary: everyone gets it.
    await recordDeployment(t.db, { remote: 'mfe-header', version: STABLE, entry: entry(STABLE), status: 'rolled_back' });
    assert.equal((await versionFor(inCanary)).version.version, STABLE);
    assert.equal((await canaryHistory(t.db, 'mfe-header'))[0]!.status, 'replaced');
  });

  it('shows the console stable and canary side by side; promote makes the canary live for everyone', async () => {
    await fileRegistry(t.dataDir, percent);
    await report(t, CANARY, 9, 1);
    await report(t, STABLE, 20, 0);
    const consoleHeader = async () =>
      (await admin.get<{ remotes: { name: string; current: string; canary: Record<string, unknown> | null; last_canary: Record<string, unknown> | null }[] }>('/svc/platform/remotes')).envelope.response.remotes.find(
        (remote) => remote.name === 'mfe-header',
      )!;
    const shown = await consoleHeader();
    assert.equal(shown.current, STABLE);
    assert.deepEqual({ ...shown.canary, health: undefined, started_at: undefined }, {
      version: CANARY,
      percent,
      started_at: undefined,
      started_by: 'ci',
      commit: 'abc1234',
      health: undefined,
      window: { mounts: 10, errors: 1, error_rate: 0.1 },
      stable_window: { mounts: 20, errors: 0, error_rate: 0 },
      // The default CANARY_MIN_MOUNTS is 20: not enough yet for the automatic rollback to judge.
      verdict: '10 of the 20 mounts needed to judge the canary over the last 5 minutes',
    });

    const promoted = await admin.post('/svc/platform/canary/promote', { remote: 'mfe-header', version: CANARY });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal((await versionFor(outside)).version.version, CANARY);
    assert.equal((await versionFor(people.anonymous)).version.version, CANARY);
    const after = await consoleHeader();
    assert.equal(after.canary, null);
    assert.deepEqual([after.last_canary!.status, after.last_canary!.ended_by], ['promoted', 'platform-admin (platform console)']);
  });

  it('rolls the canary back from the console: everyone is on the stable build again', async () => {
    await fileRegistry(t.dataDir, percent);
    const rolledBack = await admin.post<{ current: string }>('/svc/platform/canary/rollback', { remote: 'mfe-header', version: CANARY });
    assert.equal(rolledBack.statusCode, 200, rolledBack.body);
    assert.equal(rolledBack.envelope.response.current, STABLE);
    assert.equal((await versionFor(inCanary)).version.version, STABLE);
    assert.deepEqual(await fileCanary(t.dataDir), { ...(await fileCanary(t.dataDir)), status: 'rolled_back', ended_by: 'platform-admin (platform console)', reason: 'rolled back from the platform console' });
  });

  it('lets only platform admins act on a canary, with the form key, and only on the canary that runs', async () => {
    await fileRegistry(t.dataDir, percent);
    const body = { remote: 'mfe-header', version: CANARY };
    for (const path of ['/svc/platform/canary/promote', '/svc/platform/canary/rollback']) {
      const friend = await people.friend.post(path, body);
      assert.equal(friend.statusCode, 403);
      assert.equal(friend.envelope.meta.msg, PLATFORM_ERRORS.admins);
      assert.equal((await people.anonymous.post(path, body)).statusCode, 401);
      assert.equal((await admin.post(path, body, 'wrong-key')).statusCode, 403);
      const other = await admin.post(path, { ...body, version: STABLE });
      assert.equal(other.statusCode, 409);
      assert.equal(other.envelope.meta.msg, PLATFORM_ERRORS.otherCanary);
      assert.equal((await admin.post(path, { remote: 'mfe-header' })).statusCode, 400);
      assert.equal((await admin.post(path, { remote: 'mfe-share', version: CANARY })).envelope.meta.msg, PLATFORM_ERRORS.noCanary);
    }
    assert.equal((await fileCanary(t.dataDir)).status, 'running');
  });

  it('rolls a failing canary back by itself, with the figures, and keeps a healthy one (one machine)', async () => {
    await fileRegistry(t.dataDir, percent);
    await report(t, CANARY, 5, 0);
    await report(t, STABLE, 50, 1);
    const healthy = await checkCanaries(t.db, t.dataDir, { limits });
    assert.deepEqual(healthy.map((check) => [check.version, check.rolledBack]), [[CANARY, false]]);
    await report(t, CANARY, 0, 3);
    const [failing] = await checkCanaries(t.db, t.dataDir, { limits });
    assert.equal(failing!.rolledBack, true);
    const ended = await fileCanary(t.dataDir);
    assert.equal(ended.status, 'rolled_back');
    assert.equal(ended.ended_by, AUTOMATIC_ROLLBACK);
    assert.equal(ended.reason, "error rate 37.5% (3 errors in 8 mounts) over the last 5 minutes against the stable version's 2.0% (1 errors in 51 mounts): more than 5.0 points above it");
    assert.equal((await versionFor(inCanary)).version.version, STABLE);
    assert.deepEqual(await checkCanaries(t.db, t.dataDir, { limits }), []);
  });

  it('rolls a failing canary back once however many passes run at once (registry in the database)', async () => {
    await recordDeployment(t.db, { remote: 'mfe-header', version: STABLE, entry: entry(STABLE) });
    await startCanary(t.db, { remote: 'mfe-header', version: CANARY, entry: entry(CANARY), percent });
    await report(t, CANARY, 2, 4);
    const passes = await Promise.all([1, 2, 3].map(() => checkCanaries(t.db, t.dataDir, { limits })));
    assert.equal(passes.flat().filter((check) => check.rolledBack).length, 1);
    const [ended] = await canaryHistory(t.db, 'mfe-header');
    assert.deepEqual([ended!.status, ended!.endedBy], ['rolled_back', AUTOMATIC_ROLLBACK]);
    assert.match(ended!.reason, /^error rate 66\.7% \(4 errors in 6 mounts\) over the last 5 minutes against 0%/);
  });
});

describe('the automatic rollback on two instances of one PostgreSQL', () => {
  let postgres: TestPostgres;
  const handles: DatabaseHandle[] = [];
  before(async () => {
    postgres = await startTestPostgres();
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase({ databaseUrl: postgres.url }));
    await migrate(handles[0]!.db);
  });
  after(async () => {
    for (const handle of handles) await handle.close();
    await postgres?.stop();
  });

  it('is done by exactly one instance when both check at the same moment', async () => {
    const [first, second] = handles.map((handle) => handle.db) as [DatabaseHandle['db'], DatabaseHandle['db']];
    const dataDir = '/nonexistent-canary-test';
    for (let round = 0; round < 5; round += 1) {
      await recordDeployment(first, { remote: 'mfe-header', version: STABLE, entry: entry(STABLE) });
      await startCanary(first, { remote: 'mfe-header', version: `${CANARY}${round}`, entry: entry(`${CANARY}${round}`), percent: 10 });
      await first.insertInto('remote_reports').values(Array.from({ length: 6 }, () => ({ remote: 'mfe-header', version: `${CANARY}${round}`, kind: 'load-error' as const, message: 'boom' }))).execute();
      const passes = await Promise.all([checkCanaries(first, dataDir, { limits }), checkCanaries(second, dataDir, { limits })]);
      assert.equal(passes.flat().filter((check) => check.rolledBack).length, 1, `round ${round}`);
      const rows = await first.selectFrom('remote_canaries').select('status').where('version', '=', `${CANARY}${round}`).execute();
      assert.deepEqual(rows, [{ status: 'rolled_back' }]);
    }
  });
});
