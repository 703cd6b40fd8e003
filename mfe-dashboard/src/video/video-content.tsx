import { Suspense } from 'react';
import type { PostContent } from '@tumbledash/shared';
import type { VideoExtras } from '../actions/api-types';
import { retryableLazy } from '../on-first-use/retryable-lazy';
import { SafeHtml } from '../post-card/safe-html';
import { safeUrl } from '../post-card/urls';
import { VideoPlaceholder } from './video-placeholder';

// The player and its controller load with the first video post, not with every card.
const VideoPlayer = retryableLazy(() => import('./video-player').then((module) => module.VideoPlayer), 'The video player');

type VideoPost = Extract<PostContent, { type: 'video' }> & VideoExtras;

interface VideoContentProps {
  content: VideoPost;
  /** The post's id and blog name, for the behaviour log. */
  postId: string;
  blog: string;
  inViewer: boolean;
}

/** A video post's content: its embed, or the native player; then the caption. */
export function VideoContent({ content, postId, blog, inViewer }: VideoContentProps) {
  // An embedded video (YouTube, Vimeo…) plays in its own frame: its `url` is the embed's page
  // (`https://www.youtube.com/embed/…`, mfe-compose README), never a file for a <video>.
  const sdUrl = content.embedCode.trim() === '' ? safeUrl(content.url) : null;
  return (
    <>
      {sdUrl ? (
        <Suspense fallback={<VideoPlaceholder content={content} />}>
          <VideoPlayer content={content} postId={postId} blog={blog} sdUrl={sdUrl} inViewer={inViewer} />
        </Suspense>
      ) : (
        content.embedCode && <SafeHtml html={content.embedCode} className="td-dash-video__embed" />
      )}
      <SafeHtml html={content.caption} />
    </>
  );
}
