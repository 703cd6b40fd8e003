import type { PostContent } from '@tumbledash/shared';
import { sanitizeContent } from '../editor/paste-filter';

function Html({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className ? `td-compose-content ${className}` : 'td-compose-content'} dangerouslySetInnerHTML={{ __html: sanitizeContent(html) }} />;
}

/** A read-only look at a post's content (the reblogged post in a reblog form). */
export function ContentPreview({ content }: { content: PostContent }) {
  switch (content.type) {
    case 'text':
      return (
        <>
          {content.title && <h3 className="td-compose-preview__title">{content.title}</h3>}
          <Html html={content.body} />
        </>
      );
    case 'photo':
      return (
        <>
          <div className="td-compose-preview__photos">
            {content.photos.map((photo) => (
              <img key={photo.id} src={photo.url} alt={photo.caption} width={photo.width || undefined} height={photo.height || undefined} />
            ))}
          </div>
          <Html html={content.caption} />
        </>
      );
    case 'quote':
      return (
        <figure className="td-compose-preview__quote">
          <Html html={content.quote} className="td-compose-preview__quote-text" />
          {content.source && (
            <figcaption>
              — <Html html={content.source} />
            </figcaption>
          )}
        </figure>
      );
    case 'link':
      return (
        <>
          <p className="td-compose-preview__link">
            <a href={content.url} target="_blank" rel="noopener noreferrer nofollow">
              {content.title || content.url}
            </a>
          </p>
          {content.excerpt && <p className="td-compose-preview__excerpt">{content.excerpt}</p>}
          <Html html={content.caption} />
        </>
      );
    case 'chat':
      return (
        <>
          {content.title && <h3 className="td-compose-preview__title">{content.title}</h3>}
          <ul className="td-compose-preview__chat">
            {content.chat.map((line, index) => (
              <li key={index}>
                {line.label && <b>{line.label}: </b>}
                {line.phrase}
              </li>
            ))}
          </ul>
        </>
      );
    case 'audio':
      return (
        <>
          <p className="td-compose-preview__media">♪ {[content.trackTitle, content.trackArtist].filter(Boolean).join(' — ') || 'Audio'}</p>
          <Html html={content.caption} />
        </>
      );
    case 'video':
      return (
        <>
          {content.poster ? <img className="td-compose-preview__poster" src={content.poster} alt="Video" /> : <p className="td-compose-preview__media">▶ Video</p>}
          <Html html={content.caption} />
        </>
      );
    case 'note':
      return (
        <>
          <blockquote className="td-compose-preview__ask">
            {content.asker && <b>{content.asker} asked: </b>}
            {content.ask}
          </blockquote>
          <Html html={content.answer} />
        </>
      );
  }
}
