import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { DEMO } from '../testing/app.js';
import { prepareInOwnProcess } from './seed-process.js';

describe('prepareInOwnProcess', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'td-seed-process-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('creates, migrates and fills a first start’s PGlite database from a child process, and leaves it as it is after', async () => {
    const pgliteDir = join(dataDir, 'pglite');
    await prepareInOwnProcess({ dataDir, databaseUrl: undefined });

    const users = async () => {
      const database = await openDatabase({ pgliteDir });
      try {
        assert.deepEqual(await migrate(database.db), [], 'every migration already applied');
        return await database.db.selectFrom('users').select('email').orderBy('id').execute();
      } finally {
        await database.close();
      }
    };
    const seeded = await users();
    assert.ok(seeded.some((user) => user.email === DEMO.email));

    await prepareInOwnProcess({ dataDir, databaseUrl: undefined });
    assert.deepEqual(await users(), seeded);
  });

  it('fails with what went wrong when the child cannot write the data', async () => {
    await assert.rejects(
      prepareInOwnProcess({ dataDir, databaseUrl: 'postgres://tumbledash@127.0.0.1:1/none' }),
      /^Error: the database could not be prepared \(seed process exit code 1\)$/,
    );
  });
});
