import { useId } from 'react';
import type { DashboardPost } from '@tumbledash/shared';
import { HeartIcon } from '../post-card/icons';
import { toggleLike, type ActionContext } from './post-actions';

export const OWN_POST_LIKE = 'You can’t like your own post.';

/** Like / unlike (A§4.6); on one's own post it stays disabled and says why (A§6). */
export function LikeButton({ post, context }: { post: DashboardPost; context: () => ActionContext }) {
  const reasonId = useId();
  const own = post.is_mine;
  const classes = ['td-dash-post__action', 'td-dash-like', post.liked && 'td-dash-like--on'].filter(Boolean).join(' ');
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label="Like"
        aria-pressed={post.liked}
        aria-disabled={own || undefined}
        aria-describedby={own ? reasonId : undefined}
        title={own ? OWN_POST_LIKE : post.liked ? 'Unlike' : 'Like'}
        onClick={() => {
          if (!own) void toggleLike(post, context());
        }}
      >
        <HeartIcon filled={post.liked} />
      </button>
      {own && (
        <span id={reasonId} hidden>
          {OWN_POST_LIKE}
        </span>
      )}
    </>
  );
}
