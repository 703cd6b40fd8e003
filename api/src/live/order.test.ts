import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres-server.js';
import { LiveEvents, type LiveEvent } from './events.js';

/**
 * A stream skips any event whose id is not above the last one it sent (that is how a resume avoids doubles),
 * so one person's events must reach every instance in id order. Many raises at once — from two instances,
 * some for several people — must still give each receiver every id once, ascending.
 */
const RAISES = 120;
const log = pino({ level: 'silent' });

async function makeUsers(handle: DatabaseHandle, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const token = `order-${Date.now()}-${index}`;
    const { rows } = await sql<{ id: string }>`
      INSERT INTO users (email, password_hash, polling_token) VALUES (${`${token}@example.com`}, 'x', ${token}) RETURNING id::text AS id
    `.execute(handle.db);
    ids.push(rows[0]!.id);
  }
  return ids;
}

/** What a stream of `userId` would send: each event whose id is above the last one sent. */
function receiver(live: LiveEvents, userId: string) {
  const received: string[] = [];
  const skipped: string[] = [];
  let last = 0n;
  const stop = live.subscribe(userId, (event: LiveEvent) => {
    if (BigInt(event.id) <= last) skipped.push(event.id);
    else {
      last = BigInt(event.id);
      received.push(event.id);
    }
  });
  return { received, skipped, stop };
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function waitForOtherConnectionsToClose(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const others = async () =>
    (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows[0]!.n;
  const deadline = Date.now() + 10_000;
  while ((await others()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await client.end();
}

async function storedIds(handle: DatabaseHandle, userId: string): Promise<string[]> {
  const rows = await handle.db.selectFrom('live_events').select('id').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Raises for `person` (alone, or with the other person) from every instance at once. */
async function raiseConcurrently(instances: LiveEvents[], person: string, other: string): Promise<void> {
  await Promise.all(
    Array.from({ length: RAISES }, (_, index) => instances[index % instances.length]!.raise(index % 3 === 0 ? [other, person] : [person], 'unread')),
  );
}

describe('live events under concurrent raises', () => {
  describe('two instances on PostgreSQL (NOTIFY)', () => {
    let postgres: TestPostgres;
    const handles: DatabaseHandle[] = [];
    const instances: LiveEvents[] = [];

    before(async () => {
      postgres = await startTestPostgres();
      for (let index = 0; index < 2; index += 1) handles.push(await openDatabase({ databaseUrl: postgres.url }));
      await migrate(handles[0]!.db);
      for (const handle of handles) instances.push(new LiveEvents(handle.db, postgres.url, log));
      await waitFor(() => instances.every((live) => live.available), 'the listeners');
    });
    after(async () => {
      for (const live of instances) await live.close();
      for (const handle of handles) await handle.close();
      // pg's pool.end() resolves before its sockets have closed: stopping the server under them would fail the run.
      await waitForOtherConnectionsToClose(postgres.url);
      await postgres?.stop();
    });

    it('delivers every event of a person to every instance once, in id order, and catch-up reads the same ids', async () => {
      const [person, other] = await makeUsers(handles[0]!, 2);
      const receivers = instances.flatMap((live) => [receiver(live, person!), receiver(live, other!)]);
      await raiseConcurrently(instances, person!, other!);
      const expected = { [person!]: await storedIds(handles[0]!, person!), [other!]: await storedIds(handles[0]!, other!) };
      assert.equal(expected[person!]!.length, RAISES);
      await waitFor(() => receivers.every((r, index) => r.received.length + r.skipped.length >= expected[index % 2 === 0 ? person! : other!]!.length), 'every event');
      receivers.forEach((r, index) => {
        r.stop();
        assert.deepEqual(r.skipped, [], 'no event arrives after a newer one');
        assert.deepEqual(r.received, expected[index % 2 === 0 ? person! : other!]);
      });
      // A stream resuming from its first event (Last-Event-ID) gets the rest, in order.
      const resumed = await instances[1]!.since(person!, expected[person!]![0]!);
      assert.deepEqual(resumed.map((event) => event.id), expected[person!]!.slice(1));
    });
  });

  describe('one instance on PGlite (in-process delivery)', () => {
    let handle: DatabaseHandle;
    let live: LiveEvents;

    before(async () => {
      handle = await openDatabase({});
      await migrate(handle.db);
      live = new LiveEvents(handle.db, undefined, log);
    });
    after(async () => {
      await live.close();
      await handle.close();
    });

    it('delivers every event of a person once, in id order', async () => {
      const [person, other] = await makeUsers(handle, 2);
      const receivers = [receiver(live, person!), receiver(live, other!)];
      await raiseConcurrently([live], person!, other!);
      for (const [index, userId] of [person!, other!].entries()) {
        const r = receivers[index]!;
        r.stop();
        assert.deepEqual(r.skipped, []);
        assert.deepEqual(r.received, await storedIds(handle, userId));
      }
    });
  });
});
