import type { MouseEvent } from 'react';
import { bus, type DashboardPost } from '@tumbledash/shared';
import { formatNotes } from './format';

/** Notes count and the post's actions. */
export function PostFooter({ post }: { post: DashboardPost }) {
  const share = (event: MouseEvent<HTMLButtonElement>) => {
    const { top, left, width, height } = event.currentTarget.getBoundingClientRect();
    bus.emit('share:open', { post, anchor: { top, left, width, height } });
  };
  return (
    <footer className="td-dash-post__footer">
      {post.note_count > 0 && <span className="td-dash-post__notes">{formatNotes(post.note_count)}</span>}
      <div className="td-dash-post__actions">
        <button type="button" className="td-dash-post__action" aria-label="Share" title="Share" onClick={share}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M12 3l5 5h-3.5v7h-3V8H7l5-5zM5 13h2v5h10v-5h2v7H5v-7z"
              fill="currentColor"
            />
          </svg>
        </button>
      </div>
    </footer>
  );
}
