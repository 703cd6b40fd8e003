import type { MouseEvent, ReactNode } from 'react';
import { bus } from '@tumbledash/shared';

interface BlogButtonProps {
  name: string;
  /** Opens this post in the viewer instead of the blog's latest posts. */
  postId?: string;
  className?: string;
  /** Shown instead of the name (the avatar). Such a button is left out of the tab order: the name button beside it does the same. */
  children?: ReactNode;
}

/** A blog name (or avatar) that opens the blog viewer. */
export function BlogButton({ name, postId, className, children }: BlogButtonProps) {
  const open = (event: MouseEvent) => {
    // Taken here (the bus holds it until the viewer loads), so the viewer's page-wide listener leaves it alone.
    event.preventDefault();
    bus.emit('peepr:open', postId === undefined ? { blogName: name } : { blogName: name, postId });
  };
  // Marks a peepr target (mfe-peepr README): the viewer's hover card reads it.
  const target = JSON.stringify(postId === undefined ? { tumblelog: name } : { tumblelog: name, postId });
  const classes = ['td-dash-blog-button', className].filter(Boolean).join(' ');
  if (children) {
    return (
      <button type="button" className={classes} onClick={open} tabIndex={-1} aria-hidden="true" data-peepr={target}>
        {children}
      </button>
    );
  }
  return (
    <button type="button" className={classes} onClick={open} data-peepr={target}>
      {name}
    </button>
  );
}
