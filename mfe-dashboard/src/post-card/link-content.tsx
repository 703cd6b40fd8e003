import type { PostContent } from '@tumbledash/shared';
import { SafeHtml } from './safe-html';
import { safeUrl, urlHost } from './urls';

type LinkPost = Extract<PostContent, { type: 'link' }>;

/** A card for the linked page (title, host, excerpt, thumbnail), then the poster's caption. */
export function LinkContent({ content }: { content: LinkPost }) {
  const href = safeUrl(content.url);
  const host = urlHost(content.url);
  const thumbnail = safeUrl(content.thumbnail);
  const body = (
    <>
      {thumbnail && <img className="td-dash-link__thumb" src={thumbnail} alt="" loading="lazy" />}
      <span className="td-dash-link__text">
        <span className="td-dash-link__title">{content.title || host || content.url}</span>
        {content.excerpt && <span className="td-dash-link__excerpt">{content.excerpt}</span>}
        {host && <span className="td-dash-link__host">{host}</span>}
      </span>
    </>
  );
  return (
    <>
      {href ? (
        <a className="td-dash-link" href={href} target="_blank" rel="noopener noreferrer nofollow">
          {body}
        </a>
      ) : (
        <div className="td-dash-link">{body}</div>
      )}
      <SafeHtml html={content.caption} />
    </>
  );
}
