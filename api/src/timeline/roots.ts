import { sql, type RawBuilder } from 'kysely';
import type { SiteSearchPostType, SiteSearchSort } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { trailNotBlocked } from '../posts/blocked-trail.js';
import { POST_COLUMNS } from '../posts/columns.js';
import { viewerColumns } from '../posts/load.js';
import type { PostViewRow } from '../posts/present.js';
import { NO_CURSOR, dashboardRows, type TimelineViewer } from './query.js';

/** A timeline other than the dashboard; `blog` carries the blog already looked up (and whether the viewer holds it). */
export type TimelineRoot =
  | { kind: 'dashboard' }
  | { kind: 'drafts' }
  | { kind: 'queue' }
  | { kind: 'inbox' }
  | { kind: 'likes' }
  | { kind: 'tagged'; tag: string; sort: SiteSearchSort; type: SiteSearchPostType }
  | { kind: 'blog'; blogId: string; member: boolean };

/** Full rows of the ids `pageIds` selects, with the viewer's flags, in `order` (SQL over `p`). */
async function rowsOf(db: Db, viewer: TimelineViewer, pageIds: RawBuilder<unknown>, order: RawBuilder<unknown>): Promise<PostViewRow[]> {
  const { rows } = await sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM posts p JOIN (${pageIds}) page ON page.id = p.id
    ORDER BY ${order}`.execute(db);
  return rows;
}

/** Newest first by id, from the (blog_id, state, id desc) index. */
function ownBlogRows(db: Db, viewer: TimelineViewer, state: 'draft' | 'unapproved', before: string, take: number) {
  const blogId = viewer.currentBlogId ?? '0';
  return rowsOf(
    db,
    viewer,
    sql`SELECT x.id FROM posts x WHERE x.blog_id = ${blogId} AND x.state = ${state} AND x.id < ${before}
      ORDER BY x.id DESC LIMIT ${take}`,
    sql`p.id DESC`,
  );
}

/** Publishing order: scheduled posts by their time, then the queue in its order. */
const QUEUE_KEY = (alias: string) =>
  sql.raw(`${alias}.publish_on IS NULL, coalesce(${alias}.publish_on, 'epoch'), coalesce(${alias}.queue_position, 0), ${alias}.id`);

function queueRows(db: Db, viewer: TimelineViewer, before: string, take: number) {
  const blogId = viewer.currentBlogId ?? '0';
  const after =
    before === NO_CURSOR ? sql`TRUE` : sql`(${QUEUE_KEY('x')}) > (SELECT ${QUEUE_KEY('c')} FROM posts c WHERE c.id = ${before} AND c.blog_id = ${blogId})`;
  return rowsOf(
    db,
    viewer,
    sql`SELECT x.id FROM posts x WHERE x.blog_id = ${blogId} AND x.state = 'queued' AND ${after}
      ORDER BY ${QUEUE_KEY('x')} LIMIT ${take}`,
    QUEUE_KEY('p'),
  );
}

/** Newest like first, from likes (user_id, created_at desc); the cursor is the post of the last like shown. */
async function likedRows(db: Db, viewer: TimelineViewer, before: string, take: number): Promise<PostViewRow[]> {
  const userId = viewer.userId ?? '0';
  const after =
    before === NO_CURSOR
      ? sql`TRUE`
      : sql`(l.created_at, l.post_id) < (SELECT c.created_at, c.post_id FROM likes c WHERE c.user_id = ${userId} AND c.post_id = ${before})`;
  const { rows } = await sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM (
      SELECT l.post_id, l.created_at FROM likes l
      JOIN posts x ON x.id = l.post_id AND x.state = 'published' AND NOT x.is_private
      JOIN blogs xb ON xb.id = x.blog_id AND NOT xb.suspended
      WHERE l.user_id = ${userId} AND ${after} AND ${trailNotBlocked('x', viewer.currentBlogId)}
      ORDER BY l.created_at DESC, l.post_id DESC LIMIT ${take}
    ) page JOIN posts p ON p.id = page.post_id
    ORDER BY page.created_at DESC, page.post_id DESC`.execute(db);
  return rows;
}

/** A tag page: its tag, sort (recent: featured posts first, then newest; top: most notes) and post type. */
type TaggedRoot = Extract<TimelineRoot, { kind: 'tagged' }>;

/**
 * Public posts of the tag (and type), as explore picks them: blogs suspended, private, flagged as spam or blocked by
 * the current channel left out, and reblogs showing a blocked blog; the tags' GIN index finds them.
 */
function taggedFilter(viewer: TimelineViewer, root: TaggedRoot) {
  return sql`x.state = 'published' AND NOT x.is_private AND td_lower_tags(x.tags) @> ARRAY[${root.tag.toLowerCase()}]::text[]
    ${root.type === 'any' ? sql`` : sql`AND x.type = ${root.type}`}
    AND NOT EXISTS (SELECT 1 FROM blogs xb WHERE xb.id = x.blog_id AND (xb.suspended OR xb.is_private OR xb.flagged_spam))
    AND NOT EXISTS (SELECT 1 FROM blocks xk WHERE xk.blocker_blog_id = ${viewer.currentBlogId} AND xk.blocked_blog_id = x.blog_id)
    AND ${trailNotBlocked('x', viewer.currentBlogId)}`;
}

