import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { BootstrapResponse } from '../contracts.js';
import { PLATFORM_ADMIN, platformAdmin, type TestApp, type TestClient } from '../testing/app.js';
import { withSeededApp, type Actors } from '../testing/post-fixtures.js';
import { FLAG_MESSAGES, type FeatureFlagRow } from './feature-flags.js';
import { PLATFORM_ERRORS } from './routes.js';

const FLAGS = '/svc/platform/flags';

describe('platform: feature flags', () => {
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

  it('lists every flag by name, with its state and description, to platform admins', async () => {
    const response = await admin.get<{ flags: FeatureFlagRow[] }>(FLAGS);
    assert.equal(response.statusCode, 200, response.body);
    const { flags } = response.envelope.response;
    const rows = await t.db.selectFrom('feature_flags').select('name').execute();
    assert.equal(flags.length, rows.length);
    assert.deepEqual(flags.map((flag) => flag.name), [...flags.map((flag) => flag.name)].sort());
    assert.deepEqual(flags.find((flag) => flag.name === 'log_lady'), { name: 'log_lady', enabled: false, description: 'Send behaviour logs every 15 seconds' });
  });

  it('turns a flag on and off, logs who did it, and the next bootstrap carries it', async () => {
    const { id: adminId } = await t.db.selectFrom('users').select('id').where('email', '=', PLATFORM_ADMIN.email).executeTakeFirstOrThrow();
    const on = await admin.post<FeatureFlagRow>(FLAGS, { name: 'log_lady', enabled: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.deepEqual(on.envelope.response, { name: 'log_lady', enabled: true, description: 'Send behaviour logs every 15 seconds' });
    const bootstrap = await people.friend.get<BootstrapResponse>('/svc/bootstrap');
    assert.equal(bootstrap.envelope.response.flags.log_lady, true);

    const off = await admin.post<FeatureFlagRow>(FLAGS, { name: 'log_lady', enabled: false });
    assert.equal(off.envelope.response.enabled, false);
    const audit = await t.db.selectFrom('log_events').select(['user_id', 'event', 'data']).where('category', '=', 'platform').orderBy('id').execute();
    assert.deepEqual(audit, [
      { user_id: adminId, event: 'flag', data: { name: 'log_lady', enabled: true } },
      { user_id: adminId, event: 'flag', data: { name: 'log_lady', enabled: false } },
    ]);
  });

  it('answers 404 for a flag that does not exist, and changes and logs nothing', async () => {
    const before = await t.db.selectFrom('log_events').select('id').where('category', '=', 'platform').execute();
    for (const name of ['no_such_flag', 'is_logged_in', 'LOG_LADY']) {
      const response = await admin.post(FLAGS, { name, enabled: true });
      assert.equal(response.statusCode, 404);
      assert.equal(response.envelope.meta.msg, FLAG_MESSAGES.unknown);
      assert.equal(FLAG_MESSAGES.unknown, 'There is no feature flag by that name.');
    }
    const after = await t.db.selectFrom('log_events').select('id').where('category', '=', 'platform').execute();
    assert.equal(after.length, before.length);
  });

  it('is for platform admins only: 403 for others, 401 signed out', async () => {
    const list = await people.friend.get(FLAGS);
    assert.equal(list.statusCode, 403);
    assert.equal(list.envelope.meta.msg, PLATFORM_ERRORS.admins);
    const set = await people.friend.post(FLAGS, { name: 'log_lady', enabled: true });
    assert.equal(set.statusCode, 403);
    assert.equal(set.envelope.meta.msg, PLATFORM_ERRORS.admins);
    assert.equal((await people.anonymous.get(FLAGS)).statusCode, 401);
    assert.equal((await people.anonymous.post(FLAGS, { name: 'log_lady', enabled: true })).statusCode, 401);
    const flag = await t.db.selectFrom('feature_flags').select('enabled').where('name', '=', 'log_lady').executeTakeFirstOrThrow();
    assert.equal(flag.enabled, false);
  });

  it('refuses a change without the form key, and bodies that are not a name and a boolean', async () => {
    assert.equal((await admin.post(FLAGS, { name: 'log_lady', enabled: true }, null)).statusCode, 403);
    for (const body of [{ name: 'log_lady' }, { enabled: true }, { name: 'log_lady', enabled: { on: 1 } }, { name: { x: 1 }, enabled: true }, { name: 'log_lady', enabled: 'yes' }, { name: 'x'.repeat(101), enabled: true }, { name: 'log_lady', enabled: true, by: 'me' }, []]) {
      const response = await admin.post(FLAGS, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
    }
    const flag = await t.db.selectFrom('feature_flags').select('enabled').where('name', '=', 'log_lady').executeTakeFirstOrThrow();
    assert.equal(flag.enabled, false);
  });
});
