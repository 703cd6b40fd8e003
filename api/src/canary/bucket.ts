import { createHash } from 'node:crypto';

/**
 * A signed-in person's bucket (0–99) for one remote's canaries: a hash of the user id, so the same person keeps
 * the same version on every request, instance and device, and widening a canary (10% → 50%) keeps everyone who
 * already had it. The remote is part of the hash, so the same people are not the first to try every remote.
 */
export function canaryBucket(userId: string, remote: string): number {
  return createHash('sha256').update(`canary:${remote}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** Whether this request gets the canary of `percent`%: never for anonymous visitors. */
export function getsCanary(userId: string | null, remote: string, percent: number): boolean {
  return userId !== null && canaryBucket(userId, remote) < percent;
}
