import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { publishNow } from '../posts/publish.js';

/** Time between two posts of one blog's queue. */
export const QUEUE_INTERVAL_MS = 60 * 60 * 1000;
const TICK_MS = 30 * 1000;
const BATCH = 50;

export interface PublishResult {
  scheduled: number;
  queued: number;
}

/**
 * Publishes scheduled posts whose time has come, and the first of each blog's queue once the blog has
 * published nothing for QUEUE_INTERVAL_MS. Safe with several api instances on one PostgreSQL: each row
 * (and each blog's queue) is taken under FOR UPDATE SKIP LOCKED, so no post is published twice.
 */
export async function publishDue(db: Db, now = new Date(), queueIntervalMs = QUEUE_INTERVAL_MS): Promise<PublishResult> {
  const scheduled = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM posts WHERE state = 'queued' AND publish_on IS NOT NULL AND publish_on <= ${now}
      ORDER BY publish_on, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`.execute(trx);
    for (const row of rows) await publishNow(trx, row.id, now);
    return rows.length;
  });

  const quietSince = new Date(now.getTime() - queueIntervalMs);
  const { rows: blogs } = await sql<{ blog_id: string }>`
    SELECT DISTINCT q.blog_id FROM posts q WHERE q.state = 'queued' AND q.publish_on IS NULL LIMIT ${BATCH}`.execute(db);
  let queued = 0;
  for (const { blog_id: blogId } of blogs) {
    queued += await db.transaction().execute(async (trx) => {
      // The blog row is the queue's lock: another instance working on this blog's queue is skipped.
      const { rows: locked } = await sql`SELECT id FROM blogs WHERE id = ${blogId} FOR UPDATE SKIP LOCKED`.execute(trx);
      if (locked.length === 0) return 0;
      const { rows: recent } = await sql`
        SELECT 1 FROM posts WHERE blog_id = ${blogId} AND state = 'published' AND published_at > ${quietSince} LIMIT 1`.execute(trx);
      if (recent.length > 0) return 0;
      const { rows: next } = await sql<{ id: string }>`
        SELECT id FROM posts WHERE blog_id = ${blogId} AND state = 'queued' AND publish_on IS NULL
        ORDER BY queue_position NULLS LAST, id LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(trx);
      if (next.length === 0) return 0;
      await publishNow(trx, next[0]!.id, now);
      return 1;
    });
  }
  return { scheduled, queued };
}

export interface Publisher {
  /** One pass; the timer calls it, tests call it directly. */
  tick(now?: Date): Promise<PublishResult>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/** Runs publishDue every TICK_MS until stopped; a failed pass is logged and the next one tries again. */
export function startPublisher(db: Db, log: { warn(object: unknown, message: string): void }, everyMs = TICK_MS): Publisher {
  let running: Promise<unknown> = Promise.resolve();
  const tick = (now?: Date) => publishDue(db, now);
  const timer = setInterval(() => {
    running = tick().catch((error: unknown) => log.warn({ err: error }, 'publisher pass failed'));
  }, everyMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
