import type { DashboardPost, PostState } from '@tumbledash/shared';
import type { PageRootKind } from './page-root';
import { removePost, type TimelineState } from './timeline-state';

/**
 * The states of the posts each list shows (api timeline/roots.ts and query.ts): an edited post in another state
 * leaves it. The dashboard keeps the reader's own private post, as it puts one on top after a save
 * (`insertsSavedPost`); a blog's page shows its members its private posts. The queue reloads after a save
 * (queue-reload.ts) and the inbox keeps what was answered there: an edit stays in place in them.
 */
const SHOWN_STATES: Partial<Record<PageRootKind, readonly PostState[]>> = {
  dashboard: ['published', 'private'],
  drafts: ['draft'],
  likes: ['published'],
  explore: ['published'],
  tagged: ['published'],
  blog: ['published', 'private'],
};

/** The kind of page a cached timeline's key names (`tagged/cats` → `tagged`, timeline-store.ts). */
export function kindOfKey(key: string): PageRootKind {
  return key.split('/', 1)[0] as PageRootKind;
}

/**
 * An edited post in one cached list of page kind `kind`: it takes the place of the post it was (`editedId`, its id
 * before the save: published now, a draft or queued post takes a new one), or leaves the list when the list does
 * not show posts in its new state (a draft published leaves the drafts, a post made private leaves the likes).
 * The same state when the list does not hold it.
 */
export function applyEdit(state: TimelineState, kind: PageRootKind, post: DashboardPost, editedId: string): TimelineState {
  const shown = SHOWN_STATES[kind];
  const keeps = !shown || shown.includes(post.state);
  // Already there under its new id (put on top): the old copy goes.
  if (!keeps || (editedId !== post.id && state.posts.some((item) => item.id === post.id))) return removePost(state, editedId);
  if (!state.posts.some((item) => item.id === editedId)) return state;
  return { ...state, posts: state.posts.map((item) => (item.id === editedId ? post : item)) };
}
