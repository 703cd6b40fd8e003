import type { RemoteEntry, RemoteTable } from './remotes';

/**
 * Builds from before the bus contract was versioned recorded none; they were made against this one.
 * Keep it at the version the contract had then, whatever BUS_CONTRACT_VERSION becomes.
 */
export const UNRECORDED_BUS_VERSION = '1.0.0';

/** The major of a semver string (`2.1.0` → 2); null when it is not one. */
export function majorOf(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

/** A build speaks the shell's bus when it was built against the same major (minors only add events). */
export function busCompatible(built: string | null | undefined, shellBus: string): boolean {
  const builtMajor = majorOf(built ?? UNRECORDED_BUS_VERSION);
  return builtMajor !== null && builtMajor === majorOf(shellBus);
}

/** A live build the shell would not mount, and what it mounts instead (null: the slot's fallback). */
export interface Refusal {
  remote: string;
  version: string;
  bus: string;
  fallback: string | null;
}

/** The words the console shows for a refusal (sent as the load error of the refused version). */
export function refusalMessage(refusal: Refusal, shellBus: string): string {
  const instead = refusal.fallback ? `mounted ${refusal.fallback} instead` : 'no compatible version, showed the fallback';
  return `refused: built against event bus ${refusal.bus}, the shell speaks ${shellBus}; ${instead}`;
}

/**
 * The table the shell registers: each remote whose live build was made against another bus major is
 * replaced by its newest earlier compatible version, or left out (its slots show their fallback).
 */
export function compatibleTable(table: RemoteTable, shellBus: string): { table: RemoteTable; refusals: Refusal[] } {
  const result: RemoteTable = {};
  const refusals: Refusal[] = [];
  for (const [remote, live] of Object.entries(table)) {
    if (busCompatible(live.bus, shellBus)) {
      result[remote] = live;
      continue;
    }
    const earlier = (live.previous ?? []).find((candidate) => busCompatible(candidate.bus, shellBus));
    refusals.push({ remote, version: live.version, bus: live.bus ?? UNRECORDED_BUS_VERSION, fallback: earlier?.version ?? null });
    if (earlier) {
      const fallback: RemoteEntry = { entry: earlier.entry, version: earlier.version, bus: earlier.bus };
      result[remote] = fallback;
    }
  }
  return { table: result, refusals };
}
