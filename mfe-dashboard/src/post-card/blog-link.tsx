import type { MouseEvent, ReactNode } from 'react';
import { bus } from '@tumbledash/shared';
import { isModifiedClick } from './links';

interface BlogLinkProps {
  name: string;
  /** Opens this post in the viewer (and links its permalink) instead of the blog's latest posts. */
  postId?: string;
  className?: string;
  /** Shown instead of the name (the avatar). Such a link is left out of the tab order: the name link beside it does the same. */
  children?: ReactNode;
}

/** A blog name (or avatar): a link to the blog whose plain click opens it in the blog viewer (B§4). */
export function BlogLink({ name, postId, className, children }: BlogLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, window, …) opens the link the normal way (B§2).
    if (isModifiedClick(event)) return;
    // Taken here (the bus holds it until the viewer loads), so the viewer's page-wide listener leaves it alone.
    event.preventDefault();
    bus.emit('peepr:open', postId === undefined ? { blogName: name } : { blogName: name, postId });
  };
  const blogPath = `/blog/${encodeURIComponent(name)}`;
  const href = postId === undefined ? blogPath : `${blogPath}/${encodeURIComponent(postId)}`;
  // Marks a peepr target (mfe-peepr README): the viewer's hover card reads it.
  const target = JSON.stringify(postId === undefined ? { tumblelog: name } : { tumblelog: name, postId });
  const classes = ['td-dash-blog-link', className].filter(Boolean).join(' ');
  if (children) {
    return (
      <a href={href} className={classes} onClick={open} tabIndex={-1} aria-hidden="true" data-peepr={target}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={classes} onClick={open} data-peepr={target}>
      {name}
    </a>
  );
}
