import type { Blog, DashboardPost } from '@tumbledash/shared';

/** A blog's relationship flags as the current channel sees them. */
export type FollowFlags = Pick<Blog, 'following' | 'can_subscribe' | 'is_subscribed'>;

/** A§4.3: following sets can_subscribe; unfollowing clears is_subscribed. */
export function afterFollowChange(flags: FollowFlags, following: boolean): FollowFlags {
  return following
    ? { ...flags, following: true, can_subscribe: true }
    : { ...flags, following: false, is_subscribed: false };
}

export function followFlags(blog: FollowFlags): FollowFlags {
  return { following: blog.following, can_subscribe: blog.can_subscribe, is_subscribed: blog.is_subscribed };
}

function sameFlags(a: FollowFlags, b: FollowFlags): boolean {
  return a.following === b.following && a.can_subscribe === b.can_subscribe && a.is_subscribed === b.is_subscribed;
}

/**
 * The post with the flags of blog `name` changed wherever that blog appears in it (author, parent, root,
 * reblog source); the same object when it does not appear or nothing changes.
 */
export function withBlogFlags(post: DashboardPost, name: string, change: (flags: FollowFlags) => FollowFlags): DashboardPost {
  let next = post;
  const edit = (patch: Partial<DashboardPost>) => {
    next = next === post ? { ...post, ...patch } : { ...next, ...patch };
  };
  const update = <T extends FollowFlags>(blog: T): T | null => {
    const flags = change(followFlags(blog));
    return sameFlags(flags, blog) ? null : { ...blog, ...flags };
  };
  if (post.tumblelog === name) {
    const blog = update(post.blog);
    if (blog) edit({ blog, following: blog.following });
  }
  if (post.parent_blog?.name === name) {
    const parent = update(post.parent_blog);
    if (parent) edit({ parent_blog: parent });
  }
  if (post.root_blog?.name === name) {
    const root = update(post.root_blog);
    if (root) edit({ root_blog: root });
  }
  if (post.reblog_source?.name === name) {
    const following = change({ following: post.reblog_source.following, can_subscribe: false, is_subscribed: false }).following;
    if (following !== post.reblog_source.following) edit({ reblog_source: { ...post.reblog_source, following } });
  }
  return next;
}
