import { sql } from 'kysely';

/**
 * `following` and `is_subscribed` of the blog aliased `b`, as seen from the viewer's current channel
 * (null for anonymous visitors, which makes both false).
 */
export function relationColumns(viewerBlogId: string | null) {
  return [
    sql<boolean>`EXISTS (SELECT 1 FROM follows rf
      WHERE rf.follower_blog_id = ${viewerBlogId} AND rf.followed_blog_id = b.id)`.as('following'),
    sql<boolean>`EXISTS (SELECT 1 FROM subscriptions rs
      WHERE rs.subscriber_blog_id = ${viewerBlogId} AND rs.blog_id = b.id)`.as('is_subscribed'),
  ] as const;
}
