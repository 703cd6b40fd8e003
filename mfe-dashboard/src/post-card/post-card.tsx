import { memo, useId, useRef } from 'react';
import { Avatar, type DashboardPost } from '@tumbledash/shared';
import { currentActionContext } from '../actions/action-context';
import type { DashboardPostExtras } from '../actions/api-types';
import type { ViewerContext } from '../actions/like-source';
import { CallToActionButton } from '../cta/call-to-action';
import { NsfwGate } from '../nsfw/nsfw-gate';
import type { PageRootKind } from '../timeline/page-root';
import { BlogLink } from './blog-link';
import { Contributor } from './contributor';
import { PostContent } from './post-content';
import { PostFooter } from './post-footer';
import { PostHeader } from './post-header';
import { ReblogTrail } from './reblog-trail';
import { TagList } from './tag-list';
import { useLivePost } from './use-live-post';
import { useNarrowScreen } from './use-narrow-screen';
import './post-card.css';

export interface PostCardProps {
  post: DashboardPost;
  /** Set by the blog viewer: its videos keep playing when the viewer opens, and likes are tagged `peepr`. */
  inViewer?: boolean;
  /** Set by the blog viewer while it shows search results: likes are tagged `peepr-search`. */
  viewerSearch?: boolean;
  /** Place in a `role="feed"` list (aria-posinset / aria-setsize; setSize -1 while more may load). */
  feedPosition?: { index: number; setSize: number };
  /** The timeline the card is in: drafts get Publish/Queue, inbox asks and submissions their own actions. */
  page?: PageRootKind;
  /** The tag of a `/tagged/{tag}` page (blog owners may feature their post in it). */
  pageTag?: string | null;
}

/**
 * The same card when nothing it shows changed: the timeline renders again on every scroll step and row
 * measure, and a card's own stores (live post, narrow screen) still update it.
 */
function sameCard(before: PostCardProps, after: PostCardProps): boolean {
  return (
    before.post === after.post &&
    before.inViewer === after.inViewer &&
    before.viewerSearch === after.viewerSearch &&
    before.page === after.page &&
    before.pageTag === after.pageTag &&
    before.feedPosition?.index === after.feedPosition?.index &&
    before.feedPosition?.setSize === after.feedPosition?.setSize
  );
}

/** One post: avatar, byline, content by type, reblog trail, tags, notes and actions. */
export const PostCard = memo(function PostCard({ post: given, inViewer = false, viewerSearch = false, feedPosition, page, pageTag = null }: PostCardProps) {
  const post = useLivePost(given);
  const { submitter } = post as DashboardPost & DashboardPostExtras;
  const bylineId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const narrow = useNarrowScreen();
  const viewer: ViewerContext = inViewer ? (viewerSearch ? 'viewer-search' : 'viewer') : 'none';
  const offset = feedPosition?.index ?? null;
  const context = () => currentActionContext(viewer, offset);
  const avatar = (
    <BlogLink name={post.tumblelog} className="td-dash-post__avatar">
      <Avatar
        src={post.blog.avatar_url_128 || post.blog.avatar_url}
        name={post.tumblelog}
        size={narrow ? 40 : 64}
        shape={post.blog.global_theme_params.avatar_shape}
      />
    </BlogLink>
  );

  return (
    <article
      ref={cardRef}
      className="td-dash-post"
      aria-labelledby={bylineId}
      aria-posinset={feedPosition ? feedPosition.index + 1 : undefined}
      aria-setsize={feedPosition?.setSize}
      data-post-id={post.id}
      // Focused by the j and k keys.
      tabIndex={-1}
    >
      {!narrow && <div className="td-dash-post__gutter">{avatar}</div>}
      <div className="td-dash-post__card">
        <PostHeader post={post} bylineId={bylineId} avatar={narrow ? avatar : null} context={context} pageTag={pageTag} />
        <NsfwGate post={post}>
          <div className="td-dash-post__content">
            {/* A reblog carries the root post's content: it is the root blog's contribution. */}
            {post.root_blog && (
              <Contributor name={post.root_blog.name} avatarUrl={post.root_blog.avatar_url} postId={post.root_id} />
            )}
            {submitter && (
              <p className="td-dash-post__submitter">
                <BlogLink name={submitter.name} /> submitted:
              </p>
            )}
            <PostContent post={post} inViewer={inViewer} />
            <ReblogTrail trail={post.trail} />
          </div>
        </NsfwGate>
        <CallToActionButton post={post} />
        <TagList tags={post.tags} />
        <PostFooter post={post} context={context} page={page} cardRef={cardRef} />
      </div>
    </article>
  );
}, sameCard);
