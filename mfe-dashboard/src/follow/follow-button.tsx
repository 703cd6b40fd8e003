import type { DashboardPost } from '@tumbledash/shared';
import type { ActionContext } from '../actions/post-actions';
import { followFlags } from './follow-state';
import { setFollowing } from './follow-actions';

/**
 * "Follow" beside the blog name (A§4.3). After a follow it stays in place as "Following" (focus is not lost);
 * unfollowing is in the post's menu, behind a confirm.
 */
export function FollowButton({ post, context }: { post: DashboardPost; context: () => ActionContext }) {
  const following = post.blog.following;
  const follow = () => {
    if (following) return;
    void setFollowing(
      { name: post.tumblelog, flags: followFlags(post.blog), placementId: post.placement_id, pt: post.pt },
      true,
      context(),
    );
  };
  return (
    <button
      type="button"
      className={following ? 'td-dash-follow td-dash-follow--done' : 'td-dash-follow'}
      aria-label={following ? `Following ${post.tumblelog}` : `Follow ${post.tumblelog}`}
      aria-disabled={following || undefined}
      onClick={follow}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
