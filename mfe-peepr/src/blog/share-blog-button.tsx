import { useRef } from 'react';
import { bus, useSession, type BlogHeader } from '@tumbledash/shared';

/**
 * Shares the blog itself (A§7.4 blog share: its permalink and email) with the share popover, anchored to this
 * button, which gets focus back when the popover closes. Signed-in people only: the share remote is theirs.
 */
export function ShareBlogButton({ blog }: { blog: Pick<BlogHeader, 'name' | 'title'> }) {
  const { user } = useSession();
  const button = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  return (
    <button
      ref={button}
      type="button"
      className="td-peepr-share"
      aria-label="Share this blog"
      onClick={() => {
        if (button.current) bus.emit('share:open', { blog: { name: blog.name, title: blog.title }, anchor: button.current });
      }}
    >
      Share
    </button>
  );
}
