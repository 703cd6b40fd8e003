import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from './connect.js';
import { splitSql } from './split-sql.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Advisory lock key, so two api instances starting together on one server migrate one at a time. */
const MIGRATION_LOCK = 7_114_211;

export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => MIGRATION_FILE.test(name)).sort();
}

/** Applies every migration not yet recorded, in order, each in its own transaction. Returns those applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
  });
  const applied: string[] = [];
  for (const name of await migrationFiles()) {
    const text = await readFile(new URL(name, MIGRATIONS_DIR), 'utf8');
    const ran = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const done = await trx.selectFrom('schema_migrations').select('name').where('name', '=', name).executeTakeFirst();
      if (done) return false;
      for (const statement of splitSql(text)) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ name }).execute();
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
