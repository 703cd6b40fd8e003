import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { BlogRole, PostRow } from '../db/schema.js';
import { notFound } from '../http/envelope.js';
import { postColumnRefs } from './columns.js';
import { refuseSuspended } from '../moderation/flags.js';

export const POST_NOT_FOUND = 'Post not found.';

/** A post with the blog's name, whether an admin suspended it, and the caller's role in that blog (null: not a member). */
export type PostAccess = PostRow & { blog_name: string; blog_mention_key: string; blog_suspended: boolean; role: BlogRole | null };

/**
 * Anyone sees a public published post of a blog in good standing; members see all of their blog's posts. A
 * suspended blog is missing for all but admins and its members (A§6), so admins see its public published posts
 * where they see its page.
 */
export function isVisible(post: Pick<PostAccess, 'state' | 'is_private' | 'role' | 'blog_suspended'>, viewerIsAdmin: boolean): boolean {
  if (post.role !== null) return true;
  return post.state === 'published' && !post.is_private && (!post.blog_suspended || viewerIsAdmin);
}

/** The post as `userId` (null: anonymous) may see it, or 404 — also for posts they may not see. */
export async function loadVisiblePost(db: Db, postId: string, userId: string | null): Promise<PostAccess> {
  const row = await db
    .selectFrom('posts as p')
    .innerJoin('blogs as b', 'b.id', 'p.blog_id')
    .leftJoin('blog_members as m', (join) => join.onRef('m.blog_id', '=', 'p.blog_id').on('m.user_id', '=', userId ?? '0'))
    .select(postColumnRefs('p'))
    .select(['b.name as blog_name', 'b.mention_key as blog_mention_key', 'b.suspended as blog_suspended', 'm.role'])
    .select(sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.is_admin)`.as('viewer_is_admin'))
    .where('p.id', '=', postId)
    .executeTakeFirst();
  if (!row) throw notFound(POST_NOT_FOUND);
  const { viewer_is_admin: admin, ...post } = row;
  const access: PostAccess = { ...post, role: post.role ?? null };
  if (!isVisible(access, admin)) throw notFound(POST_NOT_FOUND);
  return access;
}

/** Those who see a suspended blog's posts (admins, its members) may not like, reply to, reblog or share them: nothing reaches it or spreads from it. */
export function refuseSuspendedPost(post: Pick<PostAccess, 'blog_suspended'>): void {
  refuseSuspended({ suspended: post.blog_suspended });
}
