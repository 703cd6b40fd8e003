import type { DashboardPost } from '@tumbledash/shared';
import { hasAdSlotAfter } from '../ads/ad-policy';
import { AdSlot } from '../ads/ad-slot';
import { PostCard } from '../post-card';
import type { PageRoot } from './page-root';

interface PostRowProps {
  post: DashboardPost;
  index: number;
  /** The feed's length once its end is reached, else -1 (aria-setsize). */
  setSize: number;
  root: PageRoot;
}

/** What one row of a timeline holds: the post and, where the ad policy puts one, the ad slot after it. */
export function PostRow({ post, index, setSize, root }: PostRowProps) {
  return (
    <>
      <PostCard post={post} feedPosition={{ index, setSize }} page={root.kind} pageTag={root.tag ?? null} />
      {/* Inside the row: an empty or removed slot never moves the posts below (B§4). */}
      {hasAdSlotAfter(index) && <AdSlot placement="inline" />}
    </>
  );
}
