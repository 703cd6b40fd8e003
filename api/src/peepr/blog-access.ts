import { sql } from 'kysely';
import type { BlogHeader } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { BlogRole } from '../db/schema.js';
import { notFound } from '../http/envelope.js';
import { relationColumns } from '../blogs/query.js';
import { toBlog, type RelatedBlogRow } from '../blogs/view.js';
import type { TimelineViewer } from '../timeline/query.js';

export const NO_BLOG = 'There is no blog by that name.';

/** A blog the viewer may look at, with how the viewer's current channel relates to it and the viewer's role. */
export type ViewableBlog = RelatedBlogRow & { role: BlogRole | null };

/**
 * The blog named `nameOrId` (a name, or the blog's uuid), or 404 — also for a private blog the viewer is not a
 * member of, and a suspended one the viewer is neither a member nor an admin of, so nobody learns that such a
 * blog exists or who belongs to it.
 */
export async function loadViewableBlog(db: Db, nameOrId: string, viewer: TimelineViewer): Promise<ViewableBlog> {
  const key = nameOrId.trim().toLowerCase();
  const byUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key);
  const row = await db
    .selectFrom('blogs as b')
    .leftJoin('blog_members as m', (join) => join.onRef('m.blog_id', '=', 'b.id').on('m.user_id', '=', viewer.userId ?? '0'))
    .selectAll('b')
    .select(relationColumns(viewer.currentBlogId))
    .select('m.role')
    .select(sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.id = ${viewer.userId} AND u.is_admin)`.as('viewer_is_admin'))
    .where(byUuid ? 'b.uuid' : 'b.name', '=', key)
    .executeTakeFirst();
  if (!row) throw notFound(NO_BLOG);
  const { viewer_is_admin: admin, ...rest } = row;
  const blog: ViewableBlog = { ...rest, role: rest.role ?? null };
  if (blog.role === null && (blog.is_private || (blog.suspended && !admin))) throw notFound(NO_BLOG);
  return blog;
}

export function toBlogHeader(blog: ViewableBlog, viewer: TimelineViewer): BlogHeader {
  return {
    ...toBlog(blog),
    customizable: blog.role === 'owner',
    has_default_header: !blog.theme.header_image_focused,
    is_current: blog.id === viewer.currentBlogId,
    is_member: blog.role !== null,
  };
}

