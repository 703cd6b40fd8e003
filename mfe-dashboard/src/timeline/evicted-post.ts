import type { DashboardPost } from '@tumbledash/shared';

/**
 * What is left of a far post of a long timeline (eviction.ts): its id, its blog and the cursor its page was
 * fetched with. Only the timeline's list sees it: it draws an empty row of its height.
 */

/** Posts kept on each side of the rows shown; a list no longer than this has no far posts. */
export const KEPT_AROUND = 40;

interface EvictedMark {
  evicted: { before: string | null };
}
export type EvictedPost = Pick<DashboardPost, 'id' | 'tumblelog'> & EvictedMark;

export function isEvicted(post: DashboardPost | EvictedPost): post is EvictedPost {
  return (post as Partial<EvictedMark>).evicted !== undefined;
}
