import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { randomToken } from '../http/tokens.js';

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** initdb and pg_ctl: on PATH, or where Debian's postgresql package puts them. */
function postgresBin(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`PostgreSQL's ${name} was not found: install PostgreSQL (apt-get install -y postgresql) or set TEST_DATABASE_URL`);
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** PostgreSQL refuses to run as root: then its tools run as the postgres user. */
function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

/** A fresh database on TEST_DATABASE_URL's server, dropped afterwards. */
async function databaseOnServer(serverUrl: string): Promise<TestPostgres> {
  const name = `td_test_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A throwaway PostgreSQL server for one test file: TEST_DATABASE_URL's server when set, else a cluster made
 * with initdb in a temporary directory, listening on a free local port, removed afterwards.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) return databaseOnServer(process.env.TEST_DATABASE_URL);
  const initdb = postgresBin('initdb');
  const pgCtl = postgresBin('pg_ctl');
  const dir = await mkdtemp(join(tmpdir(), 'td-postgres-'));
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['postgres', dir]);
    await chmod(dir, 0o700);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(pgCtl, ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run(pgCtl, ['-D', data, '-w', '-m', 'fast', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
