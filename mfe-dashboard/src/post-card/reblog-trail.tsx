import type { TrailItem } from '@tumbledash/shared';
import { Contributor } from './contributor';
import { SafeHtml } from './safe-html';

/** The rebloggers' additions, oldest first, each under the contributor's name. */
export function ReblogTrail({ trail }: { trail: TrailItem[] }) {
  if (trail.length === 0) return null;
  return (
    <ol className="td-dash-trail" aria-label="Reblog trail">
      {trail.map((item, index) => (
        <li key={`${item.post_id}-${index}`} className="td-dash-trail__item">
          <Contributor name={item.blog.name} avatarUrl={item.blog.avatar_url} postId={item.post_id} />
          <SafeHtml html={item.content_html} className="td-dash-trail__content" />
        </li>
      ))}
    </ol>
  );
}
