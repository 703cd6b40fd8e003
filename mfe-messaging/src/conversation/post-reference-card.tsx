import type { PostReference } from '@tumbledash/shared';
import { BlurredMedia } from './blurred-media';
import { displaySize } from './image-size';
import { SENSITIVE_MEDIA, UNAVAILABLE_POST, isUnavailable, postKind, type PostKind } from './post-reference-rules';

const KIND_LABELS: Record<PostKind, string> = {
  text: 'Text',
  note: 'Answer',
  photo: 'Photo',
  photoset: 'Photoset',
  gif: 'GIF',
  link: 'Link',
  quote: 'Quote',
  audio: 'Audio',
  video: 'Video',
  chat: 'Chat',
};

interface PostReferenceCardProps {
  post: PostReference;
  senderName: string;
  safeMode: boolean;
  blurred: boolean;
  onReveal: () => void;
}

/** A post inside a message (B§3): its kind, thumbnail and summary, or why it cannot be shown. */
export function PostReferenceCard({ post, senderName, safeMode, blurred, onReveal }: PostReferenceCardProps) {
  if (isUnavailable(post)) {
    return <p className="td-msg-post td-msg-post--gone">{`${senderName} ${UNAVAILABLE_POST}`}</p>;
  }
  if (safeMode && post.is_nsfw) {
    return (
      <p className="td-msg-post td-msg-post--sensitive">
        {SENSITIVE_MEDIA}{' '}
        <a href="/settings/account" className="td-msg-link">
          Safe Mode
        </a>
      </p>
    );
  }
  const kind = postKind(post);
  const photo = post.photos?.[0]?.alt_sizes?.[0] ?? post.photos?.[0]?.original_size;
  const thumbnail = post.thumbnail_url || photo?.url;
  // The picture fills the card's width; its width and height give the browser its shape before it loads.
  const size = post.thumbnail_url ? displaySize(post.thumbnail_width, post.thumbnail_height) : displaySize(photo?.width, photo?.height);
  const image = thumbnail ? (
    <img
      src={thumbnail}
      alt={post.summary ? `${KIND_LABELS[kind]}: ${post.summary}` : `${KIND_LABELS[kind]} post`}
      {...size}
      className="td-msg-post__image"
      loading="lazy"
    />
  ) : null;
  return (
    <div className="td-msg-post">
      {image &&
        (blurred ? (
          <BlurredMedia onReveal={onReveal}>{image}</BlurredMedia>
        ) : (
          <a href={post.post_url || undefined} target="_blank" rel="noreferrer" className="td-msg-post__media">
            {image}
          </a>
        ))}
      <div className="td-msg-post__meta">
        <span className="td-msg-post__kind">{KIND_LABELS[kind]}</span>
        {post.blog_name && <span className="td-msg-post__blog">{post.blog_name}</span>}
      </div>
      {post.summary && (
        <a href={post.post_url || undefined} target="_blank" rel="noreferrer" className="td-msg-post__summary">
          {post.summary}
        </a>
      )}
    </div>
  );
}
