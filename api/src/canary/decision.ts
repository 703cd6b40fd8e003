/** What browsers reported for one build over the window (the beacon: api/src/platform/beacon.ts). */
export interface WindowCounts {
  mounts: number;
  loadErrors: number;
  renderErrors: number;
}

export interface CanaryLimits {
  /** Roll back when the canary's error rate exceeds the stable one's by more than this (0.05 = 5 points). */
  maxErrorRateDelta: number;
  /** Mount attempts the canary (and the stable build, to count as a baseline) needs before it is judged. */
  minMounts: number;
}

export interface Verdict {
  rollBack: boolean;
  /** Why, with the figures: what the console and the log show. */
  reason: string;
  canaryRate: number | null;
  stableRate: number | null;
}

/**
 * Mount attempts: mounts plus loads that failed (a remote that throws while rendering has mounted, and its
 * error boundary reports the throw as a render error on top).
 */
export const attempts = (counts: WindowCounts) => counts.mounts + counts.loadErrors;
const errors = (counts: WindowCounts) => counts.loadErrors + counts.renderErrors;

/** Load and render errors per mount attempt, at most 1; null with nothing reported. */
export function errorRate(counts: WindowCounts): number | null {
  const tried = attempts(counts);
  return tried === 0 ? null : Math.min(1, errors(counts) / tried);
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const figures = (counts: WindowCounts) => `${errors(counts)} errors in ${attempts(counts)} mounts`;

/**
 * The automatic rollback's decision: the canary goes when its error rate over the window exceeds the stable
 * version's by more than the margin. Too few canary mounts: no verdict yet. A stable build with too few mounts
 * of its own is no baseline: the canary is then held to 0%.
 */
export function canaryVerdict(canary: WindowCounts, stable: WindowCounts, limits: CanaryLimits, windowText = 'the last 5 minutes'): Verdict {
  const canaryRate = errorRate(canary);
  const measuredStable = errorRate(stable);
  if (canaryRate === null || attempts(canary) < limits.minMounts) {
    return {
      rollBack: false,
      reason: `${attempts(canary)} of the ${limits.minMounts} mounts needed to judge the canary over ${windowText}`,
      canaryRate,
      stableRate: measuredStable,
    };
  }
  const baseline = measuredStable !== null && attempts(stable) >= limits.minMounts ? measuredStable : 0;
  const stableText =
    baseline === measuredStable
      ? `the stable version's ${percent(baseline)} (${figures(stable)})`
      : `0% (the stable version had ${attempts(stable)} mounts, too few to compare)`;
  const delta = canaryRate - baseline;
  // A hair of tolerance: 0.1 - 0.05 is 0.05000000000000002 in floating point.
  const rollBack = delta > limits.maxErrorRateDelta + 1e-9;
  return {
    rollBack,
    reason: `error rate ${percent(canaryRate)} (${figures(canary)}) over ${windowText} against ${stableText}: ${
      rollBack ? 'more' : 'not more'
    } than ${(limits.maxErrorRateDelta * 100).toFixed(1)} points above it`,
    canaryRate,
    stableRate: baseline,
  };
}
