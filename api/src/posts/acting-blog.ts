import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import type { BlogRole, BlogRow } from '../db/schema.js';
import type { UserSession } from '../accounts/session.js';
import { forbidden } from '../http/envelope.js';
import type { TimelineViewer } from '../timeline/query.js';

/** The session's current channel, which likes, replies and follows act as. */
export function currentChannel(session: UserSession): string {
  if (session.currentBlogId === null) throw forbidden('You need a blog of your own to do that.');
  return session.currentBlogId;
}

/** A blog by name with the user's role in it (null: not a member); undefined when there is no such blog. */
export async function blogWithRole(db: Db, name: string, userId: string): Promise<(BlogRow & { role: BlogRole | null }) | undefined> {
  const row = await db
    .selectFrom('blogs as b')
    .leftJoin('blog_members as m', (join) => join.onRef('m.blog_id', '=', 'b.id').on('m.user_id', '=', userId))
    .selectAll('b')
    .select('m.role')
    .where('b.name', '=', name.toLowerCase())
    .executeTakeFirst();
  return row ? { ...row, role: row.role ?? null } : undefined;
}

/** Who is looking: the user and the current channel, both null for anonymous visitors. */
export function viewerOf(request: FastifyRequest): TimelineViewer {
  return { userId: request.session?.userId ?? null, currentBlogId: request.session?.currentBlogId ?? null };
}
