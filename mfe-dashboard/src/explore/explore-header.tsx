import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { api, Avatar, bus, type ExploreData } from '@tumbledash/shared';
import { tagPath } from '../post-card/urls';
import { RecommendedBlog } from './recommended-blog';
import { withRecommendedFollowing } from './recommended-following';
import './explore.css';

/**
 * Above Explore's trending posts: the trending tags and "Recommended blogs" with Follow (issue 12). Nothing
 * shows until they loaded; a failure leaves the posts alone. The Follow buttons follow `blog:follow-changed`.
 */
export function ExploreHeader() {
  const [data, setData] = useState<ExploreData | null>(null);
  useEffect(() => {
    let live = true;
    api.get<ExploreData>('/svc/explore').then(
      (answer) => live && setData(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  // A follow anywhere on the page (a post card's Follow, an unfollow or block from a menu) shows here too.
  useEffect(() => {
    const subscription = bus.on('blog:follow-changed').subscribe(({ blogName, following }) =>
      setData((current) => current && withRecommendedFollowing(current, blogName, following)),
    );
    return () => subscription.unsubscribe();
  }, []);
  return (
    <div className="td-dash-explore">
      <h1 className="td-dash-explore__title">Explore</h1>
      {data && data.tags.length > 0 && (
        <section aria-labelledby="td-dash-explore-tags">
          <h2 id="td-dash-explore-tags">Trending tags</h2>
          <ul className="td-dash-explore__tags">
            {data.tags.map(({ tag }) => (
              <li key={tag}>
                <a href={tagPath(tag)} onClick={navigateToUrl}>
                  #{tag}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.blogs.length > 0 && (
        <section aria-labelledby="td-dash-explore-blogs">
          <h2 id="td-dash-explore-blogs">Recommended blogs</h2>
          <ul className="td-dash-explore__blogs">
            {data.blogs.map((blog) => (
              <li key={blog.name}>
                <Avatar src={blog.avatar_url} name={blog.name} size={40} />
                <RecommendedBlog blog={blog} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="td-dash-explore__posts">Trending posts</h2>
    </div>
  );
}
