import { useState, type MouseEvent, type ReactNode } from 'react';
import { bus, useSession, type DashboardPost } from '@tumbledash/shared';
import type { ActionContext } from '../actions/post-actions';
import { PostMenu } from '../actions/post-menu';
import { FollowButton } from '../follow/follow-button';
import { BlogLink } from './blog-link';
import { formatPostDate, formatShortPostDate, postDate } from './format';
import { isModifiedClick } from './links';
import { postStateLabel } from './post-state';
import { safeUrl } from './urls';

interface PostHeaderProps {
  post: DashboardPost;
  /** Id of the byline, which names the whole card. */
  bylineId: string;
  /** The avatar, when it sits in the header (narrow screens). */
  avatar: ReactNode;
  context: () => ActionContext;
  pageTag: string | null;
}

/** Blog of the reblogged post, when this is a reblog. */
export function parentBlogName(post: DashboardPost): string | null {
  return post.parent_blog?.name ?? post.reblog_source?.name ?? null;
}

/** Avatar, "{blog}" or "{blog} reblogged {parent}", and the date linking to the post. */
export function PostHeader({ post, bylineId, avatar, context, pageTag }: PostHeaderProps) {
  const { user, channels } = useSession();
  const ownBlog = post.is_mine || channels.some((channel) => channel.name === post.tumblelog);
  // Offered while not followed; once offered it stays (as "Following" after a follow) so focus is not lost —
  // also when the blog was followed as the card mounted and got unfollowed from the menu since.
  const [offeredFollow, setOfferedFollow] = useState(!post.blog.following);
  if (!offeredFollow && !post.blog.following) setOfferedFollow(true);
  const showFollow = user !== null && !ownBlog && (offeredFollow || !post.blog.following);
  const parent = parentBlogName(post);
  const permalink = safeUrl(post.post_url);
  const date = postDate(post.timestamp);
  const fullDate = formatPostDate(post.timestamp);
  // Screen readers get the full date once; the eye gets the full one or, under 480 px, the short (post-card.css).
  const time = (
    <time dateTime={date.toISOString()} title={fullDate}>
      <span className="td-ui-visually-hidden">{fullDate}</span>
      <span className="td-dash-post__date-full" aria-hidden="true">
        {fullDate}
      </span>
      <span className="td-dash-post__date-short" aria-hidden="true">
        {formatShortPostDate(post.timestamp)}
      </span>
    </time>
  );
  const stateLabel = postStateLabel(post);
  const openPost = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens the post in the blog viewer; a modified one opens the permalink as usual (B§2).
    if (isModifiedClick(event)) return;
    event.preventDefault();
    bus.emit('peepr:open', { blogName: post.tumblelog, postId: post.id });
  };

  return (
    <>
      <header className="td-dash-post__header">
        {avatar}
        <p className="td-dash-post__byline td-ui-one-line" id={bylineId}>
          <BlogLink name={post.tumblelog} className="td-dash-post__blog" />
          {parent && (
            <>
              <span className="td-dash-post__reblogged"> reblogged </span>
              <BlogLink name={parent} className="td-dash-post__parent" />
            </>
          )}
        </p>
        {showFollow && <FollowButton post={post} context={context} />}
        {permalink ? (
          <a className="td-dash-post__date" href={permalink} onClick={openPost}>
            {time}
          </a>
        ) : (
          <span className="td-dash-post__date">{time}</span>
        )}
        <PostMenu post={post} context={context} pageTag={pageTag} />
      </header>
      {/* On a line of its own: beside the date it pushed the header out of a narrow card. */}
      {stateLabel && (
        <p className="td-dash-post__state">
          <span className="td-dash-post__state-label">{stateLabel}</span>
        </p>
      )}
    </>
  );
}
