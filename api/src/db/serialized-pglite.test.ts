import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './connect.js';

describe('PGlite shared by concurrent callers', () => {
  let handle: DatabaseHandle;

  before(async () => {
    handle = await openDatabase({});
  });

  after(async () => {
    await handle?.close();
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
