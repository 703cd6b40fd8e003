// The first start's heavy lifting, in a process of its own (seed-process.ts starts it): creating PGlite's
// database, migrating it and writing the demo data take far more memory than serving does, and all of it is
// given back when this process ends. A database that already has data is left as it is.
import { join } from 'node:path';
import { openDatabase } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { isDatabaseEmpty } from './seed-process.js';
import { seedDatabase } from './seed.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('seed-main needs DATA_DIR');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, pgliteDir: join(dataDir, 'pglite') });
try {
  await migrate(database.db);
  if (await isDatabaseEmpty(database.db)) await seedDatabase(database.db, { dataDir });
} finally {
  await database.close();
}
