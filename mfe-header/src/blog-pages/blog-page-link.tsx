import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { ApiError, TECHNICAL_TROUBLE, useDialogs } from '@tumbledash/shared';
import { isCurrentBlog, openBlogPage } from './blog-pages';

export type BlogPageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  blogName: string;
  path: string;
  /** Runs before the page opens (closes the menu or drawer holding the link). */
  onDone?: () => void;
};

/**
 * A link to a page of one of the user's blogs (/inbox, /drafts, /queue). The address names no blog, so for a blog
 * that is not the current one every click switches to it first, in this tab; a modified click on the current
 * blog's link keeps its browser meaning.
 */
export function BlogPageLink({ blogName, path, onDone, onClick, ...rest }: BlogPageLinkProps) {
  const dialogs = useDialogs();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified && isCurrentBlog(blogName)) return;
    event.preventDefault();
    onDone?.();
    openBlogPage(blogName, path).catch((error: unknown) => {
      void dialogs.alert({ message: error instanceof ApiError ? error.message : TECHNICAL_TROUBLE });
    });
  };
  return <a href={path} onClick={handleClick} {...rest} />;
}
