import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Database, RemoteCanariesTable } from '../db/schema.js';
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

/** Why a canary command cannot be done (no canary running, another one running, already live…): a 4xx, never a 500. */
export class CanaryError extends Error {}

export type CanaryStatus = 'running' | 'promoted' | 'rolled_back' | 'replaced';

/** One canary rollout of a remote (migration 071); DATA_DIR/remotes-canary.json holds the same on one machine. */
export interface CanaryRecord {
  remote: string;
  version: string;
  entry: string;
  /** Signed-in people whose bucket (0–99) is below it get the canary. */
  percent: number;
  startedAt: Date;
  startedBy: string;
  commit: string;
  status: CanaryStatus;
  endedAt: Date | null;
  endedBy: string;
  reason: string;
}

export interface CanaryStart {
  remote: string;
  version: string;
  entry: string;
  percent: number;
  deployedBy?: string;
  commit?: string;
}

export interface CanaryEnd {
  /** Who ended it: a person, the platform console, or `automatic rollback`. */
  by: string;
  reason?: string;
  /** Only if this version is the canary that runs (the console and the automatic rollback name what they saw). */
  version?: string;
}

type Trx = Transaction<Database>;

/** Two changes of one remote's registry at once take turns (deploys, canaries, the automatic rollback). */
async function lockRemote(trx: Trx, remote: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`remote:${remote}`}))`.execute(trx);
}

const reasonText = (reason: string) => reason.slice(0, 500);

async function endRunning(trx: Trx, remote: string, status: Exclude<CanaryStatus, 'running'>, by: string, reason: string, version?: string): Promise<CanaryRecord | null> {
  let update = trx
    .updateTable('remote_canaries')
    .set({ status, ended_at: new Date(), ended_by: by, reason: reasonText(reason) })
    .where('remote', '=', remote)
    .where('status', '=', 'running');
  if (version !== undefined) update = update.where('version', '=', version);
  const row = await update.returningAll().executeTakeFirst();
  return row ? canaryRecord(row) : null;
}

/** Inside a transaction that holds the remote's lock: the live row superseded, the new one inserted. */
async function makeCurrent(trx: Trx, deployment: Deployment): Promise<void> {
  await trx.updateTable('remote_deployments').set({ is_current: false }).where('remote', '=', deployment.remote).where('is_current', '=', true).execute();
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
}

/**
 * Makes a build live for every instance at once: the previous live row is superseded in the same transaction.
 * A canary of the remote that runs ends with it: promoted when this is its version, else replaced.
 */
export async function recordDeployment(db: Db, deployment: Deployment): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two deploys of one remote at once take turns; the unique index would refuse the second otherwise.
    await lockRemote(trx, deployment.remote);
    const by = deployment.deployedBy ?? '';
    if (!(await endRunning(trx, deployment.remote, 'promoted', by, `${deployment.version} was made live for everyone`, deployment.version))) {
      await endRunning(trx, deployment.remote, 'replaced', by, `${deployment.version} was made live for everyone`);
    }
    await makeCurrent(trx, deployment);
  });
}

/**
 * Starts a canary of a published build (or, for the canary that already runs, sets its percentage). Another
 * canary of the remote is replaced; the stable version cannot be its own canary.
 */
export async function startCanary(db: Db, canary: CanaryStart): Promise<CanaryRecord> {
  if (!Number.isInteger(canary.percent) || canary.percent < 1 || canary.percent > 100) throw new CanaryError('A canary percentage is a whole number from 1 to 100.');
  return db.transaction().execute(async (trx) => {
    await lockRemote(trx, canary.remote);
    const stable = await trx.selectFrom('remote_deployments').select('version').where('remote', '=', canary.remote).where('is_current', '=', true).executeTakeFirst();
    if (!stable) throw new CanaryError(`${canary.remote} has no live version yet: deploy it before running a canary.`);
    if (stable.version === canary.version) throw new CanaryError(`${canary.version} is already live for everyone.`);
    const widened = await trx
      .updateTable('remote_canaries')
      .set({ percent: canary.percent })
      .where('remote', '=', canary.remote)
      .where('status', '=', 'running')
      .where('version', '=', canary.version)
      .returningAll()
      .executeTakeFirst();
    if (widened) return canaryRecord(widened);
    await endRunning(trx, canary.remote, 'replaced', canary.deployedBy ?? '', `a canary of ${canary.version} replaced it`);
    const row = await trx
      .insertInto('remote_canaries')
      .values({
        remote: canary.remote,
        version: canary.version,
        entry: canary.entry,
        percent: canary.percent,
        started_by: canary.deployedBy ?? '',
        commit: canary.commit ?? '',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return canaryRecord(row);
  });
}

/** Makes the running canary the stable version for everyone, in one transaction. Answers the promoted record. */
export async function promoteCanary(db: Db, remote: string, end: CanaryEnd): Promise<CanaryRecord> {
  return db.transaction().execute(async (trx) => {
    await lockRemote(trx, remote);
    const promoted = await endRunning(trx, remote, 'promoted', end.by, end.reason ?? 'promoted to stable', end.version);
    if (!promoted) throw new CanaryError(await noCanaryMessage(trx, remote, end.version));
    await makeCurrent(trx, { remote, version: promoted.version, entry: promoted.entry, deployedBy: end.by, commit: promoted.commit, status: 'deployed' });
    return promoted;
  });
}

/** Ends the running canary (everyone back on the stable version), inside the caller's transaction. Null when none runs. */
export async function rollBackCanaryIn(trx: Trx, remote: string, end: CanaryEnd): Promise<CanaryRecord | null> {
  await lockRemote(trx, remote);
  return endRunning(trx, remote, 'rolled_back', end.by, end.reason ?? '', end.version);
}

/** Ends the running canary: everyone gets the stable version again; the stable row is untouched. */
export async function rollBackCanary(db: Db, remote: string, end: CanaryEnd): Promise<CanaryRecord> {
  return db.transaction().execute(async (trx) => {
    const ended = await rollBackCanaryIn(trx, remote, end);
    if (!ended) throw new CanaryError(await noCanaryMessage(trx, remote, end.version));
    return ended;
  });
}

async function noCanaryMessage(trx: Trx, remote: string, version?: string): Promise<string> {
  const running = await trx.selectFrom('remote_canaries').select('version').where('remote', '=', remote).where('status', '=', 'running').executeTakeFirst();
  return running && version ? `The canary of ${remote} is now ${running.version}, not ${version}.` : `No canary of ${remote} is running.`;
}

function canaryRecord(row: Selectable<RemoteCanariesTable>): CanaryRecord {
  return {
    remote: row.remote,
    version: row.version,
    entry: row.entry,
    percent: Number(row.percent),
    startedAt: row.started_at,
    startedBy: row.started_by,
    commit: row.commit,
    status: row.status,
    endedAt: row.ended_at,
    endedBy: row.ended_by,
    reason: row.reason,
  };
}

/** remote → its running canary. */
export async function runningCanaries(db: Db): Promise<Record<string, CanaryRecord>> {
  const rows = await db.selectFrom('remote_canaries').selectAll().where('status', '=', 'running').execute();
  return Object.fromEntries(rows.map((row) => [row.remote, canaryRecord(row)]));
}

/** One remote's canaries, newest first. */
export async function canaryHistory(db: Db, remote: string, limit = 20): Promise<CanaryRecord[]> {
  const rows = await db.selectFrom('remote_canaries').selectAll().where('remote', '=', remote).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(canaryRecord);
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
