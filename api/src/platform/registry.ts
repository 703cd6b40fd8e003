import { execFile } from 'node:child_process';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Db } from '../db/connect.js';
import { currentDeployments, deploymentHistory } from '../storage/remote-registry.js';

const gzipAsync = promisify(gzip);
const execFileAsync = promisify(execFile);

/** The repository root, from api/src/platform or api/dist/platform alike. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface PublishedVersion {
  version: string;
  /** When the build was published (its folder under DATA_DIR/remotes). */
  deployed_at: string | null;
  /** Recorded by deploy:remote in the PostgreSQL registry; empty for a one-machine DATA_DIR registry. */
  commit: string;
  deployed_by: string;
  current: boolean;
  /** Gzipped bytes of what the first mount needs (remoteEntry.js and ./app's chunks), and of all its JS. */
  critical_gz: number;
  total_gz: number;
}

export interface RegisteredRemote {
  name: string;
  current: string | null;
  /** Newest first. */
  versions: PublishedVersion[];
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}

/** Published builds never change (content-hashed versions), so their sizes are computed once. */
const sizeCache = new Map<string, { critical_gz: number; total_gz: number }>();

async function gzSize(file: string): Promise<number> {
  try {
    return (await gzipAsync(await readFile(file), { level: 9 })).length;
  } catch {
    return 0;
  }
}

async function sizes(dir: string): Promise<{ critical_gz: number; total_gz: number }> {
  const cached = sizeCache.get(dir);
  if (cached) return cached;
  const manifest = await readJson<Manifest>(join(dir, 'mf-manifest.json'), {});
  const entry = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const app = manifest.exposes?.find((expose) => expose.path === './app');
  const critical = [entry, ...(app?.assets?.js?.sync ?? [])];
  const files = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((file) => file.endsWith('.js'));
  const bytes = new Map<string, number>();
  for (const file of files) bytes.set(file, await gzSize(join(dir, file)));
  const result = {
    critical_gz: critical.reduce((sum, file) => sum + (bytes.get(file) ?? 0), 0),
    total_gz: [...bytes.values()].reduce((sum, size) => sum + size, 0),
  };
  sizeCache.set(dir, result);
  return result;
}

interface KnownVersion {
  version: string;
  deployedAt: Date | null;
  commit: string;
  deployedBy: string;
}

/** One machine (no DATABASE_URL): DATA_DIR/remotes.json and remotes-history.json, as deploy:remote keeps them. */
async function fileRegistry(dataDir: string): Promise<Map<string, { current: string | null; versions: KnownVersion[] }>> {
  const table = await readJson<Record<string, { version?: string }>>(join(dataDir, 'remotes.json'), {});
  const history = await readJson<Record<string, string[]>>(join(dataDir, 'remotes-history.json'), {});
  const result = new Map<string, { current: string | null; versions: KnownVersion[] }>();
  for (const name of new Set([...Object.keys(table), ...Object.keys(history)])) {
    const current = table[name]?.version ?? null;
    const known = [...(history[name] ?? [])];
    if (current && !known.includes(current)) known.push(current);
    const versions: KnownVersion[] = [];
    for (const version of known.reverse()) {
      const published = await stat(join(dataDir, 'remotes', name, version)).catch(() => null);
      if (published) versions.push({ version, deployedAt: published.mtime, commit: '', deployedBy: '' });
    }
    result.set(name, { current, versions });
  }
  return result;
}

/** Several instances: the registry in PostgreSQL (remote_deployments), with who deployed which commit when. */
async function databaseRegistry(db: Db): Promise<Map<string, { current: string | null; versions: KnownVersion[] }> | null> {
  const table = await currentDeployments(db);
  if (Object.keys(table).length === 0) return null;
  const result = new Map<string, { current: string | null; versions: KnownVersion[] }>();
  for (const [name, { version: current }] of Object.entries(table)) {
    const versions = new Map<string, KnownVersion>();
    // Newest first: a version's latest deploy (or rollback to it) is what the console shows.
    for (const row of await deploymentHistory(db, name)) {
      if (!versions.has(row.version)) versions.set(row.version, { version: row.version, deployedAt: row.deployedAt, commit: row.commit, deployedBy: row.deployedBy });
    }
    result.set(name, { current, versions: [...versions.values()] });
  }
  return result;
}

/** Every remote the registry knows, its live version and the versions it can switch to, newest first. */
export async function readRegistry(db: Db, dataDir: string): Promise<RegisteredRemote[]> {
  const registry = (await databaseRegistry(db)) ?? (await fileRegistry(dataDir));
  const remotes: RegisteredRemote[] = [];
  for (const name of [...registry.keys()].sort()) {
    const { current, versions } = registry.get(name)!;
    remotes.push({
      name,
      current,
      versions: await Promise.all(
        versions.map(async (known) => ({
          version: known.version,
          deployed_at: known.deployedAt?.toISOString() ?? null,
          commit: known.commit,
          deployed_by: known.deployedBy,
          current: known.version === current,
          ...(await sizes(join(dataDir, 'remotes', name, known.version))),
        })),
      ),
    });
  }
  return remotes;
}

/** Why `npm run deploy:remote` refused (its message), for a 4xx answer instead of a 500. */
export class DeployCommandError extends Error {}

/**
 * Runs `npm run deploy:remote -- <args>` (scripts/deploy-remote.mjs) against this DATA_DIR (and DATABASE_URL),
 * so the console, the automatic rollback and the command never disagree about how a remote is switched.
 */
export async function runDeployCommand(dataDir: string, args: string[], deployedBy?: string): Promise<void> {
  try {
    await execFileAsync(process.execPath, [join(ROOT, 'scripts', 'deploy-remote.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ...(deployedBy ? { DEPLOYED_BY: deployedBy } : {}) },
      timeout: 30_000,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    if (stderr) throw new DeployCommandError(stderr.split('\n').at(-1)!);
    throw error;
  }
}

/**
 * Makes a published version live exactly as `npm run deploy:remote -- <remote> --rollback <version>` does
 * (it is that command), so the console and the command never disagree about how a remote is switched.
 */
export async function pointRemoteAt(dataDir: string, remote: string, version: string, deployedBy?: string): Promise<void> {
  await runDeployCommand(dataDir, [remote, '--rollback', version], deployedBy);
}
