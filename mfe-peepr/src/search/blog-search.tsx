import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { api, SEARCH_POST_ROLES, SEARCH_POST_TYPES, useSession, type SearchPostRole, type SearchPostType, type SearchSort, type TypeaheadResponse } from '@tumbledash/shared';
import type { SearchAction, SearchState } from './search-state';

const SORT_LABELS: Record<SearchSort, string> = { CREATED_DESC: 'Newest', POPULARITY_DESC: 'Most popular' };
const ROLE_LABELS: Record<SearchPostRole, string> = { ANY: 'Any', ORIGINAL: 'Original posts' };

interface BlogSearchProps {
  blogName: string;
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
}

/** The term input with Popular Tags, and the filters (shown only to signed-in people, B§2 "Search filters"). */
export function BlogSearch({ blogName, state, dispatch }: BlogSearchProps) {
  const { user } = useSession();
  const id = useId();
  const [text, setText] = useState(state.term);
  const [tags, setTags] = useState<string[]>([]);
  const [filters, setFilters] = useState(false);
  const term = useRef<HTMLInputElement>(null);

  // It shows when the person opens it with the toggle: what they type next is the term.
  useEffect(() => {
    term.current?.focus();
  }, []);

  useEffect(() => {
    let alive = true;
    api
      .get<TypeaheadResponse>(`/svc/search/blog_search_typeahead/${encodeURIComponent(blogName)}`)
      .then((response) => alive && setTags(response.tags.map((tag) => tag.tag)))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [blogName]);

  return (
    <search className="td-peepr-search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(text.trim() ? { type: 'term', term: text.trim() } : { type: 'clear' });
        }}
      >
        <label htmlFor={`${id}-term`}>Search {blogName}</label>
        <input ref={term} id={`${id}-term`} type="search" list={`${id}-tags`} value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        <datalist id={`${id}-tags`}>
          {tags.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <button type="submit">Search</button>
        {state.term && (
          <button
            type="button"
            onClick={() => {
              setText('');
              dispatch({ type: 'clear' });
              // The button goes with the search it cleared: the focus stays in the search, on its term field.
              term.current?.focus();
            }}
          >
            Clear search
          </button>
        )}
        {user && (
          <button type="button" aria-expanded={filters} onClick={() => setFilters(!filters)}>
            Filters
          </button>
        )}
      </form>
      {user && filters && (
        <fieldset className="td-peepr-search__filters">
          {/* Named for assistive technology; on screen the pressed Filters button above heads the panel. */}
          <legend className="td-ui-visually-hidden">Filters</legend>
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select id={`${id}-sort`} value={state.sort} onChange={(event) => dispatch({ type: 'sort', sort: event.target.value as SearchSort })}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-type`}>Post type</label>
          <select id={`${id}-type`} value={state.post_type} onChange={(event) => dispatch({ type: 'post_type', post_type: event.target.value as SearchPostType })}>
            {SEARCH_POST_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'ANY' ? 'Any' : type[0] + type.slice(1).toLowerCase()}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-role`}>Post role</label>
          <select id={`${id}-role`} value={state.post_role} onChange={(event) => dispatch({ type: 'post_role', post_role: event.target.value as SearchPostRole })}>
            {SEARCH_POST_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </fieldset>
      )}
    </search>
  );
}
