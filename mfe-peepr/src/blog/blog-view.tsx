import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { bus, removeFirstScreen, useDrawingPainted, useSession, type BlogHeader as Blog } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { PostList } from '../posts/post-list';
import { BlogSearch } from '../search/blog-search';
import { searchDone, searching } from '../search/search-state';
import { useBlogSearch } from '../search/use-blog-search';
import { peeprData } from '../peepr/target';
import { blogPath } from '../peepr/url';
import { BlogHeader, themeStyle } from './blog-header';
import { MissingBlog } from './missing-blog';
import { SensitiveSurvey } from './sensitive-survey';
import { useBlogPosts } from './use-blog';
import { useReportFromAddress } from './use-report-from-address';

interface BlogViewProps {
  blogName: string;
  postId?: string;
  /** In the drawer: its players count for autoplay and likes are tagged peepr. */
  inViewer: boolean;
  scroller: () => HTMLElement | null;
  /** Names the view for the drawer's dialog. */
  titleId?: string;
  /** A post's page: its report-abuse address (#report) opens the abuse form for the post. */
  reportFromAddress?: boolean;
  /** Shown under the view once the blog is there (a missing blog has nowhere more to go). */
  below?: ReactNode;
}

/** Safe mode applies when the site flag and the person's setting are both on (B§5). */
export function useSafeMode(): boolean {
  const { user, flags } = useSession();
  return Boolean(flags.safe_mode && user?.safe_mode);
}

/** One blog: themed header, follow, contact popover, search, and its posts (the drawer and /blog/{name}). */
export function BlogView({ blogName, postId, inViewer, scroller, titleId, reportFromAddress = false, below }: BlogViewProps) {
  const fallbackId = useId();
  const headingId = titleId ?? fallbackId;
  const { blog, posts, loading, done, error, missing, postMissing, more, setBlog } = useBlogPosts(blogName, postId, !inViewer);
  // The page (a blog's, a post's) names the tab, the drawer leaves it to the page under it. A page that says the
  // blog or the post is not there is not named after the blog.
  usePageTitle(inViewer ? null : missing || postMissing ? 'Not found' : blogName);
  const safeMode = useSafeMode();
  const search = useBlogSearch(blogName, safeMode);
  const root = useRef<HTMLDivElement>(null);
  useReportFromAddress(reportFromAddress && Boolean(postId), posts[0], root);
  const [searchOpen, setSearchOpen] = useState(false);
  const onSaved = useCallback((saved: Blog) => setBlog(saved), [setBlog]);
  // After a safe-mode bypass for this blog: the survey shows and autopaging is off (B§4).
  const [bypassed, setBypassed] = useState(false);
  useEffect(() => {
    const subscription = bus.on('safe-mode:bypassed').subscribe(({ blogName: lifted }) => {
      if (lifted === blogName) setBypassed(true);
    });
    return () => subscription.unsubscribe();
  }, [blogName]);

  // The page (not the drawer) takes the place of the server's drawing of it once its own header and first
  // posts are drawn, in the same paint: nothing moves (issue 14). Also when there is nothing to show but a notice.
  // Not before the drawing's header picture is painted (at most 1 s): it stays the page's largest paint.
  const [listShown, setListShown] = useState(false);
  const onListShown = useCallback(() => setListShown(true), []);
  const drawingPainted = useDrawingPainted();
  useLayoutEffect(() => {
    if (!inViewer && drawingPainted && (missing || postMissing || (listShown && (blog !== null || error !== null)))) removeFirstScreen();
  }, [inViewer, drawingPainted, missing, postMissing, blog, error, listShown]);

  if (missing) return <MissingBlog blogName={blogName} level="h2" headingId={headingId} linkBack={!inViewer} />;
  // The search toggle is hidden in safe mode for adult blogs (B§2 "Search filters").
  const canSearch = !postId && blog !== null && !(safeMode && blog.nsfw);
  const inSearch = searching(search.state);
  return (
    <>
      <div ref={root} className="td-peepr-view" style={blog ? themeStyle(blog) : undefined}>
        {blog ? <BlogHeader blog={blog} onSaved={onSaved} titleId={headingId} /> : <h2 id={headingId} className="td-ui-visually-hidden">{blogName}</h2>}
        {canSearch && (
          <div className="td-peepr-search-bar">
            <button
              type="button"
              className="td-peepr-search-toggle"
              aria-expanded={searchOpen}
              onClick={(event) => {
                // Some browsers do not focus a clicked button: closing the search leaves the focus on its toggle.
                event.currentTarget.focus();
                setSearchOpen(!searchOpen);
              }}
            >
              {searchOpen ? 'Hide search' : `Search ${blogName}`}
            </button>
            {searchOpen && <BlogSearch blogName={blogName} state={search.state} dispatch={search.dispatch} />}
          </div>
        )}
        {bypassed && <SensitiveSurvey />}
        {postMissing ? (
          <div className="td-peepr-empty">
            <p role="status">This post could not be found.</p>
            {/* The page has its own way to the blog below the view. */}
            {inViewer && (
              <p>
                <a href={blogPath(blogName)} data-peepr={peeprData(blogName)}>
                  See more from {blogName}
                </a>
              </p>
            )}
          </div>
        ) : inSearch ? (
          <>
            {!search.state.loading && search.state.posts.length === 0 && !search.state.error && (
              <p className="td-peepr-empty" role="status">
                Nothing here about “{search.state.term}”.
              </p>
            )}
            <PostList
              key={`search:${search.state.term}:${search.state.sort}:${search.state.post_type}:${search.state.post_role}`}
              posts={search.state.posts}
              loading={search.state.loading}
              done={searchDone(search.state)}
              error={search.state.error}
              onMore={search.more}
              onRetry={search.more}
              scroller={scroller}
              autopage
              inViewer={inViewer}
              search
              showEnd
              label={`Posts about ${search.state.term} on ${blogName}`}
            />
          </>
        ) : (
          <PostList
            posts={posts}
            loading={loading}
            done={done}
            error={error}
            onMore={more}
            onRetry={more}
            scroller={scroller}
            autopage={!postId && !bypassed}
            inViewer={inViewer}
            search={false}
            showEnd={!postId}
            label={`Posts of ${blogName}`}
            onShown={onListShown}
          />
        )}
        {!loading && done && posts.length === 0 && !inSearch && !postMissing && (
          <p className="td-peepr-empty">{blogName} has not posted anything yet.</p>
        )}
      </div>
      {blog && below}
    </>
  );
}
