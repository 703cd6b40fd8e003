import { useId } from 'react';
import { Avatar, type DashboardPost } from '@tumbledash/shared';
import { BlogButton } from './blog-button';
import { Contributor } from './contributor';
import { PostContent } from './post-content';
import { PostFooter } from './post-footer';
import { PostHeader } from './post-header';
import { ReblogTrail } from './reblog-trail';
import { TagList } from './tag-list';
import { useNarrowScreen } from './use-narrow-screen';
import './post-card.css';

export interface PostCardProps {
  post: DashboardPost;
  /** Set by the blog viewer: its videos keep playing when the viewer opens. */
  inViewer?: boolean;
  /** Place in a `role="feed"` list (aria-posinset / aria-setsize; setSize -1 while more may load). */
  feedPosition?: { index: number; setSize: number };
}

/** One post: avatar, byline, content by type, reblog trail, tags, notes and actions. */
export function PostCard({ post, inViewer = false, feedPosition }: PostCardProps) {
  const bylineId = useId();
  const narrow = useNarrowScreen();
  const avatar = (
    <BlogButton name={post.tumblelog} className="td-dash-post__avatar">
      <Avatar
        src={post.blog.avatar_url_128 || post.blog.avatar_url}
        name={post.tumblelog}
        size={narrow ? 40 : 64}
        shape={post.blog.global_theme_params.avatar_shape}
      />
    </BlogButton>
  );

  return (
    <article
      className="td-dash-post"
      aria-labelledby={bylineId}
      aria-posinset={feedPosition ? feedPosition.index + 1 : undefined}
      aria-setsize={feedPosition?.setSize}
      data-post-id={post.id}
    >
      {!narrow && <div className="td-dash-post__gutter">{avatar}</div>}
      <div className="td-dash-post__card">
        <PostHeader post={post} bylineId={bylineId} avatar={narrow ? avatar : null} />
        <div className="td-dash-post__content">
          {/* A reblog carries the root post's content: it is the root blog's contribution. */}
          {post.root_blog && (
            <Contributor name={post.root_blog.name} avatarUrl={post.root_blog.avatar_url} postId={post.root_id} />
          )}
          <PostContent post={post} inViewer={inViewer} />
          <ReblogTrail trail={post.trail} />
        </div>
        <TagList tags={post.tags} />
        <PostFooter post={post} />
      </div>
    </article>
  );
}
