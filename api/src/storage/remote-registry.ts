import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { ensureLocalTree } from './shared-files.js';

export interface RemoteTableEntry {
  entry: string;
  version: string;
}
/** What `/remotes.json` answers: remote name → live build. */
export type RemoteTable = Record<string, RemoteTableEntry>;

export interface Deployment {
  remote: string;
  version: string;
  entry: string;
  deployedBy?: string;
  commit?: string;
  /** `deployed` for a new build, `rolled_back` for an earlier one made live again. */
  status?: 'deployed' | 'rolled_back';
}

export interface DeploymentRow {
  version: string;
  entry: string;
  deployedAt: Date;
  deployedBy: string;
  commit: string;
  status: string;
  isCurrent: boolean;
}

/** Makes a build live for every instance at once: the previous live row is superseded in the same transaction. */
export async function recordDeployment(db: Db, deployment: Deployment): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two deploys of one remote at once take turns; the unique index would refuse the second otherwise.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`remote:${deployment.remote}`}))`.execute(trx);
    await trx
      .updateTable('remote_deployments')
      .set({ is_current: false })
      .where('remote', '=', deployment.remote)
      .where('is_current', '=', true)
      .execute();
    await trx
      .insertInto('remote_deployments')
      .values({
        remote: deployment.remote,
        version: deployment.version,
        entry: deployment.entry,
        deployed_by: deployment.deployedBy ?? '',
        commit: deployment.commit ?? '',
        status: deployment.status ?? 'deployed',
        is_current: true,
      })
      .execute();
  });
}

export async function currentDeployments(db: Db): Promise<RemoteTable> {
  const rows = await db.selectFrom('remote_deployments').select(['remote', 'version', 'entry']).where('is_current', '=', true).orderBy('remote').execute();
  return Object.fromEntries(rows.map((row) => [row.remote, { entry: row.entry, version: row.version }]));
}

/** Newest first. */
export async function deploymentHistory(db: Db, remote: string): Promise<DeploymentRow[]> {
  const rows = await db.selectFrom('remote_deployments').selectAll().where('remote', '=', remote).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    version: row.version,
    entry: row.entry,
    deployedAt: row.deployed_at,
    deployedBy: row.deployed_by,
    commit: row.commit,
    status: row.status,
    isCurrent: row.is_current,
  }));
}

/**
 * The live remotes of the registry in the database, or null when nothing was deployed there (one machine:
 * `npm start` keeps DATA_DIR/remotes.json). Builds deployed from elsewhere are fetched from the shared store
 * into DATA_DIR first, so this instance can serve them.
 */
export async function registryTable(db: Db, dataDir: string): Promise<RemoteTable | null> {
  const registry = await currentDeployments(db);
  if (Object.keys(registry).length === 0) return null;
  await Promise.all(
    Object.entries(registry).map(([remote, { version }]) => ensureLocalTree(dataDir, `remotes/${remote}/${version}/`, 'mf-manifest.json')),
  );
  return registry;
}
