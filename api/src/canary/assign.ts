import type { FastifyRequest } from 'fastify';
import { loadSession, SECURE_SESSION_COOKIE } from '../accounts/session.js';
import { SESSION_COOKIE } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { liveRemoteState, readContracts, type LiveRemoteTable } from '../platform/contracts.js';
import { ensureLocalTree } from '../storage/shared-files.js';
import type { CanaryRecord } from '../storage/remote-registry.js';
import { getsCanary } from './bucket.js';
import { canariesRunning } from './state.js';

/**
 * The table one person gets: each remote whose canary covers their bucket names the canary build, with the
 * stable build first among the earlier versions (the shell falls back to it if the canary's contracts do not
 * fit). Everyone else, and every anonymous visitor, gets the stable table unchanged.
 */
export function assignCanaries(
  table: LiveRemoteTable,
  canaries: Record<string, CanaryRecord>,
  userId: string | null,
  contractsOf: (canary: CanaryRecord) => { bus: string | null; shared: string | null },
): LiveRemoteTable {
  const result: LiveRemoteTable = { ...table };
  for (const [remote, canary] of Object.entries(canaries)) {
    const stable = table[remote];
    if (!stable || !getsCanary(userId, remote, canary.percent)) continue;
    const contracts = contractsOf(canary);
    result[remote] = {
      entry: canary.entry,
      version: canary.version,
      bus: contracts.bus,
      shared: contracts.shared,
      previous: [{ version: stable.version, entry: stable.entry, bus: stable.bus, shared: stable.shared }, ...stable.previous.filter((earlier) => earlier.version !== canary.version)],
    };
  }
  return result;
}

/** The signed-in user of a request outside the API's session scope (pages, /remotes.json); null for visitors. */
export async function requestUserId(db: Db, request: FastifyRequest): Promise<string | null> {
  const id = request.cookies?.[request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE];
  if (!id) return null;
  return (await loadSession(db, id))?.userId ?? null;
}

/**
 * `/remotes.json` for this request: the live table with this person's canaries; null when nothing is deployed.
 * `userId` is asked for only while a canary runs (it costs a session read).
 */
export async function remoteTableFor(db: Db, dataDir: string, userId: () => Promise<string | null>): Promise<LiveRemoteTable | null> {
  const state = await liveRemoteState(db, dataDir);
  if (!state) return null;
  const canaries = await canariesRunning(db, dataDir, state.fromDatabase);
  if (Object.keys(canaries).length === 0) return state.table;
  const user = await userId();
  if (user === null) return state.table;
  const contracts = new Map<string, { bus: string | null; shared: string | null }>();
  for (const canary of Object.values(canaries)) {
    if (!getsCanary(user, canary.remote, canary.percent)) continue;
    // Another instance may have published it: bring it here first, as the live one is.
    if (state.fromDatabase) await ensureLocalTree(dataDir, `remotes/${canary.remote}/${canary.version}/`, 'mf-manifest.json');
    contracts.set(canary.remote, (await readContracts(dataDir, canary.entry)) ?? { bus: null, shared: null });
  }
  return assignCanaries(state.table, canaries, user, (canary) => contracts.get(canary.remote) ?? { bus: null, shared: null });
}
