import type { KeyboardEvent } from 'react';
import { Popover, trapTab, type BusEvents } from '@tumbledash/shared';
import { MessageTo } from './message-to';
import { PermalinkField } from './permalink-field';
import { permalinkOf } from './share-rules';
import './share.css';

export type ShareRequest = BusEvents['share:open'];

interface SharePopoverProps {
  request: ShareRequest;
  /** The signed-in person's sending blog; null hides "Message to..." (visitors cannot message). */
  sender: string | null;
  onClose: () => void;
}

/**
 * The share popover beside the post's Share button (B§2 "Share-post popover"): "Message to..." and the
 * permalink for now. Popover closes it on Escape or an outside click and puts focus back where it was.
 */
export function SharePopover({ request: { post, anchor }, sender, onClose }: SharePopoverProps) {
  // The popover sits at the end of the page: Tab past its last control would leave the page, so it wraps.
  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) trapTab(event.nativeEvent, event.currentTarget);
  };

  return (
    <Popover anchor={anchor} onClose={onClose} label="Share this post" className="td-share">
      {/* Popover focuses the first control: "Message to..." when shown. */}
      <div className="td-share__body" onKeyDown={keepTabInside}>
        {sender !== null && <MessageTo postId={post.id} sender={sender} onSent={onClose} />}
        <PermalinkField url={permalinkOf(post.post_url, window.location.origin)} />
      </div>
    </Popover>
  );
}
