import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { api, SITE_SEARCH_POST_TYPES, SITE_SEARCH_SORTS, type Blog, type DashboardPost, type SiteSearchPage, type SiteSearchPostType, type SiteSearchSort } from '@tumbledash/shared';
import { FollowButton } from '../blog/follow-button';
import { useSafeMode } from '../blog/blog-view';
import { followPostChanges, offsetAfterRemoving } from '../posts/post-changes';
import { PostList } from '../posts/post-list';
import { BlogCard } from './blog-card';

const SORT_LABELS: Record<SiteSearchSort, string> = { top: 'Top', recent: 'Recent' };

function option<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** /search/{term}: matching blogs and posts, paged, with sort (top/recent) and a post type (B§2). */
export function SearchPage({ term, search }: { term: string; search: string }) {
  const params = new URLSearchParams(search);
  const sort = option(SITE_SEARCH_SORTS, params.get('sort'), 'top');
  const type = option(SITE_SEARCH_POST_TYPES, params.get('filter_post_type'), 'any');
  const safeMode = useSafeMode();
  const filterNsfw = params.has('filter_nsfw') ? params.get('filter_nsfw') !== 'false' : safeMode;
  const id = useId();
  const [blogs, setBlogs] = useState<Blog[]>([]);
  const [posts, setPosts] = useState<DashboardPost[]>([]);
  const [offset, setOffset] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const scroller = useCallback(() => null, []);

  const more = useCallback(() => {
    if (busy.current || offset < 0) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    api
      .get<SiteSearchPage>('/svc/search/site', { params: { q: term, sort, filter_post_type: type, filter_nsfw: filterNsfw, offset } })
      .then((page) => {
        if (offset === 0) setBlogs(page.blogs);
        setPosts((shown) => [...shown, ...page.posts.filter((post) => !shown.some((old) => old.id === post.id))]);
        setOffset(page.next_offset);
      })
      .catch(() => setError('Something went screwy.'))
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [term, sort, type, filterNsfw, offset]);

  useEffect(() => {
    if (offset === 0 && posts.length === 0 && !error) more();
  }, [more, offset, posts.length, error]);

  // Results edited or deleted here show at once, as a blog's list does; a new post is no result (a search).
  const latestPosts = useRef(posts);
  useEffect(() => {
    latestPosts.current = posts;
  });
  useEffect(
    () =>
      followPostChanges(false, (change) => {
        const removed = latestPosts.current.length - change(latestPosts.current).length;
        if (removed > 0) setOffset((current) => offsetAfterRemoving(current, removed));
        setPosts(change);
      }),
    [],
  );

  const change = (next: { sort?: SiteSearchSort; filter_post_type?: SiteSearchPostType }) => {
    const query = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) query.set(key, value);
    navigateToUrl(`/search/${encodeURIComponent(term)}?${query.toString()}`);
  };

  return (
    <div className="td-peepr-page td-peepr-search-page">
      <h1>Search results for “{term}”</h1>
      <div className="td-peepr-search__filters" role="group" aria-label="Search filters">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} value={sort} onChange={(event) => change({ sort: event.target.value as SiteSearchSort })}>
          {SITE_SEARCH_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-type`}>Post type</label>
        <select id={`${id}-type`} value={type} onChange={(event) => change({ filter_post_type: event.target.value as SiteSearchPostType })}>
          {SITE_SEARCH_POST_TYPES.map((value) => (
            <option key={value} value={value}>
              {value === 'any' ? 'Any' : value[0]!.toUpperCase() + value.slice(1)}
            </option>
          ))}
        </select>
      </div>
      {blogs.length > 0 && (
        <section aria-labelledby={`${id}-blogs`}>
          <h2 id={`${id}-blogs`}>Blogs</h2>
          <ul className="td-peepr-blog-list">
            {blogs.map((blog) => (
              <BlogCard key={blog.name} blog={blog}>
                <FollowButton blog={{ ...blog, is_member: false }} source="POST" />
              </BlogCard>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={`${id}-posts`}>
        <h2 id={`${id}-posts`}>Posts</h2>
        {!loading && !error && posts.length === 0 && <p role="status">Nothing here about “{term}”.</p>}
        <PostList posts={posts} loading={loading} done={offset < 0} error={error} onMore={more} onRetry={more} scroller={scroller} autopage inViewer={false} search={false} showEnd label={`Posts about ${term}`} />
      </section>
    </div>
  );
}
