import { sql, type RawBuilder } from 'kysely';

/** The blogs `blocker` blocked, read once per query: an uncorrelated sub-select, not a lookup per row. */
function blockedBy(blocker: string): RawBuilder<unknown> {
  return sql`ARRAY(SELECT bk.blocked_blog_id FROM blocks bk WHERE bk.blocker_blog_id = ${blocker})`;
}

/**
 * Leaves out, for a channel, the posts that show a blog it blocked inside them: a reblog of that blog's post, a
 * reblog of a reblog it commented on, or one reblogged from it (`posts.trail_blog_ids`, migration 099). As
 * Tumblr does, a block hides the blocked blog's words wherever they travel, not only its own posts. `alias` is the
 * posts row; `blocker` the channel (null: an anonymous visitor, who has no blocks). The blocked blogs are read once
 * per query (an uncorrelated sub-select), and the column is in the fan-in's index, so the dashboard stays
 * index-only. A post's own blog is not in the column: lists that hide it test `blog_id` themselves.
 */
export function trailNotBlocked(alias: string, blocker: string | null): RawBuilder<unknown> {
  if (blocker === null) return sql`TRUE`;
  return sql`NOT (${sql.ref(`${alias}.trail_blog_ids`)} && ${blockedBy(blocker)})`;
}

/**
 * True unless the blog in `column` is one `blocker` blocked (null: an anonymous visitor, who has no blocks). A
 * null column (a like whose blog was deleted) is no blocked blog.
 */
export function blogNotBlocked(column: string, blocker: string | null): RawBuilder<unknown> {
  if (blocker === null) return sql`TRUE`;
  return sql`(${sql.ref(column)} = ANY(${blockedBy(blocker)})) IS NOT TRUE`;
}
