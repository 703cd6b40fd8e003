import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './connect.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres-server.js';

describe('a PostgreSQL pool', () => {
  let postgres: TestPostgres;
  let handle: DatabaseHandle;

  before(async () => {
    postgres = await startTestPostgres();
    handle = await openDatabase({ databaseUrl: postgres.url });
  });

  after(async () => {
    await handle?.close();
    await postgres?.stop();
  });

  it('outlives PostgreSQL ending its idle connections, and the next query opens another', async () => {
    const { rows: before } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
    const admin = await openDatabase({ databaseUrl: postgres.url });
    try {
      const { rows } = await sql<{ ended: boolean }>`SELECT pg_terminate_backend(${before[0]!.pid}) AS ended`.execute(admin.db);
      assert.equal(rows[0]!.ended, true);
    } finally {
      await admin.close();
    }
    // The ended connection's error reaches the pool while it is idle.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows: after } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
    assert.notEqual(after[0]!.pid, before[0]!.pid);
  });
});
