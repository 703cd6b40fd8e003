import type { Participant } from '@tumbledash/shared';
import { Avatar } from '@tumbledash/shared';
import { isPlainClick } from '../util/spa-link';

interface BlogRowProps {
  blog: Participant;
  href: string;
  onPick: (blog: Participant) => void;
  /** Grid tiles show the avatar and name only. */
  compact?: boolean;
}

/** A blog to talk to: a real link (so it opens in a new tab when asked), picked in place on a plain click. */
export function BlogRow({ blog, href, onPick, compact = false }: BlogRowProps) {
  return (
    <a
      href={href}
      className={compact ? 'td-msg-blog td-msg-blog--tile' : 'td-msg-blog'}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPick(blog);
      }}
    >
      <Avatar src={blog.avatar_url} name={blog.name} size={compact ? 48 : 40} shape={blog.theme?.avatar_shape} />
      <span className="td-msg-blog__text">
        <span className="td-msg-blog__name">{blog.name}</span>
        {!compact && blog.title && <span className="td-msg-blog__title">{blog.title}</span>}
      </span>
    </a>
  );
}
