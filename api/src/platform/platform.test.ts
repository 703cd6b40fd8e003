import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { platformAdmin, type TestApp, type TestClient } from '../testing/app.js';
import { withSeededApp, type Actors } from '../testing/post-fixtures.js';
import { BEACON_MAX_EVENTS } from './beacon.js';
import { mountableTable, SHELL_BUS_VERSION } from './contracts.js';
import { recordDeployment } from '../storage/remote-registry.js';
import { BEACONS_PER_MINUTE, PLATFORM_ERRORS } from './routes.js';

interface ConsoleAnswer {
  remotes: {
    name: string;
    current: string | null;
    versions: { version: string; current: boolean; critical_gz: number; total_gz: number; health: { hour: { mounts: number; load_errors: number; render_errors: number; mount_p50_ms: number | null }; hour_series: { mounts: number; errors: number }[] } }[];
    recent_errors: { version: string; kind: string; message: string }[];
  }[];
}

const BEACON = '/svc/platform/beacon';
const mount = (version: string, ms: number) => ({ remote: 'mfe-header', version, kind: 'mount', mount_ms: ms });

/** Two published builds of mfe-header in the test's DATA_DIR, the second one live, as deploy:remote leaves them. */
async function publishTwoVersions(dataDir: string): Promise<void> {
  for (const version of ['0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb']) {
    const dir = join(dataDir, 'remotes', 'mfe-header', version);
    await mkdir(dir, { recursive: true });
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './app', assets: { js: { sync: ['app.1.js'] } } }] };
    await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(join(dir, 'remoteEntry.js'), `var entry = "${version}";`.repeat(20));
    await writeFile(join(dir, 'app.1.js'), 'export const app = 1;'.repeat(50));
    await writeFile(join(dir, 'later.2.js'), 'export const later = 2;'.repeat(200));
  }
  const live = '0.1.0-bbbbbbbbbb';
  await writeFile(join(dataDir, 'remotes.json'), JSON.stringify({ 'mfe-header': { entry: `/remotes/mfe-header/${live}/mf-manifest.json`, version: live } }));
  await writeFile(join(dataDir, 'remotes-history.json'), JSON.stringify({ 'mfe-header': ['0.1.0-aaaaaaaaaa', live] }));
}

