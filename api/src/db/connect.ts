import { mkdir } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { YieldingPGliteDialect } from './pglite-dialect.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Closes the pool or PGlite (PGlite flushes to disk on close). */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests, benchmarks). */
  pgliteDir?: string;
}

/**
 * PGlite's buffer cache lives in this process's memory: PostgreSQL's default 128 MB became 100–150 MB more
 * RSS once filled, and a data directory on disk is read through the OS's page cache anyway (bench:feed).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

const INT8_OID = 20;

/**
 * PGlite's PostgreSQL is WebAssembly. V8's optimizing tier made its queries ~18 % faster once warm, and kept
 * 60–100 MB more RSS of compiler memory (issue 14, bench:feed): the server on PGlite calls this before PGlite
 * compiles, unless `PGLITE_WASM_TIER_UP=1`. Process-wide, so tests and scripts do not.
 */
export function compileWasmOnBaselineTier(): void {
  setFlagsFromString('--liftoff-only');
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // PostgreSQL may end an idle connection (a restart, a failover, pg_terminate_backend). The pool drops it and
    // the next query opens another; its 'error' event, unheard, would end the process.
    pool.on('error', (error) => console.warn(`A pooled PostgreSQL connection ended: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  // pg returns int8 as a string; PGlite would return a lossy number. Ids are strings everywhere.
  const pglite = await PGlite.create(options.pgliteDir, {
    parsers: { [INT8_OID]: (value: string) => value },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = new Kysely<Database>({ dialect: new YieldingPGliteDialect({ pglite }) });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
