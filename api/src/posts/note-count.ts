import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/**
 * Notes = likes + replies + reblogs of the post. Recounted (from indexed lookups) in the transaction that
 * changed one of them, so the figure can never drift from the rows.
 */
export async function refreshNoteCount(db: Db, postId: string): Promise<number> {
  const { rows } = await sql<{ note_count: number }>`
    UPDATE posts p SET note_count =
      (SELECT count(*) FROM likes l WHERE l.post_id = p.id)
      + (SELECT count(*) FROM replies r WHERE r.post_id = p.id)
      + (SELECT count(*) FROM posts c WHERE c.parent_post_id = p.id)
    WHERE p.id = ${postId}
    RETURNING p.note_count`.execute(db);
  return rows[0]?.note_count ?? 0;
}
