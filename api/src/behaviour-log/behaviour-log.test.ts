import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import shared from '@tumbledash/shared/contracts';
import type { LogEvent } from '../contracts.js';
import { createTestApp, platformAdmin, RELAXED_RATE_LIMITS, type TestApp, type TestClient } from '../testing/app.js';
import { withSeededApp, type Actors } from '../testing/post-fixtures.js';
import { LOG_MESSAGES } from './events.js';
import { pruneBehaviourLog } from './store.js';

const { LOG_EVENTS_PER_FLUSH } = shared;
const LADY = '/svc/log/lady';
const CSLOG = '/services/cslog';
const CONVERSION = '/svc/log/conversion';

let counter = 0;
const event = (fields: Partial<LogEvent> = {}): LogEvent => ({
  category: 'gif',
  event: 'select',
  uuid: 'visit-0a1b',
  ts: Date.now(),
  rid: `rid-${++counter}`,
  elapsed: 5400,
  data: { gif_id: '881', query: 'cats', position: 3 },
  env: { path: '/new/photo', width: 1280 },
  ...fields,
});

/** As the platform console turns it: bootstraps and the log read it on their next request. */
async function setLogLady(admin: TestClient, enabled: boolean): Promise<void> {
  const response = await admin.post('/svc/platform/flags', { name: 'log_lady', enabled });
  assert.equal(response.statusCode, 200, response.body);
}

async function countRows(t: TestApp, category?: string): Promise<number> {
  const query = t.db.selectFrom('log_events').select((eb) => eb.fn.countAll<string>().as('n'));
  const row = await (category ? query.where('category', '=', category) : query).executeTakeFirstOrThrow();
  return Number(row.n);
}

