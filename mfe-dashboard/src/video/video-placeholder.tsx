import type { PostContent } from '@tumbledash/shared';
import { safeUrl } from '../post-card/urls';

type VideoPost = Extract<PostContent, { type: 'video' }>;

/**
 * Stands in for the player while its code loads: the same box and the same <video> with the same poster, width
 * and height (they make its size), so the row measures the same before and after.
 */
export function VideoPlaceholder({ content }: { content: VideoPost }) {
  return (
    <div className="td-dash-video">
      <video
        className="td-dash-video__player"
        poster={safeUrl(content.poster) ?? undefined}
        width={content.width || undefined}
        height={content.height || undefined}
        aria-label="Video"
        aria-busy="true"
      />
    </div>
  );
}
