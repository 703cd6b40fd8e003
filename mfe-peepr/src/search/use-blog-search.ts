import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api, SEARCH_PAGE_SIZE, type BlogSearchPage } from '@tumbledash/shared';
import { followPostChanges } from '../posts/post-changes';
import { INITIAL_SEARCH, searchDone, searching, searchReducer } from './search-state';

/** Blog search results, paged 10 at a time by offset; a new term or filter starts over. */
export function useBlogSearch(blogName: string, filterNsfw: boolean) {
  const [state, dispatch] = useReducer(searchReducer, INITIAL_SEARCH);
  const latest = useRef(state);
  latest.current = state;
  const generation = useRef(0);

  const more = useCallback(() => {
    const current = latest.current;
    if (!searching(current) || current.loading || searchDone(current)) return;
    const mine = generation.current;
    dispatch({ type: 'loading' });
    api
      .get<BlogSearchPage>(`/svc/search/blog_search/${encodeURIComponent(blogName)}/${encodeURIComponent(current.term)}`, {
        params: { next_offset: current.next_offset, limit: SEARCH_PAGE_SIZE, sort: current.sort, post_type: current.post_type, post_role: current.post_role, filter_nsfw: filterNsfw },
      })
      .then((page) => {
        if (mine === generation.current) dispatch({ type: 'loaded', posts: page.posts, next_offset: page.next_offset });
      })
      .catch(() => {
        if (mine === generation.current) dispatch({ type: 'failed', error: 'Something went screwy.' });
      });
  }, [blogName, filterNsfw]);

  // Every reset (term, sort, type, role) fetches the first page again.
  useEffect(() => {
    generation.current += 1;
    if (searching(state)) more();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.term, state.sort, state.post_type, state.post_role, more]);

  // Results edited or deleted here show at once, as the blog's own list does; a new post is no result (a search).
  useEffect(() => followPostChanges(false, (change) => dispatch({ type: 'changed', change })), []);

  return { state, dispatch, more };
}
