import type { CanaryLimits } from './decision.js';

export interface CanaryConfig extends CanaryLimits {
  /** How often every instance looks at the running canaries (one of them judges them each time). */
  checkIntervalMs: number;
}

export const DEFAULT_CANARY_CONFIG: CanaryConfig = { checkIntervalMs: 30_000, maxErrorRateDelta: 0.05, minMounts: 20 };

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (value: number) => boolean, expected: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) throw new Error(`${name} must be ${expected}, got "${raw}"`);
  return value;
}

/** CANARY_CHECK_INTERVAL_MS, CANARY_MAX_ERROR_RATE_DELTA, CANARY_MIN_MOUNTS (README "Environment"). */
export function canaryConfig(env: NodeJS.ProcessEnv = process.env): CanaryConfig {
  return {
    checkIntervalMs: number(env, 'CANARY_CHECK_INTERVAL_MS', DEFAULT_CANARY_CONFIG.checkIntervalMs, (value) => value >= 100, 'at least 100 (milliseconds)'),
    maxErrorRateDelta: number(env, 'CANARY_MAX_ERROR_RATE_DELTA', DEFAULT_CANARY_CONFIG.maxErrorRateDelta, (value) => value >= 0 && value < 1, 'a fraction from 0 to below 1, e.g. 0.05'),
    minMounts: number(env, 'CANARY_MIN_MOUNTS', DEFAULT_CANARY_CONFIG.minMounts, (value) => Number.isInteger(value) && value >= 1, 'a whole number of at least 1'),
  };
}
