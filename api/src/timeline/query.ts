import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { trailNotBlocked } from '../posts/blocked-trail.js';
import { POST_COLUMNS } from '../posts/columns.js';
import { viewerColumns } from '../posts/load.js';
import type { PostViewRow } from '../posts/present.js';
import type { TimelineViewer } from '../posts/viewer.js';

/** Largest bigint: "before" when no cursor was given. */
export const NO_CURSOR = '9223372036854775807';

export type { TimelineViewer };

/** One query: the ids of the page (`dashboardPageIds`), then the full rows and the viewer's flags. */
export async function dashboardRows(db: Db, viewer: TimelineViewer, before: string, take: number): Promise<PostViewRow[]> {
  const { rows } = await dashboardQuery(viewer, before, take).execute(db);
  return rows;
}

/** For the newer-posts count: the posts the reader already has above `since`, or, not said, every post of their own. */
export type AlreadyShown = string[] | 'own';

/**
 * The ids of a dashboard page: newest first, below `before` and (when given) above `after`. Signed in, the page
 * fans in the followed blogs plus the current one: each blog contributes its newest `take` posts from
 * (blog_id, state, id desc), then those are merged, so the cost follows the number of followed blogs, not the
 * size of the posts table; a suspended blog's posts are left out but for its members, who still see the blog.
 * A post of another blog showing one the channel blocked (a reblog of it, `trailNotBlocked`) is left out.
 * Signed out, it is everyone's newest public posts, blogs suspended, private or flagged as spam left out. The
 * one place that says which posts a dashboard shows.
 */
function dashboardPageIds(viewer: TimelineViewer, before: string, take: number, after: string | null = null, shown: AlreadyShown = []) {
  const current = viewer.currentBlogId;
  const newer = after === null ? sql`` : sql`AND x.id > ${after}`;
  // Left out of a newer-posts count: the reader's own blogs (by blog, before the fan-in) or the posts they have.
  const ownBlogs = shown === 'own' ? sql`AND NOT EXISTS (SELECT 1 FROM blog_members o WHERE o.user_id = ${viewer.userId} AND o.blog_id = sb.id)` : sql``;
  const shownPosts = shown !== 'own' && shown.length > 0 ? sql`AND x.id <> ALL(${sql.val(shown)}::bigint[])` : sql``;
  return current === null
    ? sql`
        SELECT x.id FROM posts x JOIN blogs xb ON xb.id = x.blog_id AND NOT xb.suspended AND NOT xb.is_private AND NOT xb.flagged_spam
        WHERE x.state = 'published' AND NOT x.is_private AND x.id < ${before} ${newer}
        ORDER BY x.id DESC LIMIT ${take}`
    : sql`
        SELECT lp.id FROM (
          SELECT ${current}::bigint AS blog_id
          UNION SELECT f.followed_blog_id FROM follows f WHERE f.follower_blog_id = ${current}
        ) s
        JOIN blogs sb ON sb.id = s.blog_id
          AND (NOT sb.suspended OR EXISTS (SELECT 1 FROM blog_members m WHERE m.user_id = ${viewer.userId} AND m.blog_id = sb.id))
          ${ownBlogs}
        CROSS JOIN LATERAL (
          SELECT x.id FROM posts x
          WHERE x.blog_id = s.blog_id AND x.state = 'published' AND NOT x.is_private AND x.id < ${before} ${newer} ${shownPosts}
            AND (s.blog_id = ${current} OR ${trailNotBlocked('x', current)})
          ORDER BY x.id DESC LIMIT ${take}
        ) lp
        ORDER BY lp.id DESC LIMIT ${take}`;
}

/** The query of `dashboardRows`, unrun (the feed benchmark EXPLAINs it). */
export function dashboardQuery(viewer: TimelineViewer, before: string, take: number) {
  return sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM posts p JOIN (${dashboardPageIds(viewer, before, take)}) page ON page.id = p.id
    ORDER BY p.id DESC`;
}

/**
 * How many posts the dashboard would show above post `since` that the reader does not have yet, counting at most
 * `atMost` (the LIMIT keeps a reader who was away for days as cheap as one who was not). `shown`: the posts the
 * reader's page already holds above `since` (their own new ones, put on top), so a post of theirs made in another
 * tab is news and the one just made here is not; a client that does not say leaves out all of the reader's own.
 * Unrun, for EXPLAIN.
 */
export function newerCountQuery(viewer: TimelineViewer, since: string, atMost: number, shown: AlreadyShown = 'own') {
  return sql<{ count: number }>`SELECT count(*)::int AS count FROM (${dashboardPageIds(viewer, NO_CURSOR, atMost, since, shown)}) newer`;
}

export async function countNewer(db: Db, viewer: TimelineViewer, since: string, atMost: number, shown: AlreadyShown = 'own'): Promise<number> {
  const { rows } = await newerCountQuery(viewer, since, atMost, shown).execute(db);
  return rows[0]?.count ?? 0;
}
