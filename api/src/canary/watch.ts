import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { liveRemoteState } from '../platform/contracts.js';
import { runDeployCommand } from '../platform/registry.js';
import { rollBackCanaryIn, runningCanaries, type CanaryRecord } from '../storage/remote-registry.js';
import type { CanaryConfig } from './config.js';
import { canaryVerdict, type CanaryLimits, type Verdict } from './decision.js';
import { CANARY_WINDOW_SECONDS, canariesRunning, windowCounts } from './state.js';

/** Who an automatic rollback is recorded as (the console shows it). */
export const AUTOMATIC_ROLLBACK = 'automatic rollback';
/** One instance judges the canaries at a time: the others skip their turn (pg_try_advisory_xact_lock). */
const CHECK_LOCK = 'canary-check';

export interface CanaryCheck {
  remote: string;
  version: string;
  stableVersion: string;
  verdict: Verdict;
  /** This pass ended the canary (false when it was kept, or someone else ended it first). */
  rolledBack: boolean;
}

export interface CheckOptions {
  limits: CanaryLimits;
  windowSeconds?: number;
  /** One machine (registry in DATA_DIR): ends the canary as the command does. Default: it runs the command. */
  rollBackInFiles?: (remote: string, version: string, reason: string) => Promise<void>;
}

const defaultRollBackInFiles = (dataDir: string) => (remote: string, version: string, reason: string) =>
  runDeployCommand(dataDir, [remote, '--rollback', '--canary-version', version, '--reason', reason], AUTOMATIC_ROLLBACK);

function judge(canary: CanaryRecord, stableVersion: string, counts: Awaited<ReturnType<typeof windowCounts>>, limits: CanaryLimits, windowSeconds: number): Verdict {
  const windowText = windowSeconds === CANARY_WINDOW_SECONDS ? 'the last 5 minutes' : `the last ${windowSeconds} seconds`;
  return canaryVerdict(counts(canary.remote, canary.version), counts(canary.remote, stableVersion), limits, windowText);
}

/**
 * One pass of the automatic rollback: every running canary is judged against its remote's stable version over
 * the window, and rolled back (recorded as `automatic rollback`, with the figures) when it fails. Exactly once
 * across instances: with the registry in PostgreSQL the pass runs in a transaction that only one instance can
 * lock at a time, and ends a canary only while it still runs that version (under the remote's deploy lock).
 */
export async function checkCanaries(db: Db, dataDir: string, options: CheckOptions): Promise<CanaryCheck[]> {
  const windowSeconds = options.windowSeconds ?? CANARY_WINDOW_SECONDS;
  // The registry in use, as /remotes.json decides it: PostgreSQL once anything was deployed there.
  const fromDatabase = (await db.selectFrom('remote_deployments').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (!fromDatabase) {
    // One machine: one process owns DATA_DIR (startCanaryWatch never overlaps its passes).
    const canaries = await canariesRunning(db, dataDir, false);
    if (Object.keys(canaries).length === 0) return [];
    const state = await liveRemoteState(db, dataDir);
    if (!state) return [];
    const counts = await windowCounts(db, windowSeconds);
    const checks: CanaryCheck[] = [];
    for (const canary of Object.values(canaries)) {
      const stableVersion = state.table[canary.remote]?.version;
      if (!stableVersion) continue;
      const verdict = judge(canary, stableVersion, counts, options.limits, windowSeconds);
      if (verdict.rollBack) await (options.rollBackInFiles ?? defaultRollBackInFiles(dataDir))(canary.remote, canary.version, verdict.reason);
      checks.push({ remote: canary.remote, version: canary.version, stableVersion, verdict, rolledBack: verdict.rollBack });
    }
    return checks;
  }
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext(${CHECK_LOCK})) AS locked`.execute(trx);
    if (!rows[0]?.locked) return [];
    const canaries = await runningCanaries(trx);
    if (Object.keys(canaries).length === 0) return [];
    const counts = await windowCounts(trx, windowSeconds);
    const checks: CanaryCheck[] = [];
    for (const canary of Object.values(canaries)) {
      const stable = await trx.selectFrom('remote_deployments').select('version').where('remote', '=', canary.remote).where('is_current', '=', true).executeTakeFirst();
      if (!stable) continue;
      const verdict = judge(canary, stable.version, counts, options.limits, windowSeconds);
      const ended = verdict.rollBack ? await rollBackCanaryIn(trx, canary.remote, { by: AUTOMATIC_ROLLBACK, reason: verdict.reason, version: canary.version }) : null;
      checks.push({ remote: canary.remote, version: canary.version, stableVersion: stable.version, verdict, rolledBack: ended !== null });
    }
    return checks;
  });
}

export interface CanaryWatch {
  stop(): void;
}

/** Runs `checkCanaries` every `checkIntervalMs` on this instance; a pass never overlaps the previous one. */
export function startCanaryWatch(
  db: Db,
  dataDir: string,
  log: { info(object: unknown, message: string): void; warn(object: unknown, message: string): void },
  config: CanaryConfig,
): CanaryWatch {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    checkCanaries(db, dataDir, { limits: config })
      .then((checks) => {
        for (const check of checks.filter((done) => done.rolledBack)) {
          log.warn({ remote: check.remote, version: check.version, stable: check.stableVersion, reason: check.verdict.reason }, 'canary rolled back automatically');
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'canary check failed'))
      .finally(() => {
        checking = false;
      });
  }, config.checkIntervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
