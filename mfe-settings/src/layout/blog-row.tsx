import type { ReactNode } from 'react';
import { Avatar } from '@tumbledash/shared';
import { SpaLink } from './spa-link';

export interface BlogRowAction {
  /** The button's text, e.g. "Unfollow"; its name adds the blog's ("Unfollow pixel-garden"). */
  label: string;
  onPress: () => void;
  /** While a save runs the button stays focusable but says so and ignores presses. */
  busy?: boolean;
}

interface BlogRowProps {
  blog: { name: string; title: string; avatar_url: string };
  /** A line under the title, e.g. when the blog was last updated. */
  hint?: ReactNode;
  action: BlogRowAction;
  /** The list's buttons by blog name, so the page can move the focus to a neighbour when a row goes. */
  buttons: Map<string, HTMLButtonElement>;
}

/** One blog in a settings list (following, blocked blogs): avatar, name linking to the blog, title, one action. */
export function BlogRow({ blog, hint, action, buttons }: BlogRowProps) {
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
        ref={(button) => {
          if (button) buttons.set(blog.name, button);
          else buttons.delete(blog.name);
        }}
        aria-disabled={action.busy || undefined}
        aria-label={`${action.label} ${blog.name}`}
        onClick={() => {
          if (!action.busy) action.onPress();
        }}
      >
        {action.label}
      </button>
    </li>
  );
}
