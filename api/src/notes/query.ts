import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { blogNotBlocked } from '../posts/blocked-trail.js';
import type { NoteCursor, NoteRow } from './note.js';

/**
 * Notes of one post, newest first: likes, reblogs, replies, and the post itself (the oldest note).
 * Each source is read from its (post, time) index, limited, then merged; the cursor is (time, kind, key).
 * Likes, reblogs and replies of blogs the viewer's channel (`blocker`; null: anonymous) blocked are left out, as
 * on Tumblr. A reblog's note shows only its blog and the blog it came from (this post's), never the reblog's
 * trail, so its own blog is all there is to test. The post's own note stays: the post is on screen already.
 */
export function noteQuery(postId: string, blocker: string | null, cursor: NoteCursor | null, take: number): RawBuilder<NoteRow> {
  const after = (at: string, rank: number, key: string) =>
    cursor === null ? sql`TRUE` : sql`(${sql.raw(at)}, ${rank}, ${sql.raw(key)}) < (${cursor.atUs}::bigint, ${cursor.rank}, ${cursor.key}::bigint)`;
  const us = (column: string) => `floor(extract(epoch FROM ${column}) * 1000000)::bigint`;
  return sql<NoteRow>`
    SELECT kind, at_us::text AS at_us, key::text AS key, blog_name, avatar_url, reply_text, reblog_parent FROM (
      (SELECT 'like' AS kind, ${sql.raw(us('l.created_at'))} AS at_us, l.user_id AS key, b.name AS blog_name,
          b.avatar_url, NULL AS reply_text, NULL AS reblog_parent, 1 AS rank
        FROM likes l LEFT JOIN blogs b ON b.id = l.blog_id
        WHERE l.post_id = ${postId} AND (b.id IS NULL OR NOT b.suspended) AND ${blogNotBlocked('l.blog_id', blocker)}
          AND ${after(us('l.created_at'), 1, 'l.user_id')}
        ORDER BY l.created_at DESC, l.user_id DESC LIMIT ${take})
      UNION ALL
      (SELECT 'reblog', ${sql.raw(us('c.created_at'))}, c.id, b.name, b.avatar_url, NULL, pb.name, 2
        FROM posts c JOIN blogs b ON b.id = c.blog_id LEFT JOIN blogs pb ON pb.id = c.parent_blog_id
        WHERE c.parent_post_id = ${postId} AND c.state = 'published' AND NOT c.is_private AND NOT b.suspended
          AND ${blogNotBlocked('c.blog_id', blocker)}
          AND ${after(us('c.created_at'), 2, 'c.id')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${take})
      UNION ALL
      (SELECT 'reply', ${sql.raw(us('r.created_at'))}, r.id, b.name, b.avatar_url, r.body, NULL, 3
        FROM replies r JOIN blogs b ON b.id = r.blog_id
        WHERE r.post_id = ${postId} AND NOT b.suspended AND ${blogNotBlocked('r.blog_id', blocker)} AND ${after(us('r.created_at'), 3, 'r.id')}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${take})
      UNION ALL
      (SELECT 'posted', ${sql.raw(us('coalesce(p.published_at, p.created_at)'))}, p.id, b.name, b.avatar_url, NULL, NULL, 0
        FROM posts p JOIN blogs b ON b.id = p.blog_id
        WHERE p.id = ${postId} AND ${after(us('coalesce(p.published_at, p.created_at)'), 0, 'p.id')})
    ) n
    ORDER BY at_us DESC, rank DESC, key DESC
    LIMIT ${take}`;
}

export async function noteRows(db: Db, postId: string, blocker: string | null, cursor: NoteCursor | null, take: number): Promise<NoteRow[]> {
  const { rows } = await noteQuery(postId, blocker, cursor, take).execute(db);
  return rows;
}
