// The demo data, written by a process of its own (seed-process.ts starts it): what making it takes — the
// images through sharp, PGlite's heap grown by one large transaction — is given back when this process ends.
import { join } from 'node:path';
import { openDatabase } from '../db/connect.js';
import { seedDatabase } from './seed.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('seed-main needs DATA_DIR');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, pgliteDir: join(dataDir, 'pglite') });
try {
  await seedDatabase(database.db, { dataDir });
} finally {
  await database.close();
}
