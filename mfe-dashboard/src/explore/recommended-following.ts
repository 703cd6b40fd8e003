import type { ExploreData } from '@tumbledash/shared';

/**
 * Explore's data with blog `name` shown as followed or not, as `blog:follow-changed` says (a follow from a post
 * card too); the same object when that blog is not recommended or already shows so.
 */
export function withRecommendedFollowing(data: ExploreData, name: string, following: boolean): ExploreData {
  if (!data.blogs.some((blog) => blog.name === name && blog.following !== following)) return data;
  return { ...data, blogs: data.blogs.map((blog) => (blog.name === name ? { ...blog, following } : blog)) };
}
