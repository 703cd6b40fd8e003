import { sql } from 'kysely';
import type { BlogListItem } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { POST_COLUMNS } from '../posts/columns.js';
import { viewerColumns } from '../posts/load.js';
import type { PostViewRow } from '../posts/present.js';
import { NO_CURSOR, type TimelineViewer } from '../timeline/query.js';

/** "The last days" of trending: notes (likes, reblogs, replies) of this window count. */
const TRENDING_DAYS = 7;

/** Public original posts, blogs suspended, flagged as spam or blocked by the current channel left out. */
function visible(viewer: TimelineViewer) {
  return sql`x.state = 'published' AND NOT x.is_private AND x.parent_post_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM blogs xb WHERE xb.id = x.blog_id AND (xb.suspended OR xb.is_private OR xb.flagged_spam))
    AND NOT EXISTS (SELECT 1 FROM blocks xk WHERE xk.blocker_blog_id = ${viewer.currentBlogId} AND xk.blocked_blog_id = x.blog_id)`;
}

/**
 * Trending posts (issue 12 Explore): most notes in the last days first, then most notes ever, newest first.
 * The cursor is the last post shown; its rank is computed again, so pages never repeat a post.
 */
export async function trendingRows(db: Db, viewer: TimelineViewer, cursor: string | null, take: number): Promise<PostViewRow[]> {
  const recent = sql`(
    SELECT n.post_id, count(*)::int AS recent FROM (
      SELECT l.post_id FROM likes l WHERE l.created_at > now() - make_interval(days => ${TRENDING_DAYS})
      UNION ALL SELECT r.parent_post_id FROM posts r WHERE r.parent_post_id IS NOT NULL AND r.created_at > now() - make_interval(days => ${TRENDING_DAYS})
      UNION ALL SELECT y.post_id FROM replies y WHERE y.created_at > now() - make_interval(days => ${TRENDING_DAYS})
    ) n GROUP BY n.post_id)`;
  const after =
    cursor === null || cursor === NO_CURSOR
      ? sql`TRUE`
      : sql`(coalesce(rc.recent, 0), x.note_count, x.id) < (
          SELECT coalesce(cr.recent, 0), c.note_count, c.id FROM posts c LEFT JOIN ${recent} cr ON cr.post_id = c.id WHERE c.id = ${cursor})`;
  const { rows } = await sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM (
      SELECT x.id, coalesce(rc.recent, 0) AS recent, x.note_count FROM posts x LEFT JOIN ${recent} rc ON rc.post_id = x.id
      WHERE ${visible(viewer)} AND ${after}
      ORDER BY coalesce(rc.recent, 0) DESC, x.note_count DESC, x.id DESC LIMIT ${take}
    ) page JOIN posts p ON p.id = page.id
    ORDER BY page.recent DESC, page.note_count DESC, page.id DESC`.execute(db);
  return rows;
}

/** The tags most used by public posts of the last 30 days. */
export async function trendingTags(db: Db, limit = 12): Promise<{ tag: string; count: number }[]> {
  const { rows } = await sql<{ tag: string; count: number }>`
    SELECT min(t.tag) AS tag, count(*)::int AS count
    FROM posts x CROSS JOIN LATERAL unnest(x.tags) AS t(tag)
    WHERE x.state = 'published' AND NOT x.is_private AND x.created_at > now() - interval '30 days'
    GROUP BY lower(t.tag) ORDER BY count(*) DESC, lower(t.tag) LIMIT ${limit}`.execute(db);
  return rows;
}

type BlogListRow = { name: string; title: string; avatar_url: string; following: boolean; updated: Date | null };

const toItem = (row: BlogListRow): BlogListItem => ({
  name: row.name,
  title: row.title,
  avatar_url: row.avatar_url,
  following: row.following,
  updated: row.updated ? new Date(row.updated).toISOString() : null,
});

const lastUpdated = sql`(SELECT max(u.published_at) FROM posts u WHERE u.blog_id = b.id AND u.state = 'published' AND NOT u.is_private)`;

/** Blogs to follow: featured first, then the most followed; never the viewer's own, followed, blocked or spam ones. */
export async function recommendedBlogs(db: Db, viewer: TimelineViewer, limit = 6): Promise<BlogListItem[]> {
  const { rows } = await sql<BlogListRow>`
    SELECT b.name, b.title, b.avatar_url, false AS following, ${lastUpdated} AS updated
    FROM blogs b
    WHERE NOT b.suspended AND NOT b.is_private AND NOT b.is_messaging_bot AND NOT b.flagged_spam
      AND NOT EXISTS (SELECT 1 FROM blog_members m WHERE m.blog_id = b.id AND m.user_id = ${viewer.userId})
      AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_blog_id = ${viewer.currentBlogId} AND f.followed_blog_id = b.id)
      AND NOT EXISTS (SELECT 1 FROM blocks k WHERE k.blocker_blog_id = ${viewer.currentBlogId} AND k.blocked_blog_id = b.id)
      AND EXISTS (SELECT 1 FROM posts q WHERE q.blog_id = b.id AND q.state = 'published')
    ORDER BY b.featured DESC, (SELECT count(*) FROM follows g WHERE g.followed_blog_id = b.id) DESC, b.id
    LIMIT ${limit}`.execute(db);
  return rows.map(toItem);
}

/** The blogs the channel follows, newest follow first, with how many there are. */
export async function followedBlogs(db: Db, blogId: string, offset: number, limit: number): Promise<{ blogs: BlogListItem[]; total: number }> {
  const [{ rows }, total] = await Promise.all([
    sql<BlogListRow>`
      SELECT b.name, b.title, b.avatar_url, true AS following, ${lastUpdated} AS updated
      FROM follows f JOIN blogs b ON b.id = f.followed_blog_id
      WHERE f.follower_blog_id = ${blogId}
      ORDER BY f.created_at DESC, b.id DESC OFFSET ${offset} LIMIT ${limit}`.execute(db),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('follower_blog_id', '=', blogId)
      .executeTakeFirstOrThrow(),
  ]);
  return { blogs: rows.map(toItem), total: Number(total.count) };
}

/** The logged-out drawer's splash (B§2): the newest public photo of a featured blog, with that blog. */
export async function splashPhoto(db: Db): Promise<{ image_url: string; blog: { name: string; avatar_url: string } } | null> {
  const { rows } = await sql<{ image_url: string; name: string; avatar_url: string }>`
    SELECT x.content->'photos'->0->>'url' AS image_url, b.name, b.avatar_url
    FROM posts x JOIN blogs b ON b.id = x.blog_id
    WHERE x.type = 'photo' AND x.state = 'published' AND NOT x.is_private AND NOT x.flagged_nsfw AND NOT x.owner_flagged_nsfw
      AND b.featured AND NOT b.suspended AND NOT b.nsfw AND NOT b.flagged_nsfw AND NOT b.flagged_adult AND NOT b.flagged_spam
      AND x.content->'photos'->0->>'url' LIKE '/media/%'
    ORDER BY x.id DESC LIMIT 1`.execute(db);
  const row = rows[0];
  return row ? { image_url: row.image_url, blog: { name: row.name, avatar_url: row.avatar_url } } : null;
}
