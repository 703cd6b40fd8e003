import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

export interface Hits {
  current: number;
  /** Milliseconds until the window resets. */
  ttl: number;
}

type Callback = (error: Error | null, result?: Hits) => void;

interface HitsRow {
  hits: number;
  ttl: string | number;
}

const toHits = (row: HitsRow | undefined): Hits => ({ current: row?.hits ?? 0, ttl: Math.max(0, Number(row?.ttl ?? 0)) });

/** Counts one hit of `key` in its fixed window, atomically (one upsert), and answers the count so far. */
export async function hit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const { rows } = await sql<HitsRow>`
    INSERT INTO rate_limits AS r (key, hits, resets_at)
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
      resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
    RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::bigint AS ttl`.execute(db);
  return toHits(rows[0]);
}

/** The count of `key` in its current window, without counting. */
export async function peek(db: Db, key: string): Promise<Hits> {
  const { rows } = await sql<HitsRow>`
    SELECT hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::bigint AS ttl
    FROM rate_limits WHERE key = ${key} AND resets_at > now()`.execute(db);
  return toHits(rows[0]);
}

/** Removes counters whose window has ended; answers how many. */
export async function purgeExpiredRateLimits(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('resets_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A store for @fastify/rate-limit over the `rate_limits` table, so every api instance on one database counts
 * together (the plugin's own stores are per process, or Redis). `incr` counts, `read` peeks.
 */
export function postgresStore(db: Db) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(db, key, timeWindow).then((hits) => callback(null, hits), callback);
    }

    read(key: string, callback: Callback): void {
      peek(db, key).then((hits) => callback(null, hits), callback);
    }

    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}
