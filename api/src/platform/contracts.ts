import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import shared from '@tumbledash/shared/contracts';
import type { Db } from '../db/connect.js';
import { ensureLocalTree } from '../storage/shared-files.js';
import { registryTable, type RemoteTable } from '../storage/remote-registry.js';

const { SHARED_VERSION, busCompatible, sharedCompatible } = shared;

/** Earlier versions `/remotes.json` lists per remote: enough to fall back past a few incompatible deploys. */
export const PREVIOUS_VERSIONS = 5;
const HISTORY_ROWS = 500;

/** What a build was made against (config/contracts.cjs writes it into its manifest's metaData.contracts). */
export interface BuildContracts {
  /** The event bus contract version (semver); null for a build from before contracts were recorded. */
  bus: string | null;
  /** The @tumbledash/shared range it requires. */
  shared: string | null;
}

export interface EarlierVersion {
  version: string;
  entry: string;
  bus: string | null;
  shared: string | null;
}

/** One remote in `/remotes.json` and the page's preloaded copy: the live build, its contracts, earlier builds. */
export interface LiveRemote extends BuildContracts {
  entry: string;
  version: string;
  /** Published versions that were live before, newest first (the shell falls back to a compatible one). */
  previous: EarlierVersion[];
}

export type LiveRemoteTable = Record<string, LiveRemote>;

export const entryOf = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

/** Published manifests never change (a new build is a new version): each is read once. */
const contractsCache = new Map<string, BuildContracts>();

/** The contracts in a published manifest; null when it is not published here. */
export async function readContracts(dataDir: string, entry: string): Promise<BuildContracts | null> {
  const file = join(dataDir, posix.normalize(entry).replace(/^\/+/, ''));
  const cached = contractsCache.get(file);
  if (cached) return cached;
  let manifest: { metaData?: { contracts?: { bus?: unknown; shared?: unknown } } };
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as typeof manifest;
  } catch {
    return null;
  }
  const recorded = manifest.metaData?.contracts;
  const contracts = {
    bus: typeof recorded?.bus === 'string' ? recorded.bus : null,
    shared: typeof recorded?.shared === 'string' ? recorded.shared : null,
  };
  contractsCache.set(file, contracts);
  return contracts;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** remote → versions that were live, newest first: PostgreSQL's registry, or DATA_DIR/remotes-history.json. */
async function histories(db: Db, dataDir: string, fromDatabase: boolean): Promise<Record<string, string[]>> {
  if (!fromDatabase) {
    const file = (await readJson<Record<string, string[]>>(join(dataDir, 'remotes-history.json'))) ?? {};
    return Object.fromEntries(Object.entries(file).map(([remote, versions]) => [remote, [...versions].reverse()]));
  }
  // The newest rows are enough for a few earlier versions of each remote; every page load reads them.
  const rows = await db.selectFrom('remote_deployments').select(['remote', 'version']).orderBy('id', 'desc').limit(HISTORY_ROWS).execute();
  const result: Record<string, string[]> = {};
  for (const row of rows) {
    const known = (result[row.remote] ??= []);
    if (!known.includes(row.version)) known.push(row.version);
  }
  return result;
}

/**
 * The live remotes with what each build was made against and the earlier versions to fall back to; null when
 * nothing is deployed. What `/remotes.json` answers and what index.html carries.
 */
export async function liveRemoteTable(db: Db, dataDir: string): Promise<LiveRemoteTable | null> {
  return (await liveRemoteState(db, dataDir))?.table ?? null;
}

/** The live table and where the registry is: PostgreSQL (remote_deployments) or DATA_DIR's files. */
export async function liveRemoteState(db: Db, dataDir: string): Promise<{ table: LiveRemoteTable; fromDatabase: boolean } | null> {
  const fromDatabase = await registryTable(db, dataDir);
  const table = fromDatabase ?? (await readJson<RemoteTable>(join(dataDir, 'remotes.json')));
  if (!table) return null;
  const history = await histories(db, dataDir, fromDatabase !== null);
  const result: LiveRemoteTable = {};
  for (const [remote, live] of Object.entries(table)) {
    const contracts = await readContracts(dataDir, live.entry);
    const previous: EarlierVersion[] = [];
    for (const version of history[remote] ?? []) {
      if (previous.length >= PREVIOUS_VERSIONS) break;
      if (version === live.version) continue;
      const entry = entryOf(remote, version);
      // Another instance may have published it: bring it here first, as the live one is (registryTable).
      if (fromDatabase) await ensureLocalTree(dataDir, `remotes/${remote}/${version}/`, 'mf-manifest.json');
      const earlier = await readContracts(dataDir, entry);
      if (earlier) previous.push({ version, entry, bus: earlier.bus, shared: earlier.shared });
    }
    result[remote] = { entry: live.entry, version: live.version, bus: contracts?.bus ?? null, shared: contracts?.shared ?? null, previous };
  }
  return { table: result, fromDatabase: fromDatabase !== null };
}

/** The bus contract version the shell built from this checkout speaks (config/contracts.cjs reads it). */
export const SHELL_BUS_VERSION: string = (
  createRequire(import.meta.url)('../../../config/contracts.cjs') as { busContractVersion: () => string }
).busContractVersion();

/**
 * The build of each remote the shell will mount, for index.html's preloads: the shell's own rule (same bus
 * major, a shared range the shell's copy satisfies), so a refused build is not preloaded for nothing.
 */
export function mountableTable(table: LiveRemoteTable, shellBus = SHELL_BUS_VERSION, shellShared = SHARED_VERSION): RemoteTable {
  const result: RemoteTable = {};
  for (const [remote, live] of Object.entries(table)) {
    const build = [live, ...live.previous].find((candidate) => busCompatible(candidate.bus, shellBus) && sharedCompatible(candidate.shared, shellShared));
    if (build) result[remote] = { entry: build.entry, version: build.version };
  }
  return result;
}
