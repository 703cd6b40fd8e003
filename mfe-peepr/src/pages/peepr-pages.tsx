import { useCallback, useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { useLocationSearch, usePathname } from '@tumbledash/shared';
import { BlogView } from '../blog/blog-view';
import { AskPage } from './ask-page';
import { FollowPage } from './follow-page';
import { SearchPage } from './search-page';
import { SubmitPage } from './submit-page';
import { blogPath, pageQuery } from '../peepr/url';
import { pageOf } from './routes';
import '../peepr.css';

/** The viewer's full pages: /blog/{name}, a post's /blog/{name}/{id}[/{slug}], /blog/{name}/ask, /blog/{name}/submit, /follow/{name}, /search[/{term}]. */
export function PeeprPages() {
  // The page's address: under a post form's own address (`/edit/{id}` over this page) it is still this page.
  const pathname = usePathname();
  const search = useLocationSearch();
  const page = pageOf(pathname, search);
  const windowScroller = useCallback(() => null, []);

  useEffect(() => {
    // The header's GET form lands on /search?q=…; results live at /search/{term}. The form's address takes no
    // entry of its own, or Back would land on it and be sent forward again. single-spa reroutes on replaceState.
    if (page?.kind === 'search-form') window.history.replaceState(window.history.state, '', page.redirect);
  }, [page]);

  if (!page || page.kind === 'search-form') return null;
  switch (page.kind) {
    case 'blog':
      return (
        <div className="td-peepr-page">
          <BlogView key={page.blogName} blogName={page.blogName} inViewer={false} scroller={windowScroller} />
        </div>
      );
    case 'post':
      // A post's permalink: the blog's header and that one post (page size 1), then a way to the rest.
      return (
        <div className="td-peepr-page">
          <BlogView
            key={`${page.blogName}/${page.postId}`}
            blogName={page.blogName}
            postId={page.postId}
            inViewer={false}
            scroller={windowScroller}
            reportFromAddress
            below={
              <p className="td-peepr-page__more">
                <a href={blogPath(page.blogName)} onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  navigateToUrl(blogPath(page.blogName));
                }}>
                  See more from {page.blogName}
                </a>
              </p>
            }
          />
        </div>
      );
    case 'ask':
      return <AskPage blogName={page.blogName} />;
    case 'submit':
      return <SubmitPage blogName={page.blogName} />;
    case 'follow':
      return <FollowPage blogName={page.blogName} />;
    case 'search':
      return <SearchPage key={`${page.term}${pageQuery(search)}`} term={page.term} search={search} />;
  }
}
