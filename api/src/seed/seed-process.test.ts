import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { DEMO } from '../testing/app.js';
import { isDatabaseEmpty } from './seed.js';
import { seedInOwnProcess } from './seed-process.js';

describe('seedInOwnProcess', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'td-seed-process-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('writes the demo data into the data directory’s empty PGlite database from a child process', async () => {
    const pgliteDir = join(dataDir, 'pglite');
    const empty = await openDatabase({ pgliteDir });
    await migrate(empty.db);
    assert.equal(await isDatabaseEmpty(empty.db), true);
    await empty.close();

    await seedInOwnProcess({ dataDir, databaseUrl: undefined });

    const seeded = await openDatabase({ pgliteDir });
    try {
      const demo = await seeded.db.selectFrom('users').select('email').where('email', '=', DEMO.email).executeTakeFirst();
      assert.equal(demo?.email, DEMO.email);
    } finally {
      await seeded.close();
    }
  });

  it('fails with what went wrong when the child cannot write the data', async () => {
    await assert.rejects(
      seedInOwnProcess({ dataDir, databaseUrl: 'postgres://tumbledash@127.0.0.1:1/none' }),
      /^Error: the demo data could not be written \(seed process exit code 1\)$/,
    );
  });
});
