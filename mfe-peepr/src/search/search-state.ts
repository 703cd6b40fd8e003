import type { DashboardPost, SearchPostRole, SearchPostType, SearchSort } from '@tumbledash/shared';
import { offsetAfterRemoving, type PostsChange } from '../posts/post-changes';

/** B§3 "Blog search model" plus what the list shows while it loads. */
export interface SearchState {
  term: string;
  sort: SearchSort;
  post_type: SearchPostType;
  post_role: SearchPostRole;
  /** Next offset to ask for; negative means the end. */
  next_offset: number;
  posts: DashboardPost[];
  loading: boolean;
  error: string | null;
}

export const INITIAL_SEARCH: SearchState = {
  term: '',
  sort: 'CREATED_DESC',
  post_type: 'ANY',
  post_role: 'ANY',
  next_offset: 0,
  posts: [],
  loading: false,
  error: null,
};

export type SearchAction =
  | { type: 'term'; term: string }
  | { type: 'sort'; sort: SearchSort }
  | { type: 'post_type'; post_type: SearchPostType }
  | { type: 'post_role'; post_role: SearchPostRole }
  | { type: 'clear' }
  | { type: 'loading' }
  | { type: 'loaded'; posts: DashboardPost[]; next_offset: number }
  | { type: 'failed'; error: string }
  /** A result edited or deleted on the page (`followPostChanges`). */
  | { type: 'changed'; change: PostsChange };

/** Changing term, sort, post_type or post_role resets the results and the offset (B§4 "Blog search"). */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  const reset = { next_offset: 0, posts: [], loading: false, error: null };
  switch (action.type) {
    case 'term':
      return action.term === state.term ? state : { ...state, ...reset, term: action.term };
    case 'sort':
      return { ...state, ...reset, sort: action.sort };
    case 'post_type':
      return { ...state, ...reset, post_type: action.post_type };
    case 'post_role':
      return { ...state, ...reset, post_role: action.post_role };
    case 'clear':
      return { ...INITIAL_SEARCH, sort: state.sort, post_type: state.post_type, post_role: state.post_role };
    case 'loading':
      return { ...state, loading: true, error: null };
    case 'loaded':
      return { ...state, loading: false, posts: [...state.posts, ...action.posts.filter((post) => !state.posts.some((shown) => shown.id === post.id))], next_offset: action.next_offset };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'changed': {
      const posts = action.change(state.posts);
      if (posts === state.posts) return state;
      return { ...state, posts, next_offset: offsetAfterRemoving(state.next_offset, state.posts.length - posts.length) };
    }
  }
}

/** True when a search is active (a term is set). */
export function searching(state: SearchState): boolean {
  return state.term.trim() !== '';
}

export function searchDone(state: SearchState): boolean {
  return state.next_offset < 0;
}
