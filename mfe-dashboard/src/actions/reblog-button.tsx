import { useId, type MouseEvent } from 'react';
import type { DashboardPost } from '@tumbledash/shared';
import { CaretIcon, ReblogIcon } from '../post-card/icons';
import { MenuButton } from './menu-button';
import { fastReblog, reblogWithComment, type ActionContext } from './post-actions';

/**
 * Reblog: a click reblogs to the current blog at once (A§4.7); Alt+click, or "Reblog with comment" in the
 * options menu, opens the post form in reblog mode instead.
 */
export function ReblogButton({ post, context }: { post: DashboardPost; context: () => ActionContext }) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.altKey) reblogWithComment(post);
    else void fastReblog(post, context());
  };
  const doneId = useId();
  const classes = ['td-dash-post__action', 'td-dash-reblog', post.reblogged && 'td-dash-reblog--done'].filter(Boolean).join(' ');
  return (
    <span className="td-dash-reblog-group">
      <button
        type="button"
        className={classes}
        aria-label="Reblog"
        aria-describedby={post.reblogged ? doneId : undefined}
        title="Reblog (Alt+click to add a comment)"
        onClick={onClick}
      >
        <ReblogIcon />
      </button>
      {post.reblogged && (
        <span id={doneId} hidden>
          You reblogged this post.
        </span>
      )}
      <MenuButton
        label="Reblog options"
        className="td-dash-post__action td-dash-post__action--narrow"
        items={[
          { id: 'queue', label: 'Add to queue', onSelect: () => void fastReblog(post, context(), true) },
          { id: 'comment', label: 'Reblog with comment', onSelect: () => reblogWithComment(post) },
        ]}
      >
        <CaretIcon />
      </MenuButton>
    </span>
  );
}
