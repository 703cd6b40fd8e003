import type { MouseEvent, ReactNode } from 'react';
import { Avatar, bus } from '@tumbledash/shared';
import { SpaLink } from './spa-link';

export interface BlogRowAction {
  /** The button's text, e.g. "Unfollow"; its name adds the blog's ("Unfollow pixel-garden"). */
  label: string;
  /** Gets the pressed button, so the page can keep focus in the list when the row goes. */
  onPress: (button: HTMLButtonElement) => void;
  /** While a save runs the button stays focusable but says so and ignores presses. */
  busy?: boolean;
}

interface BlogRowProps {
  blog: { name: string; title: string; avatar_url: string };
  /** A line under the title, e.g. when the blog was last updated. */
  hint?: ReactNode;
  action: BlogRowAction;
}

/** A plain click opens the blog in the viewer over the page, as a blog name does on every other page (B§4). */
function openInViewer(event: MouseEvent<HTMLAnchorElement>, blogName: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  bus.emit('peepr:open', { blogName });
}

/**
 * One blog in a settings list (following, blocked blogs): avatar, name linking to the blog (a plain click opens the
 * blog viewer), title, one action.
 */
export function BlogRow({ blog, hint, action }: BlogRowProps) {
  return (
    <li>
      <Avatar src={blog.avatar_url} name={blog.name} size={40} />
      <div className="td-settings__blog-text">
        <SpaLink href={`/blog/${blog.name}`} className="td-settings__blog-name" onClick={(event) => openInViewer(event, blog.name)}>
          {blog.name}
        </SpaLink>
        {blog.title && <span className="td-settings__blog-title">{blog.title}</span>}
        {hint && <span className="td-settings__hint">{hint}</span>}
      </div>
      <button
        type="button"
        aria-disabled={action.busy || undefined}
        aria-label={`${action.label} ${blog.name}`}
        onClick={(event) => {
          if (!action.busy) action.onPress(event.currentTarget);
        }}
      >
        {action.label}
      </button>
    </li>
  );
}
