import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canaryConfig, DEFAULT_CANARY_CONFIG } from './config.js';
import { canaryVerdict, errorRate } from './decision.js';

const limits = { maxErrorRateDelta: 0.05, minMounts: 20 };
const counts = (mounts: number, loadErrors = 0, renderErrors = 0) => ({ mounts, loadErrors, renderErrors });

describe('the automatic rollback decision', () => {
  it('counts load and render errors per mount attempt, a failed load being an attempt', () => {
    assert.equal(errorRate(counts(0)), null);
    assert.equal(errorRate(counts(0, 4)), 1);
    assert.equal(errorRate(counts(90, 10)), 0.1);
    assert.equal(errorRate(counts(10, 0, 1)), 0.1);
    assert.equal(errorRate(counts(2, 0, 5)), 1, 'at most 1');
  });

  it('rolls back a canary whose error rate exceeds the stable one by more than the margin, and says why', () => {
    const verdict = canaryVerdict(counts(16, 4), counts(196, 4), limits);
    assert.equal(verdict.rollBack, true);
    assert.equal(verdict.canaryRate, 0.2);
    assert.equal(verdict.stableRate, 0.02);
    assert.equal(
      verdict.reason,
      "error rate 20.0% (4 errors in 20 mounts) over the last 5 minutes against the stable version's 2.0% (4 errors in 200 mounts): more than 5.0 points above it",
    );
  });

  it('keeps a canary within the margin, including exactly at it', () => {
    assert.equal(canaryVerdict(counts(20, 0, 1), counts(100), limits).rollBack, false, '5% against 0%');
    assert.equal(canaryVerdict(counts(20, 0, 1), counts(100, 0, 1), limits).rollBack, false);
    assert.equal(canaryVerdict(counts(20, 0, 2), counts(100), limits).rollBack, true, '10% against 0%');
  });

  it('keeps a canary that is as bad as the stable version', () => {
    const verdict = canaryVerdict(counts(80, 20), counts(800, 200), limits);
    assert.equal(verdict.rollBack, false);
    assert.match(verdict.reason, /not more than 5\.0 points above it$/);
  });

  it('waits for enough canary mounts before judging', () => {
    const verdict = canaryVerdict(counts(0, 19), counts(500), limits);
    assert.equal(verdict.rollBack, false);
    assert.equal(verdict.reason, '19 of the 20 mounts needed to judge the canary over the last 5 minutes');
    assert.equal(canaryVerdict(counts(0, 20), counts(500), limits).rollBack, true);
  });

  it('holds the canary to 0% when the stable version has too few mounts to compare', () => {
    const verdict = canaryVerdict(counts(19, 1), counts(1, 1), limits);
    assert.equal(verdict.stableRate, 0);
    assert.equal(verdict.rollBack, false, '5% is not more than 5 points above 0%');
    const failing = canaryVerdict(counts(18, 2), counts(1, 1), limits);
    assert.equal(failing.rollBack, true);
    assert.match(failing.reason, /against 0% \(the stable version had 2 mounts, too few to compare\)/);
  });

  it('reads its limits and interval from the environment, refusing nonsense', () => {
    assert.deepEqual(canaryConfig({}), DEFAULT_CANARY_CONFIG);
    assert.deepEqual(canaryConfig({ CANARY_CHECK_INTERVAL_MS: '1000', CANARY_MAX_ERROR_RATE_DELTA: '0.1', CANARY_MIN_MOUNTS: '3' }), {
      checkIntervalMs: 1000,
      maxErrorRateDelta: 0.1,
      minMounts: 3,
    });
    assert.throws(() => canaryConfig({ CANARY_MAX_ERROR_RATE_DELTA: '5' }), /CANARY_MAX_ERROR_RATE_DELTA must be a fraction/);
    assert.throws(() => canaryConfig({ CANARY_MIN_MOUNTS: '2.5' }), /CANARY_MIN_MOUNTS must be a whole number/);
    assert.throws(() => canaryConfig({ CANARY_CHECK_INTERVAL_MS: 'soon' }), /CANARY_CHECK_INTERVAL_MS must be at least 100/);
  });
});
