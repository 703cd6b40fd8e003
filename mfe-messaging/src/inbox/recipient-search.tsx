import { useEffect, useId, useState } from 'react';
import type { Participant } from '@tumbledash/shared';
import { searchParticipants } from '../api/messaging-api';
import { pick } from '../errors/error-text';
import { useController, useMessaging } from '../store/messaging-context';
import { newConversationPath } from '../util/conversation-route';
import { useDelayed } from '../util/use-delayed';
import { BlogRow } from './blog-link';
import { FAVORITES_COUNT, NO_ONE_MESSAGES, SEARCH_DEBOUNCE_MS } from './inbox-rules';

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; blogs: Participant[]; empty: string }
  | { status: 'failed' };

/** The "To:" panel: favorites, or search results as the person types (debounced 250 ms). */
export function RecipientSearch() {
  const controller = useController();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const { blogUuid, favorites } = useMessaging((state) => ({
    blogUuid: state.blogUuid,
    favorites: state.blogUuid ? state.suggestions[state.blogUuid] : undefined,
  }));
  const trimmed = query.trim();
  const showLoader = useDelayed(search.status === 'loading');

  useEffect(() => {
    if (!trimmed || !blogUuid) {
      setSearch({ status: 'idle' });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'loading' });
      searchParticipants(trimmed, blogUuid, abort.signal)
        .then(({ blogs }) => setSearch({ status: 'done', blogs: blogs ?? [], empty: pick(NO_ONE_MESSAGES) }))
        .catch(() => {
          if (!abort.signal.aborted) setSearch({ status: 'failed' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [trimmed, blogUuid]);

  const pickBlog = (blog: Participant) => void controller.openWithBlog(blog);
  const shown = trimmed ? (search.status === 'done' ? search.blogs : []) : (favorites ?? []).slice(0, FAVORITES_COUNT);

  return (
    <div className="td-msg-recipients">
      <div className="td-msg-recipients__field">
        <label htmlFor={inputId}>To:</label>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            const first = shown[0];
            if (event.key === 'Enter' && first) {
              event.preventDefault();
              pickBlog(first);
            }
          }}
        />
      </div>
      {showLoader && <p className="td-msg-muted">Searching…</p>}
      {search.status === 'done' && search.blogs.length === 0 && (
        <p className="td-msg-muted" role="status">
          {search.empty}
        </p>
      )}
      {search.status === 'failed' && (
        <p className="td-msg-muted" role="status">
          Something went screwy.
        </p>
      )}
      {shown.length > 0 && (
        <ul className="td-msg-recipients__list" aria-label={trimmed ? 'Search results' : 'Favorites'}>
          {shown.map((blog) => (
            <li key={blog.uuid}>
              <BlogRow blog={blog} href={newConversationPath(blog.name)} onPick={pickBlog} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
