import { navigateToUrl } from 'single-spa';
import { session, type BlogListItem } from '@tumbledash/shared';
import { setFollowing } from '../follow/follow-actions';

/**
 * A recommended blog's name, title and Follow; a visitor is sent to the follow page instead (B§5). Whether it
 * shows "Following" is the header's copy, kept by `blog:follow-changed` — which `setFollowing` emits at once
 * and again if the server refuses.
 */
export function RecommendedBlog({ blog }: { blog: BlogListItem }) {
  const { following } = blog;
  const follow = () => {
    if (!session.get().user) return navigateToUrl(`/follow/${blog.name}`);
    if (following) return;
    const flags = { following: false, can_subscribe: false, is_subscribed: false };
    void setFollowing({ name: blog.name, flags }, true, { source: 'explore', offset: null });
  };
  return (
    <>
      <div className="td-dash-explore__blog-text">
        <a href={`/blog/${blog.name}`} className="td-dash-explore__blog-name" onClick={navigateToUrl}>
          {blog.name}
        </a>
        {blog.title && <span className="td-dash-explore__blog-title">{blog.title}</span>}
      </div>
      <button
        type="button"
        className={following ? 'td-dash-explore__follow td-dash-explore__follow--done' : 'td-dash-explore__follow'}
        aria-label={following ? `Following ${blog.name}` : `Follow ${blog.name}`}
        aria-disabled={following || undefined}
        onClick={follow}
      >
        {following ? 'Following' : 'Follow'}
      </button>
    </>
  );
}
