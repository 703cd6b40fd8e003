import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './connect.js';

describe('PGlite shared by concurrent callers', () => {
  let handle: DatabaseHandle;

  before(async () => {
    handle = await openDatabase({});
    await sql`CREATE TABLE notes (n int)`.execute(handle.db);
  });

  after(async () => {
    await handle?.close();
  });

  // kysely's queue, which this dialect relies on: a request's query never lands in another's transaction.
  it('keeps a query of another caller out of an open transaction', async () => {
    let outside: Promise<number> | undefined;
    await assert.rejects(
      handle.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO notes VALUES (1)`.execute(trx);
        outside = sql<{ count: number }>`SELECT count(*)::int AS count FROM notes`.execute(handle.db).then(({ rows }) => rows[0]!.count);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.equal(await outside, 0);
  });

  it('lets the event loop turn between queued queries', async () => {
    let finished = 0;
    let finishedWhenTheLoopTurned = -1;
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        await sql`SELECT pg_sleep(0.001)`.execute(handle.db);
        finished += 1;
      }),
    );
    assert.ok(finishedWhenTheLoopTurned >= 0 && finishedWhenTheLoopTurned < 20, `the loop turned after ${finishedWhenTheLoopTurned} of 20`);
  });
});
