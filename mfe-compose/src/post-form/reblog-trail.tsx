import { Avatar } from '@tumbledash/shared';
import { sanitizeContent } from '../editor/paste-filter';
import type { ReblogContext } from './post-model';
import { ContentPreview } from './content-preview';

/** The reblogged post and the trail of earlier additions, oldest first, above the reblogger's own words. */
export function ReblogTrail({ reblog }: { reblog: ReblogContext }) {
  return (
    <section className="td-compose-trail" aria-label="Reblogged post">
      {reblog.fromBlog && <p className="td-compose-trail__from">Reblogged from {reblog.fromBlog}</p>}
      <div className="td-compose-trail__content">
        <ContentPreview content={reblog.content} />
      </div>
      {reblog.tree.map((item) => (
        <article key={`${item.post_id}-${item.blog.name}`} className="td-compose-trail__item">
          <header className="td-compose-trail__blog">
            <Avatar src={item.blog.avatar_url} name={item.blog.name} size={24} shape="square" />
            <span>{item.blog.name}</span>
          </header>
          <div className="td-compose-content" dangerouslySetInnerHTML={{ __html: sanitizeContent(item.content_html) }} />
        </article>
      ))}
    </section>
  );
}