describe('platform: beacon and console', () => {
  let t: TestApp;
  let people: Actors;
  let admin: TestClient;
  withSeededApp((app, actors) => {
    t = app;
    people = actors;
  });
  before(async () => {
    admin = await platformAdmin(t);
  });

  it('accepts a batch of reports from anyone and keeps only a hash of the signed-in user', async () => {
    const anonymous = await people.anonymous.post(BEACON, { events: [mount('0.1.0-bbbbbbbbbb', 120)] });
    assert.equal(anonymous.statusCode, 202);
    const signedIn = await people.friend.post(BEACON, {
      events: [mount('0.1.0-bbbbbbbbbb', 80), { remote: 'mfe-header', version: '0.1.0-bbbbbbbbbb', kind: 'render-error', message: 'Cannot read properties of undefined' }],
    });
    assert.equal(signedIn.statusCode, 202);
    assert.deepEqual(signedIn.envelope.response, { accepted: 2 });
    const rows = await t.db.selectFrom('remote_reports').selectAll().orderBy('id').execute();
    assert.equal(rows.length, 3);
    assert.equal(rows[0]!.user_hash, null);
    const friend = await t.db.selectFrom('users').select('id').where('email', '=', 'friend@example.com').executeTakeFirstOrThrow();
    assert.match(rows[1]!.user_hash ?? '', /^[0-9a-f]{32}$/);
    assert.ok(!JSON.stringify(rows).includes(friend.id) || rows.every((row) => row.user_hash !== friend.id));
    assert.equal(rows[1]!.user_hash, rows[2]!.user_hash);
  });

  it("keeps the failed request's id with an error report, and the console lists it", async () => {
    const response = await people.friend.post(BEACON, {
      events: [{ remote: 'mfe-share', version: '0.1.0-cccccccccc', kind: 'render-error', message: 'Share: the error boundary caught an error.', request_id: 'req-7c1f9a20' }],
    });
    assert.equal(response.statusCode, 202);
    const row = await t.db.selectFrom('remote_reports').select(['request_id']).where('remote', '=', 'mfe-share').executeTakeFirstOrThrow();
    assert.equal(row.request_id, 'req-7c1f9a20');
    const { recentErrors } = await import('./health.js');
    const [latest] = await recentErrors(t.db, 'mfe-share');
    assert.equal(latest?.request_id, 'req-7c1f9a20');
  });

  it('refuses reports that do not fit the schema, with a 400 and nothing recorded', async () => {
    const before = (await t.db.selectFrom('remote_reports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const bad = [
      { events: [] },
      { events: [{ remote: 'mfe-header', version: '1', kind: 'crash' }] },
      { events: [{ remote: '../etc', version: '1', kind: 'mount' }] },
      { events: [{ ...mount('1', 10), email: 'friend@example.com' }] },
      { events: [mount('1', -5)] },
      { events: [{ remote: 'mfe-header', version: '1', kind: 'load-error', message: 'x'.repeat(301) }] },
      { events: Array.from({ length: BEACON_MAX_EVENTS + 1 }, () => mount('1', 10)) },
      { events: [{ remote: 'mfe-header', version: '1', kind: 'render-error', message: 'x', request_id: 'has spaces in it' }] },
    ];
    for (const body of bad) {
      const response = await people.friend.post(BEACON, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
    }
    const after = (await t.db.selectFrom('remote_reports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    assert.equal(after, before);
  });

  it('refuses a beacon over 32 KB and one without the form key', async () => {
    const huge = await people.friend.request({ method: 'POST', url: BEACON, payload: JSON.stringify({ events: [mount('1', 1)], pad: 'x'.repeat(40_000) }), headers: { 'content-type': 'application/json' } });
    assert.equal(huge.statusCode, 400);
    assert.equal(huge.envelope.meta.msg, 'The request is too large.');
    const forged = await people.friend.post(BEACON, { events: [mount('1', 1)] }, 'not-the-key');
    assert.equal(forged.statusCode, 403);
  });

  it('forbids the console to anyone but a platform admin', async () => {
    const friend = await people.friend.get('/svc/platform/remotes');
    assert.equal(friend.statusCode, 403);
    assert.equal(friend.envelope.meta.msg, PLATFORM_ERRORS.admins);
    assert.equal((await people.anonymous.get('/svc/platform/remotes')).statusCode, 401);
    const switched = await people.friend.post('/svc/platform/switch', { remote: 'mfe-header', version: '0.1.0-aaaaaaaaaa' });
    assert.equal(switched.statusCode, 403);
  });

  it('shows each remote version with sizes, hour and day health and the errors browsers reported', async () => {
    await publishTwoVersions(t.dataDir);
    const response = await admin.get<ConsoleAnswer>('/svc/platform/remotes');
    assert.equal(response.statusCode, 200);
    const header = response.envelope.response.remotes.find((remote) => remote.name === 'mfe-header')!;
    assert.equal(header.current, '0.1.0-bbbbbbbbbb');
    assert.deepEqual(header.versions.map((version) => [version.version, version.current]), [['0.1.0-bbbbbbbbbb', true], ['0.1.0-aaaaaaaaaa', false]]);
    const live = header.versions[0]!;
    assert.ok(live.critical_gz > 0 && live.total_gz > live.critical_gz);
    assert.equal(live.health.hour.mounts, 2);
    assert.equal(live.health.hour.render_errors, 1);
    assert.equal(live.health.hour.mount_p50_ms, 100);
    assert.equal(live.health.hour_series.length, 12);
    assert.deepEqual(live.health.hour_series.at(-1), { mounts: 2, errors: 1 });
    assert.equal(header.recent_errors[0]?.message, 'Cannot read properties of undefined');
  });

  it('switches the live version like deploy:remote --rollback, and refuses an unknown one', async () => {
    const unknown = await admin.post('/svc/platform/switch', { remote: 'mfe-header', version: '0.1.0-cccccccccc' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.envelope.meta.msg, PLATFORM_ERRORS.unknownVersion);
    const rolledBack = await admin.post('/svc/platform/switch', { remote: 'mfe-header', version: '0.1.0-aaaaaaaaaa' });
    assert.equal(rolledBack.statusCode, 200, rolledBack.body);
    const table = JSON.parse(await readFile(join(t.dataDir, 'remotes.json'), 'utf8'));
    assert.equal(table['mfe-header'].version, '0.1.0-aaaaaaaaaa');
    const served = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(JSON.parse(served.body)['mfe-header'].version, '0.1.0-aaaaaaaaaa');
  });

  it('serves each live build with the contracts its manifest records and the earlier versions to fall back to', async () => {
    const contracts = { bus: '2.0.0', shared: '^0.1.0' };
    const dir = join(t.dataDir, 'remotes', 'mfe-header', '0.2.0-cccccccccc');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { contracts }, exposes: [] }));
    await writeFile(join(t.dataDir, 'remotes.json'), JSON.stringify({ 'mfe-header': { entry: '/remotes/mfe-header/0.2.0-cccccccccc/mf-manifest.json', version: '0.2.0-cccccccccc' } }));
    await writeFile(join(t.dataDir, 'remotes-history.json'), JSON.stringify({ 'mfe-header': ['0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb', '0.2.0-cccccccccc', '0.1.0-gone'] }));
    const served = JSON.parse((await t.app.inject({ method: 'GET', url: '/remotes.json' })).body);
    assert.deepEqual(served['mfe-header'], {
      entry: '/remotes/mfe-header/0.2.0-cccccccccc/mf-manifest.json',
      version: '0.2.0-cccccccccc',
      ...contracts,
      // Newest first; a version no longer published here is left out; these two recorded no contracts.
      previous: [
        { version: '0.1.0-bbbbbbbbbb', entry: '/remotes/mfe-header/0.1.0-bbbbbbbbbb/mf-manifest.json', bus: null, shared: null },
        { version: '0.1.0-aaaaaaaaaa', entry: '/remotes/mfe-header/0.1.0-aaaaaaaaaa/mf-manifest.json', bus: null, shared: null },
      ],
    });
  });

  it('preloads the build the shell will mount: a refused one gives way to its newest compatible earlier version', () => {
    type Build = { version: string; entry: string; bus: string | null; shared: string | null };
    const live = (version: string, bus: string | null, previous: Build[] = [], shared: string | null = null) => ({ entry: `/e/${version}`, version, bus, shared, previous });
    const table = {
      'mfe-header': live('3', '2.0.0', [{ version: '2', entry: '/e/2', bus: '2.1.0', shared: null }, { version: '1', entry: '/e/1', bus: null, shared: null }]),
      'mfe-dashboard': live('5', '1.3.0'),
      'mfe-share': live('9', '2.0.0'),
      // Built against a later @tumbledash/shared than the shell provides: its earlier build is preloaded.
      'mfe-peepr': live('7', '1.0.0', [{ version: '6', entry: '/e/6', bus: '1.0.0', shared: '^1.0.0' }], '^1.4.0'),
    };
    assert.deepEqual(mountableTable(table, '1.0.0', '1.3.2'), {
      'mfe-header': { entry: '/e/1', version: '1' },
      'mfe-dashboard': { entry: '/e/5', version: '5' },
      'mfe-peepr': { entry: '/e/6', version: '6' },
    });
    assert.match(SHELL_BUS_VERSION, /^\d+\.\d+\.\d+$/);
  });

  it('shows who deployed which commit when the registry is in PostgreSQL', async () => {
    await recordDeployment(t.db, { remote: 'mfe-header', version: '0.1.0-aaaaaaaaaa', entry: '/remotes/mfe-header/0.1.0-aaaaaaaaaa/mf-manifest.json', deployedBy: 'ada', commit: 'abc1234' });
    await recordDeployment(t.db, { remote: 'mfe-header', version: '0.1.0-bbbbbbbbbb', entry: '/remotes/mfe-header/0.1.0-bbbbbbbbbb/mf-manifest.json', deployedBy: 'ben', commit: 'def5678' });
    const response = await admin.get<{ remotes: { name: string; current: string; versions: { version: string; commit: string; deployed_by: string; current: boolean }[] }[] }>('/svc/platform/remotes');
    const header = response.envelope.response.remotes.find((remote) => remote.name === 'mfe-header')!;
    assert.equal(header.current, '0.1.0-bbbbbbbbbb');
    assert.deepEqual(header.versions.map((version) => [version.version, version.deployed_by, version.commit, version.current]), [
      ['0.1.0-bbbbbbbbbb', 'ben', 'def5678', true],
      ['0.1.0-aaaaaaaaaa', 'ada', 'abc1234', false],
    ]);
  });

  it('limits beacons per address with a 429 and Retry-After', async () => {
    let answer = await people.anonymous.post(BEACON, { events: [mount('1', 1)] });
    for (let sent = 1; answer.statusCode === 202 && sent <= BEACONS_PER_MINUTE; sent += 1) {
      answer = await people.anonymous.post(BEACON, { events: [mount('1', 1)] });
    }
    assert.equal(answer.statusCode, 429);
    assert.match(answer.envelope.meta.msg, /^Too many reports from this address\. Try again in/);
    assert.ok(Number(answer.headers['retry-after']) > 0);
  });
});
