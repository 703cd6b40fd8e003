import { useCallback, useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { BlogView } from '../blog/blog-view';
import { AskPage } from './ask-page';
import { FollowPage } from './follow-page';
import { SearchPage } from './search-page';
import { SubmitPage } from './submit-page';
import { pageOf } from './routes';
import '../peepr.css';

function usePathname(): string {
  const [path, setPath] = useState(() => window.location.pathname + window.location.search);
  useEffect(() => {
    const update = () => setPath(window.location.pathname + window.location.search);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** The viewer's full pages: /blog/{name}, /blog/{name}/ask, /blog/{name}/submit, /follow/{name}, /search[/{term}]. */
export function PeeprPages() {
  const path = usePathname();
  const url = new URL(path, window.location.origin);
  const page = pageOf(url.pathname, url.search);
  const windowScroller = useCallback(() => null, []);

  useEffect(() => {
    // The header's GET form lands on /search?q=…; results live at /search/{term}.
    if (page?.kind === 'search-form') navigateToUrl(page.redirect);
  }, [page]);

  if (!page || page.kind === 'search-form') return null;
  switch (page.kind) {
    case 'blog':
      return (
        <div className="td-peepr-page">
          <BlogView key={page.blogName} blogName={page.blogName} inViewer={false} scroller={windowScroller} />
        </div>
      );
    case 'ask':
      return <AskPage blogName={page.blogName} />;
    case 'submit':
      return <SubmitPage blogName={page.blogName} />;
    case 'follow':
      return <FollowPage blogName={page.blogName} />;
    case 'search':
      return <SearchPage key={`${page.term}${url.search}`} term={page.term} search={url.search} />;
  }
}
