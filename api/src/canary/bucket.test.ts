import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canaryBucket, getsCanary } from './bucket.js';

const users = Array.from({ length: 10_000 }, (_, index) => String(index + 1));

describe('canary buckets', () => {
  it('gives each person one bucket 0–99 per remote, the same every time', () => {
    for (const user of users.slice(0, 200)) {
      const bucket = canaryBucket(user, 'mfe-header');
      assert.ok(Number.isInteger(bucket) && bucket >= 0 && bucket <= 99);
      assert.equal(canaryBucket(user, 'mfe-header'), bucket);
    }
  });

  it('serves a canary to about its percentage of people', () => {
    for (const percent of [1, 10, 50, 90]) {
      const share = users.filter((user) => getsCanary(user, 'mfe-header', percent)).length / users.length;
      assert.ok(Math.abs(share - percent / 100) < 0.02, `${percent}%: ${share}`);
    }
    assert.equal(users.filter((user) => getsCanary(user, 'mfe-header', 100)).length, users.length);
  });

  it('keeps everyone who had the canary when it is widened', () => {
    const atTen = users.filter((user) => getsCanary(user, 'mfe-share', 10));
    assert.ok(atTen.every((user) => getsCanary(user, 'mfe-share', 50)));
  });

  it('never gives an anonymous visitor the canary', () => {
    assert.equal(getsCanary(null, 'mfe-header', 100), false);
  });

  it('does not put the same people first for every remote', () => {
    const header = users.filter((user) => getsCanary(user, 'mfe-header', 10));
    const share = new Set(users.filter((user) => getsCanary(user, 'mfe-share', 10)));
    const both = header.filter((user) => share.has(user)).length / header.length;
    assert.ok(both < 0.2, `overlap ${both}`);
  });
});
