import type { DashboardPost } from '@tumbledash/shared';
import { AnswerContent } from './answer-content';
import { AudioContent } from './audio-content';
import { ChatContent } from './chat-content';
import { LinkContent } from './link-content';
import { PhotoCarousel } from './photo-carousel';
import { PhotoSet } from './photo-set';
import { QuoteContent } from './quote-content';
import { SafeHtml } from './safe-html';
import { TextContent } from './text-content';
import { VideoContent } from '../video/video-content';

/** The post's own content, by type (A§3.4). */
export function PostContent({ post, inViewer }: { post: DashboardPost; inViewer: boolean }) {
  const { content } = post;
  switch (content.type) {
    case 'text':
      return <TextContent title={content.title} body={content.body} />;
    case 'photo':
      return (
        <>
          {post.is_carousel && content.photos.length > 1 ? (
            <PhotoCarousel photos={content.photos} initialIndex={post.carousel_index} linkthrough={content.linkthrough} />
          ) : (
            <PhotoSet photos={content.photos} layout={content.layout} linkthrough={content.linkthrough} />
          )}
          <SafeHtml html={content.caption} />
        </>
      );
    case 'quote':
      return <QuoteContent quote={content.quote} source={content.source} />;
    case 'link':
      return <LinkContent content={content} />;
    case 'chat':
      return <ChatContent title={content.title} chat={content.chat} />;
    case 'note':
      return <AnswerContent content={content} />;
    case 'audio':
      return <AudioContent content={content} />;
    case 'video':
      return <VideoContent content={content} postId={post.id} blog={post.tumblelog} inViewer={inViewer} />;
  }
}
