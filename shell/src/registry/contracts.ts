import { SHARED_VERSION, UNRECORDED_BUS_VERSION, busCompatible, sharedCompatible } from '@tumbledash/shared';
import type { RemoteEntry, RemoteTable } from './remotes';

export { UNRECORDED_BUS_VERSION, busCompatible, majorOf, sharedCompatible } from '@tumbledash/shared';

/** A live build the shell would not mount, and what it mounts instead (null: the slot's fallback). */
export interface Refusal {
  remote: string;
  version: string;
  bus: string;
  fallback: string | null;
  /** Set when the build speaks the bus but needs a later @tumbledash/shared than the shell provides. */
  shared?: string;
}

/** The words the console shows for a refusal (sent as the load error of the refused version). */
export function refusalMessage(refusal: Refusal, shellBus: string, shellShared = SHARED_VERSION): string {
  const instead = refusal.fallback ? `mounted ${refusal.fallback} instead` : 'no compatible version, showed the fallback';
  if (refusal.shared !== undefined) return `refused: built against @tumbledash/shared ${refusal.shared}, the shell provides ${shellShared}; ${instead}`;
  return `refused: built against event bus ${refusal.bus}, the shell speaks ${shellBus}; ${instead}`;
}

/**
 * The table the shell registers: each remote whose live build was made against another bus major is
 * replaced by its newest earlier compatible version, or left out (its slots show their fallback).
 */
export function compatibleTable(table: RemoteTable, shellBus: string, shellShared = SHARED_VERSION): { table: RemoteTable; refusals: Refusal[] } {
  const result: RemoteTable = {};
  const refusals: Refusal[] = [];
  const mountable = (build: { bus?: string | null; shared?: string | null }) => busCompatible(build.bus, shellBus) && sharedCompatible(build.shared, shellShared);
  for (const [remote, live] of Object.entries(table)) {
    if (mountable(live)) {
      result[remote] = live;
      continue;
    }
    const earlier = (live.previous ?? []).find(mountable);
    const sharedOnly = busCompatible(live.bus, shellBus) ? { shared: live.shared ?? '' } : {};
    refusals.push({ remote, version: live.version, bus: live.bus ?? UNRECORDED_BUS_VERSION, fallback: earlier?.version ?? null, ...sharedOnly });
    if (earlier) {
      const fallback: RemoteEntry = { entry: earlier.entry, version: earlier.version, bus: earlier.bus, ...(earlier.shared !== undefined ? { shared: earlier.shared } : {}) };
      result[remote] = fallback;
    }
  }
  return { table: result, refusals };
}