const conversionBody = (log: unknown) => new URLSearchParams({ log: typeof log === 'string' ? log : JSON.stringify(log) }).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('behaviour log: POST /svc/log/lady and /services/cslog', () => {
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

  it('refuses the log with a 403 while the log_lady flag is off, and stores nothing', async () => {
    await setLogLady(admin, false);
    const before = await countRows(t);
    const lady = await people.friend.post(LADY, { events: [event()] });
    assert.equal(lady.statusCode, 403);
    assert.equal(lady.envelope.meta.msg, 'Behaviour logging is off.');
    const cslog = await people.anonymous.post(CSLOG, { payload: 'TypeError: x is undefined' });
    assert.equal(cslog.statusCode, 403);
    assert.equal(cslog.envelope.meta.msg, LOG_MESSAGES.off);
    assert.equal(await countRows(t), before);
  });

  it('stores a batch from a signed-in person and from a visitor, in one go', async () => {
    await setLogLady(admin, true);
    const batch = [event(), event({ category: 'video', event: 'initial_load_time', data: { ms: 812, post_id: '5' }, env: { path: '/dashboard', width: 390 } })];
    const signedIn = await people.friend.post<{ stored: number }>(LADY, { events: batch });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.deepEqual(signedIn.envelope.response, { stored: 2 });
    const visitor = await people.anonymous.post<{ stored: number }>(LADY, { events: [event({ category: 'video', event: 'play', data: {} })] });
    assert.deepEqual(visitor.envelope.response, { stored: 1 });

    const friend = await t.db.selectFrom('users').select('id').where('email', '=', 'friend@example.com').executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('log_events').selectAll().where('rid', 'in', [batch[0]!.rid, batch[1]!.rid]).orderBy('id').execute();
    assert.equal(rows.length, 2);
    assert.equal(rows[0]!.user_id, friend.id);
    assert.deepEqual(
      { category: rows[1]!.category, event: rows[1]!.event, uuid: rows[1]!.uuid, ts: rows[1]!.ts, elapsed: rows[1]!.elapsed, data: rows[1]!.data, env: rows[1]!.env },
      { category: 'video', event: 'initial_load_time', uuid: 'visit-0a1b', ts: String(batch[1]!.ts), elapsed: '5400', data: { ms: 812, post_id: '5' }, env: { path: '/dashboard', width: 390 } },
    );
    const anonymous = await t.db.selectFrom('log_events').select('user_id').where('category', '=', 'video').where('event', '=', 'play').executeTakeFirstOrThrow();
    assert.equal(anonymous.user_id, null);
  });

  it('stores a batch sent twice once (events already stored are skipped)', async () => {
    await setLogLady(admin, true);
    const batch = [event(), event(), event()];
    assert.deepEqual((await people.demo.post(LADY, { events: batch })).envelope.response, { stored: 3 });
    const again = await people.demo.post(LADY, { events: batch });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.envelope.response, { stored: 0 });
    const overlapping = await people.demo.post(LADY, { events: [batch[2]!, event()] });
    assert.deepEqual(overlapping.envelope.response, { stored: 1 });
    const rids = batch.map((one) => one.rid);
    const stored = await t.db.selectFrom('log_events').select('rid').where('rid', 'in', rids).execute();
    assert.equal(stored.length, 3);
  });

  it('refuses bad events with a 400 that names the problem, and stores none of the batch', async () => {
    await setLogLady(admin, true);
    const before = await countRows(t);
    const cases: [object, string][] = [
      [{ events: [event(), event({ category: 'ads' as LogEvent['category'] })] }, '"ads" is not a log category.'],
      [{ events: [event({ event: 'play' })] }, '"play" is not a gif event.'],
      [{ events: Array.from({ length: LOG_EVENTS_PER_FLUSH + 1 }, () => event()) }, `events must have at most ${LOG_EVENTS_PER_FLUSH} items.`],
      [{ events: [] }, 'events must have at least 1 item.'],
      [{ events: [event({ data: { query: 'x'.repeat(2100) } })] }, 'events.0.data must be at most 2048 bytes as JSON.'],
      [{ events: [event({ data: { gif: { id: 1 } } as unknown as LogEvent['data'] })] }, 'events.0.data.gif must be a string, number, boolean or null.'],
      [{ events: [event({ data: { ids: ['1'] } as unknown as LogEvent['data'] })] }, 'events.0.data.ids must be a string, number, boolean or null.'],
      [{ events: [event({ data: { a: 'x'.repeat(1000), b: 'y'.repeat(1100) } })] }, 'events.0.data must be at most 2048 bytes as JSON.'],
      [{ events: [event({ ts: Date.now() - 2 * 24 * 60 * 60 * 1000 })] }, 'events.0.ts must be within a day of now.'],
      [{ events: [event({ ts: -1 })] }, 'events.0.ts must be at least 0.'],
      [{ events: [event({ elapsed: 1.5 })] }, 'events.0.elapsed must be an integer.'],
      [{ events: [event({ uuid: 'not a uuid!' })] }, 'events.0.uuid is not valid.'],
      [{ events: [event({ rid: 'r'.repeat(65) })] }, 'events.0.rid is not valid.'],
      [{ events: [event({ env: { path: `/${'p'.repeat(512)}`, width: 100 } })] }, 'events.0.env.path must be at most 512 characters.'],
      [{ events: [event()], user_id: '1' }, 'user_id is not a field of this request.'],
    ];
    for (const [body, message] of cases) {
      const response = await people.friend.post(LADY, body);
      assert.equal(response.statusCode, 400, `${message}: ${response.body.slice(0, 200)}`);
      assert.equal(response.envelope.meta.msg, message);
    }
    assert.equal(await countRows(t), before);
  });

  it('refuses a log without the form key', async () => {
    await setLogLady(admin, true);
    const lady = await people.friend.post(LADY, { events: [event()] }, null);
    assert.equal(lady.statusCode, 403);
    assert.equal(lady.envelope.meta.msg, 'Invalid form key');
    assert.equal((await people.anonymous.post(CSLOG, { payload: 'x' }, 'wrong-key')).statusCode, 403);
  });

  it('answers every hostile body with a 4xx, never a 500', async () => {
    await setLogLady(admin, true);
    const before = await countRows(t);
    const bodies = [
      '[]',
      '"events"',
      'null',
      '{"events":{}}',
      '{"events":[[]]}',
      '{"events":[null]}',
      '{"events":"x"}',
      JSON.stringify({ events: [event({ data: { nested: { deep: [1, 2] } } as unknown as LogEvent['data'] })] }),
      JSON.stringify({ events: [event({ data: [1, 2] as unknown as LogEvent['data'] })] }),
      JSON.stringify({ events: [event({ data: { q: '\ud800' } })] }),
      JSON.stringify({ events: [event({ env: { path: '/', width: 1e300 } })] }),
      JSON.stringify({ events: [event({ ts: 1e300 })] }),
      JSON.stringify({ events: [event({ elapsed: 1e300 })] }),
      JSON.stringify({ events: [{ ...event(), __proto__: { admin: true } }] }).replace('"category"', '"__proto__":{"x":1},"category"'),
      JSON.stringify({ events: [event({ category: 'constructor' as LogEvent['category'], event: 'x' as LogEvent['event'] })] }),
      JSON.stringify({ events: [event({ data: Object.fromEntries(Array.from({ length: 70 }, (_, index) => [`k${index}`, index])) })] }),
      JSON.stringify({ events: [event({ data: { q: 'x'.repeat(300_000) } })] }),
      `{"events":[${'['.repeat(5000)}`,
    ];
    for (const payload of bodies) {
      const response = await people.friend.request({ method: 'POST', url: LADY, payload, headers: { 'content-type': 'application/json' } });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${response.statusCode} for ${payload.slice(0, 80)}`);
    }
    for (const payload of [{ payload: { a: 1 } }, { payload: [['a']] }, { payload: 'x'.repeat(2049) }, { payload: '' }, { payload: 'a\u0000' }, { payload: 'x'.repeat(400_000) }]) {
      const response = await people.friend.post(CSLOG, payload);
      assert.equal(response.statusCode >= 400 && response.statusCode < 500, true, `${response.statusCode} for ${JSON.stringify(payload).slice(0, 60)}`);
    }
    assert.equal(await countRows(t), before);
  });

  it('stores a console line as a cslog row', async () => {
    await setLogLady(admin, true);
    const line = 'Uncaught TypeError: Cannot read properties of undefined (reading "id") at /remotes/mfe-dashboard/…';
    const visitor = await people.anonymous.post<{ stored: number }>(CSLOG, { payload: line });
    assert.equal(visitor.statusCode, 200, visitor.body);
    assert.deepEqual(visitor.envelope.response, { stored: 1 });
    const form = await people.friend.request({ method: 'POST', url: CSLOG, payload: new URLSearchParams({ payload: 'from a form' }).toString(), headers: FORM });
    assert.equal(form.statusCode, 200, form.body);
    const rows = await t.db.selectFrom('log_events').select(['event', 'data', 'user_id']).where('category', '=', 'cslog').orderBy('id').execute();
    assert.deepEqual(rows.map((row) => row.data), [{ payload: line }, { payload: 'from a form' }]);
    assert.equal(rows[0]!.user_id, null);
    assert.notEqual(rows[1]!.user_id, null);
    const tooLong = await people.friend.post(CSLOG, { payload: 'x'.repeat(2049) });
    assert.equal(tooLong.envelope.meta.msg, 'payload must be at most 2048 characters.');
  });
});

describe('behaviour log: POST /svc/log/conversion', () => {
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

  const send = (client: Actors['demo'], log: unknown, formKey?: string | null) =>
    client.request<{ stored: number }>({ method: 'POST', url: CONVERSION, payload: conversionBody(log), headers: FORM, formKey });

  it('is for signed-in people only', async () => {
    const response = await send(people.anonymous, { name: 'video_conversion', player: 'html5', player_version: '1' });
    assert.equal(response.statusCode, 401);
    assert.equal(await countRows(t, 'conversion'), 0);
  });

  it('stores one conversion per player for each person, whatever the log_lady flag', async () => {
    await setLogLady(admin, false);
    const log = { name: 'video_conversion', player: 'html5', player_version: '2.4' };
    const first = await send(people.demo, log);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.envelope.response, { stored: 1 });
    const again = await send(people.demo, { ...log, player_version: '2.5' });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.envelope.response, { stored: 0 });
    assert.deepEqual((await send(people.demo, { ...log, player: 'flash' })).envelope.response, { stored: 1 });
    assert.deepEqual((await send(people.friend, log)).envelope.response, { stored: 1 });
    const rows = await t.db.selectFrom('log_events').select(['event', 'data']).where('category', '=', 'conversion').orderBy('id').execute();
    assert.deepEqual(rows, [
      { event: 'video_conversion', data: { player: 'html5', player_version: '2.4' } },
      { event: 'video_conversion', data: { player: 'flash', player_version: '2.4' } },
      { event: 'video_conversion', data: { player: 'html5', player_version: '2.4' } },
    ]);
  });

  it('refuses bad JSON, bad fields and a missing form key with a 4xx', async () => {
    const before = await countRows(t, 'conversion');
    const bad: [unknown, string][] = [
      ['{not json', LOG_MESSAGES.conversionJson],
      [[1, 2], LOG_MESSAGES.conversionJson],
      [{ name: 'video_conversion', player_version: '1' }, 'log.player must be text of 1 to 64 characters.'],
      [{ name: 'video_conversion', player: { x: 1 }, player_version: '1' }, 'log.player must be text of 1 to 64 characters.'],
      [{ name: 'v', player: 'p'.repeat(65), player_version: '1' }, 'log.player must be text of 1 to 64 characters.'],
      [{ name: 'v', player: 'p', player_version: '1', email: 'a@b.c' }, 'email is not a field of the conversion log.'],
    ];
    for (const [log, message] of bad) {
      const response = await send(people.demo, log);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.envelope.meta.msg, message);
    }
    const noLog = await people.demo.request({ method: 'POST', url: CONVERSION, payload: 'other=1', headers: FORM });
    assert.equal(noLog.statusCode, 400);
    const huge = await people.demo.request({ method: 'POST', url: CONVERSION, payload: `log=${'x'.repeat(5000)}`, headers: FORM });
    assert.equal(huge.statusCode, 400);
    const forged = await send(people.demo, { name: 'v', player: 'other', player_version: '1' }, null);
    assert.equal(forged.statusCode, 403);
    assert.equal(await countRows(t, 'conversion'), before);
  });
});

describe('behaviour log: rate limit and retention', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ server: { rateLimits: { ...RELAXED_RATE_LIMITS, logLady: { max: 2, windowMs: 60_000 } } } });
    await setLogLady(await platformAdmin(t), true);
  });
  after(() => t.close());

  it('answers 429 with Retry-After past RATE_LIMIT_LOG_LADY, counting log flushes and console lines together', async () => {
    const visitor = t.client();
    await visitor.bootstrap();
    assert.equal((await visitor.post(LADY, { events: [event()] })).statusCode, 200);
    assert.equal((await visitor.post(CSLOG, { payload: 'one line' })).statusCode, 200);
    const third = await visitor.post(LADY, { events: [event()] });
    assert.equal(third.statusCode, 429);
    assert.match(third.envelope.meta.msg, /^Too many logs from this page in a short time\. Try again in (\d+ seconds?|1 minute)\.$/);
    assert.ok(Number(third.headers['retry-after']) > 0);
  });

  it('prunes gif, video and console rows after 30 days and keeps the rest', async () => {
    const old = sql<Date>`now() - interval '31 days'`;
    const recent = sql<Date>`now() - interval '29 days'`;
    await t.db.deleteFrom('log_events').execute();
    for (const category of ['gif', 'video', 'cslog', 'conversion', 'moderation', 'platform']) {
      await t.db.insertInto('log_events').values([{ category, event: 'old', created_at: old }, { category, event: 'recent', created_at: recent }]).execute();
    }
    assert.equal(await pruneBehaviourLog(t.db), 3);
    const left = await t.db.selectFrom('log_events').select(['category', 'event']).orderBy('category').orderBy('event').execute();
    assert.deepEqual(
      left.map((row) => `${row.category}/${row.event}`),
      ['conversion/old', 'conversion/recent', 'cslog/recent', 'gif/recent', 'moderation/old', 'moderation/recent', 'platform/old', 'platform/recent', 'video/recent'],
    );
  });
});
