import type { MouseEvent } from 'react';
import { Avatar, bus, type ActivityNotification as Notification } from '@tumbledash/shared';
import { BlogPageLink } from '../blog-pages/blog-page-link';
import { INBOX_PATH, waitsInInbox } from '../blog-pages/blog-pages';
import { notificationText } from './notification-text';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Kinds whose sender gets a follow link while the blog does not follow back (B§2 /follow/{name}). */
const FOLLOWABLE = new Set(['follower', 'user_mention']);

interface ActivityNotificationProps {
  notification: Notification;
  /** The blog whose activity this is: an ask or a submission links to its inbox. */
  blogName: string;
  /** Runs before a link inside opens its page (closes the popover). */
  onNavigate?: () => void;
}

/** One notification: who, what, which post, when. `message` is the text after the sender's name. */
export function ActivityNotification({ notification, blogName, onNavigate }: ActivityNotificationProps) {
  const { from_tumblelog: from, post, note_meta: meta } = notification;
  const text = notificationText(notification);
  const inInbox = waitsInInbox(notification.type);
  const date = new Date(notification.timestamp * 1000);
  const quote = meta?.reply_text || meta?.answer_text;
  // Marks the sender as a peepr target (mfe-peepr README): the viewer's hover card and click read it.
  const target = from ? JSON.stringify({ tumblelog: from.name }) : undefined;
  // Asked on the bus, which holds it until the viewer loads and on which the popover makes way (focus back on its
  // button first); the viewer's page-wide listener then leaves the click alone.
  const openSender = (event: MouseEvent) => {
    event.preventDefault();
    if (from) bus.emit('peepr:open', { blogName: from.name });
  };
  return (
    <li className="td-header__note">
      {/* A pointer's shortcut: the name beside it is the keyboard's way to the same blog. */}
      <span aria-hidden="true" className="td-header__blog-avatar" data-peepr={target} onClick={from ? openSender : undefined}>
        <Avatar src={from?.avatar_url} name={from?.name ?? 'Anonymous'} size={30} />
      </span>
      <div className="td-header__note-body">
        <p className="td-header__note-text">
          {from ? (
            <button
              type="button"
              className="td-header__note-blog"
              data-peepr={target}
              onClick={openSender}
            >
              {from.name}
            </button>
          ) : (
            <span className="td-header__note-blog">Anonymous</span>
          )}{' '}
          {inInbox ? (
            <BlogPageLink className="td-header__note-inbox" blogName={blogName} path={INBOX_PATH} onDone={onNavigate}>
              {text}
            </BlogPageLink>
          ) : (
            text
          )}
        </p>
        {/* A post waiting in the inbox has no public address yet: the inbox link above leads to it. */}
        {post?.summary &&
          (inInbox ? (
            <span className="td-header__note-post">{post.summary}</span>
          ) : (
            <a className="td-header__note-post" href={post.url}>
              {post.summary}
            </a>
          ))}
        {quote && <blockquote className="td-header__note-quote">{quote}</blockquote>}
        <time className="td-header__note-time" dateTime={date.toISOString()}>
          {timeFormat.format(date)}
        </time>
      </div>
      {from && FOLLOWABLE.has(notification.type) && !from.following && (
        <a className="td-header__note-follow" href={`/follow/${encodeURIComponent(from.name)}`}>
          Follow
        </a>
      )}
      {post?.media_url && <img className="td-header__note-media" src={post.media_url} alt="" width={40} height={40} />}
    </li>
  );
}
