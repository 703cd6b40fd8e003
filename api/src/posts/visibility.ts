import type { Db } from '../db/connect.js';
import type { BlogRole, PostRow } from '../db/schema.js';
import { notFound } from '../http/envelope.js';

export const POST_NOT_FOUND = 'Post not found.';

/** A post with the blog's name and the caller's role in that blog (null: not a member). */
export type PostAccess = PostRow & { blog_name: string; blog_mention_key: string; role: BlogRole | null };

/** Anyone sees a public published post of a blog in good standing; members see all of their blog's posts. */
export function isVisible(post: Pick<PostAccess, 'state' | 'is_private' | 'role'>, blogSuspended: boolean): boolean {
  if (post.role !== null) return true;
  return post.state === 'published' && !post.is_private && !blogSuspended;
}

/** The post as `userId` (null: anonymous) may see it, or 404 — also for posts they may not see. */
export async function loadVisiblePost(db: Db, postId: string, userId: string | null): Promise<PostAccess> {
  const row = await db
    .selectFrom('posts as p')
    .innerJoin('blogs as b', 'b.id', 'p.blog_id')
    .leftJoin('blog_members as m', (join) => join.onRef('m.blog_id', '=', 'p.blog_id').on('m.user_id', '=', userId ?? '0'))
    .selectAll('p')
    .select(['b.name as blog_name', 'b.mention_key as blog_mention_key', 'b.suspended as blog_suspended', 'm.role'])
    .where('p.id', '=', postId)
    .executeTakeFirst();
  if (!row) throw notFound(POST_NOT_FOUND);
  const { blog_suspended: suspended, ...post } = row;
  const access: PostAccess = { ...post, role: post.role ?? null };
  if (!isVisible(access, suspended)) throw notFound(POST_NOT_FOUND);
  return access;
}
