import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { viewerColumns } from '../posts/load.js';
import type { PostViewRow } from '../posts/present.js';
import type { TimelineViewer } from '../posts/viewer.js';

/** Largest bigint: "before" when no cursor was given. */
export const NO_CURSOR = '9223372036854775807';

export type { TimelineViewer };

/**
 * One query: the ids of the page (newest first, ids below `before`), then the full rows and the
 * viewer's flags. Signed in, the page fans in the followed blogs plus the current one: each blog
 * contributes its newest `take` posts from (blog_id, state, id desc), then those are merged, so the
 * cost follows the number of followed blogs, not the size of the posts table.
 */
export async function dashboardRows(db: Db, viewer: TimelineViewer, before: string, take: number): Promise<PostViewRow[]> {
  const { rows } = await dashboardQuery(viewer, before, take).execute(db);
  return rows;
}

/** The query of `dashboardRows`, unrun (the feed benchmark EXPLAINs it). */
export function dashboardQuery(viewer: TimelineViewer, before: string, take: number) {
  const current = viewer.currentBlogId;
  const pageIds =
    current === null
      ? sql`
        SELECT x.id FROM posts x JOIN blogs xb ON xb.id = x.blog_id AND NOT xb.suspended
        WHERE x.state = 'published' AND NOT x.is_private AND x.id < ${before}
        ORDER BY x.id DESC LIMIT ${take}`
      : sql`
        SELECT lp.id FROM (
          SELECT ${current}::bigint AS blog_id
          UNION SELECT f.followed_blog_id FROM follows f WHERE f.follower_blog_id = ${current}
        ) s
        JOIN blogs sb ON sb.id = s.blog_id AND NOT sb.suspended
        CROSS JOIN LATERAL (
          SELECT x.id FROM posts x
          WHERE x.blog_id = s.blog_id AND x.state = 'published' AND NOT x.is_private AND x.id < ${before}
          ORDER BY x.id DESC LIMIT ${take}
        ) lp
        ORDER BY lp.id DESC LIMIT ${take}`;
  return sql<PostViewRow>`
    SELECT p.*, ${viewerColumns(viewer.userId)}
    FROM posts p JOIN (${pageIds}) page ON page.id = p.id
    ORDER BY p.id DESC`;
}
