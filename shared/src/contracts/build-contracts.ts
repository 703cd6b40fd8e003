// What a remote build was made against and what the shell can mount: the shell checks it before mounting,
// the API before preloading (pure; the api server imports this entry too).

/**
 * This package's version (package.json's, checked by a test). A remote's build records the range it needs
 * (`^` this version) and the shell, which provides its own copy to every remote, refuses a remote that
 * needs a later one: bump the minor when adding an export, the major when changing or removing one.
 */
export const SHARED_VERSION = '2.14.0';

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

/** A `major.minor.patch` version as numbers; null when it is not one. */
function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * A build needing `@tumbledash/shared` `^x.y.z` (what config/contracts.cjs records) runs on the copy the
 * shell provides when that copy satisfies the range: same major, and not older (on 0.x: same minor too).
 * A build from before the range was recorded needs nothing; a range of another form is not trusted.
 */
export function sharedCompatible(range: string | null | undefined, shellShared: string): boolean {
  if (range === null || range === undefined) return true;
  const needed = range.startsWith('^') ? parts(range.slice(1)) : null;
  const provided = parts(shellShared);
  if (!needed || !provided) return false;
  const [major, minor, patch] = needed;
  if (provided[0] !== major) return false;
  if (major === 0) return provided[1] === minor && provided[2] >= patch;
  return provided[1] > minor || (provided[1] === minor && provided[2] >= patch);
}