/** Posts featured in the tag, newest promotion first. */
function promotedRows(db: Db, viewer: TimelineViewer, root: TaggedRoot, take: number) {
  return sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM (
      SELECT x.id, tp.created_at FROM tag_promotions tp JOIN posts x ON x.id = tp.post_id
      WHERE lower(tp.tag) = ${root.tag.toLowerCase()} AND ${taggedFilter(viewer, root)}
      ORDER BY tp.created_at DESC, x.id DESC LIMIT ${take}
    ) page JOIN posts p ON p.id = page.id
    ORDER BY page.created_at DESC, page.id DESC`
    .execute(db)
    .then((result) => result.rows);
}

/** Posts of the tag not featured in it, newest first. */
function regularTaggedRows(db: Db, viewer: TimelineViewer, root: TaggedRoot, before: string, take: number) {
  return rowsOf(
    db,
    viewer,
    sql`SELECT x.id FROM posts x WHERE ${taggedFilter(viewer, root)} AND x.id < ${before}
      AND NOT EXISTS (SELECT 1 FROM tag_promotions tp WHERE tp.post_id = x.id AND lower(tp.tag) = ${root.tag.toLowerCase()})
      ORDER BY x.id DESC LIMIT ${take}`,
    sql`p.id DESC`,
  );
}

/**
 * Posts of the tag by notes (most first, then newest), featured ones in their place. The cursor is the last
 * post shown: the page continues below its (note_count, id) as it is now.
 */
function topTaggedRows(db: Db, viewer: TimelineViewer, root: TaggedRoot, before: string, take: number) {
  const after =
    before === NO_CURSOR ? sql`TRUE` : sql`(x.note_count, x.id) < (SELECT c.note_count, c.id FROM posts c WHERE c.id = ${before})`;
  return rowsOf(
    db,
    viewer,
    sql`SELECT x.id FROM posts x WHERE ${taggedFilter(viewer, root)} AND ${after}
      ORDER BY x.note_count DESC, x.id DESC LIMIT ${take}`,
    sql`p.note_count DESC, p.id DESC`,
  );
}

/** A blog's page; to others than its members, without its reblogs showing a blog the current channel blocked. */
function blogRows(db: Db, viewer: TimelineViewer, blogId: string, member: boolean, before: string, take: number) {
  return rowsOf(
    db,
    viewer,
    sql`SELECT x.id FROM posts x WHERE x.blog_id = ${blogId} AND x.state = 'published' AND x.id < ${before}
      ${member ? sql`` : sql`AND NOT x.is_private AND ${trailNotBlocked('x', viewer.currentBlogId)}`}
      ORDER BY x.id DESC LIMIT ${take}`,
    sql`p.id DESC`,
  );
}

export interface RootPage {
  /** Rows in page order; at most `limit`. */
  rows: PostViewRow[];
  /** The cursor of the next page, or null at the end. */
  next: string | null;
}

/** One page of a timeline: `limit` rows after `cursor` (null: the first page) in the root's order. */
export async function rootPage(db: Db, root: TimelineRoot, viewer: TimelineViewer, cursor: string | null, limit: number): Promise<RootPage> {
  // One extra row says whether another page exists.
  const take = limit + 1;
  const before = cursor ?? NO_CURSOR;
  if (root.kind === 'tagged' && root.sort === 'recent' && cursor === null) {
    const promoted = await promotedRows(db, viewer, root, limit);
    const regular = await regularTaggedRows(db, viewer, root, NO_CURSOR, limit - promoted.length + 1);
    const shown = regular.slice(0, limit - promoted.length);
    const more = regular.length > shown.length;
    // A page filled by featured posts continues with the regular ones from the top (an explicit NO_CURSOR).
    return { rows: [...promoted, ...shown], next: more ? (shown.at(-1)?.id ?? NO_CURSOR) : null };
  }
  const rows = await (() => {
    switch (root.kind) {
      case 'dashboard':
        return dashboardRows(db, viewer, before, take);
      case 'drafts':
        return ownBlogRows(db, viewer, 'draft', before, take);
      case 'inbox':
        return ownBlogRows(db, viewer, 'unapproved', before, take);
      case 'queue':
        return queueRows(db, viewer, before, take);
      case 'likes':
        return likedRows(db, viewer, before, take);
      case 'tagged':
        return root.sort === 'top' ? topTaggedRows(db, viewer, root, before, take) : regularTaggedRows(db, viewer, root, before, take);
      case 'blog':
        return blogRows(db, viewer, root.blogId, root.member, before, take);
    }
  })();
  const visible = rows.slice(0, limit);
  return { rows: visible, next: rows.length > limit ? (visible.at(-1)?.id ?? null) : null };
}
