import { spawn } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/connect.js';

/** seed-main beside this file: .ts under tsx (development, tests), .js in the built API. */
const SEED_MAIN = fileURLToPath(new URL(`./seed-main${extname(fileURLToPath(import.meta.url))}`, import.meta.url));

/** Node's module loaders of this process (tsx's `--import`), without its other flags (a test runner's). */
function loaderArgs(execArgv: readonly string[]): string[] {
  return execArgv.flatMap((arg, index) => {
    if (arg.startsWith('--import=')) return [arg];
    if (arg === '--import' && execArgv[index + 1] !== undefined) return [arg, execArgv[index + 1]!];
    return [];
  });
}

/** Whether the demo data is still to be written (no account yet). Here, not in seed.ts: the server need not load the seed. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/**
 * Creates and migrates the database if need be and writes the demo data into it if it is empty, from a child
 * process, which must have the database to itself (close PGlite first). Done in the server, PGlite's first
 * creation alone took RSS from 70 to 700 MB, and a fresh start's server held 786 MB at rest against 269 MB when
 * started again on the same data.
 */
export function prepareInOwnProcess({ dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...loaderArgs(process.execArgv), SEED_MAIN], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the database could not be prepared (seed process ${signal ?? `exit code ${code}`})`));
    });
  });
}
