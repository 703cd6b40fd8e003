import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { relationColumns } from '../blogs/query.js';
import type { RelatedBlogRow } from '../blogs/view.js';
import { POST_COLUMNS } from './columns.js';
import { toDashboardPost, type PostViewRow, type TimelinePost } from './present.js';
import type { TimelineViewer } from './viewer.js';

/**
 * SQL for what the viewer did to post `p`: liked it, reblogged it from one of their blogs, owns it
 * (all false for anonymous visitors, user null); plus the tags the post is featured in and, for a
 * submission, the blog that sent it: waiting in the inbox, and once published or queued, it keeps the credit.
 */
export function viewerColumns(userId: string | null) {
  return sql`
    (SELECT s.submitter_blog_id FROM submissions s WHERE s.post_id = p.id) AS submitter_blog_id,
    ARRAY(SELECT tp.tag FROM tag_promotions tp WHERE tp.post_id = p.id ORDER BY tp.tag) AS promoted_tags,
    EXISTS (SELECT 1 FROM likes vl WHERE vl.user_id = ${userId} AND vl.post_id = p.id) AS liked,
    EXISTS (SELECT 1 FROM posts vr JOIN blog_members vrm ON vrm.blog_id = vr.blog_id
            WHERE vrm.user_id = ${userId} AND vr.parent_post_id = p.id) AS reblogged,
    EXISTS (SELECT 1 FROM blog_members vm WHERE vm.user_id = ${userId} AND vm.blog_id = p.blog_id) AS is_mine,
    CASE WHEN p.flagged_nsfw THEN (SELECT va.state FROM appeals va WHERE va.post_id = p.id) END AS appeal_state`;
}

/** Every blog the rows mention (author, parent, root), in one query. */
export async function loadPostBlogs(
  db: Db,
  rows: PostViewRow[],
  viewerBlogId: string | null,
): Promise<Map<string, RelatedBlogRow>> {
  const ids = new Set<string>();
  for (const row of rows) {
    ids.add(row.blog_id);
    if (row.parent_blog_id) ids.add(row.parent_blog_id);
    if (row.root_blog_id) ids.add(row.root_blog_id);
    if (row.submitter_blog_id) ids.add(row.submitter_blog_id);
  }
  if (ids.size === 0) return new Map();
  const blogs = await db
    .selectFrom('blogs as b')
    .selectAll('b')
    .select(relationColumns(viewerBlogId))
    .where('b.id', 'in', [...ids])
    .execute();
  return new Map(blogs.map((blog) => [blog.id, blog]));
}

export async function presentPosts(db: Db, rows: PostViewRow[], viewerBlogId: string | null): Promise<TimelinePost[]> {
  const blogs = await loadPostBlogs(db, rows, viewerBlogId);
  return rows.map((row) => toDashboardPost(row, blogs));
}

/** One post as the viewer sees it (after an action changed it); null when it no longer exists. */
export async function presentPostById(db: Db, postId: string, viewer: TimelineViewer): Promise<TimelinePost | null> {
  const { rows } = await sql<PostViewRow>`SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)} FROM posts p WHERE p.id = ${postId}`.execute(db);
  if (rows.length === 0) return null;
  const [post] = await presentPosts(db, rows, viewer.currentBlogId);
  return post ?? null;
}
