import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';

/**
 * A fresh, empty database for one test file: in-memory PGlite, or — when DATABASE_URL is set — the
 * server's public schema dropped and recreated (test files run one at a time).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({});
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  return openDatabase({ databaseUrl });
}
