import type { ReactNode } from 'react';
import { Avatar } from '@tumbledash/shared';
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

/** One blog in a settings list (following, blocked blogs): avatar, name linking to the blog, title, one action. */
export function BlogRow({ blog, hint, action }: BlogRowProps) {
  return (
    <li>
      <Avatar src={blog.avatar_url} name={blog.name} size={40} />
      <div className="td-settings__blog-text">
        <SpaLink href={`/blog/${blog.name}`} className="td-settings__blog-name">
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
