import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/**
 * Publishes a post now. Timelines are ordered by id and ids grow with time, so the post takes a new id of
 * this instant (every reference follows through ON UPDATE CASCADE; its own trail item is renamed here).
 * Returns the new id.
 */
export async function publishNow(db: Db, postId: string, now = new Date()): Promise<string> {
  const { rows } = await sql<{ id: string }>`SELECT td_post_id(${now}) AS id`.execute(db);
  const newId = rows[0]!.id;
  await sql`
    UPDATE posts p SET id = ${newId}, state = 'published', is_private = false, published_at = ${now},
      publish_on = NULL, queue_position = NULL, updated_at = ${now},
      trail = (
        SELECT coalesce(jsonb_agg(
          CASE WHEN e.item->>'post_id' = p.id::text THEN jsonb_set(e.item, '{post_id}', to_jsonb(${newId}::text)) ELSE e.item END
          ORDER BY e.ord), '[]'::jsonb)
        FROM jsonb_array_elements(p.trail) WITH ORDINALITY e(item, ord))
    WHERE p.id = ${postId}`.execute(db);
  return newId;
}

/** Puts a post at the end of its blog's queue (unscheduled). */
export async function enqueue(db: Db, postId: string, now = new Date()): Promise<void> {
  await sql`
    UPDATE posts SET state = 'queued', publish_on = NULL, queue_position = nextval('post_queue_seq'), updated_at = ${now}
    WHERE id = ${postId}`.execute(db);
}

/** Publishes a post now (under a new id) or puts it last in its blog's queue, in one transaction; answers its id. */
export async function publishOrQueue(db: Db, postId: string, queue: boolean): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (!queue) return publishNow(trx, postId);
    await enqueue(trx, postId);
    return postId;
  });
}
