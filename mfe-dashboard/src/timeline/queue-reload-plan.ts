import { TIMELINE_PAGE_SIZE, type DashboardPost, type TimelinePage } from '@tumbledash/shared';
import type { TimelineState } from './timeline-state';

/** The most posts one timeline call answers (`limit` 1..50). */
export const RELOAD_MAX_POSTS = 50;

/**
 * How many posts a reload asks for: as many whole pages as were shown, so the reader keeps their place, up to
 * what one call gives; the posts beyond load on scrolling as usual.
 */
export function reloadLimit(shown: number, pageSize = TIMELINE_PAGE_SIZE): number {
  return Math.min(RELOAD_MAX_POSTS, Math.max(pageSize, Math.ceil(shown / pageSize) * pageSize));
}

/** Marks the list as being fetched again from the top: the posts shown stay, with no spinner. */
export function startReload(state: TimelineState): TimelineState {
  return { ...state, reloading: true, status: 'idle', error: null };
}

/**
 * The list fetched again from the top: its posts replace every one shown, in the server's order (the pages
 * loaded by scrolling too; those past the fresh ones load on scrolling as usual). Each run of `pageSize` posts
 * counts as the page asked before the post above it, so eviction (eviction.ts) can fetch it again by that.
 */
export function reloadedList(state: TimelineState, page: TimelinePage, pageSize: number): TimelineState {
  const fetchedWith: Record<string, string | null> = {};
  page.posts.forEach((post, index) => {
    fetchedWith[post.id] = index < pageSize ? null : page.posts[index - (index % pageSize) - 1]!.id;
  });
  const { newestReceived: _old, ...rest } = state;
  const received = page.posts[0]?.id;
  return {
    ...rest,
    posts: page.posts,
    next: page.next,
    loaded: true,
    status: 'idle',
    error: null,
    fetchedWith,
    reloading: false,
    ...(received ? { newestReceived: received } : {}),
  };
}

/** The reload failed: the posts shown stay (the saved one already replaced in place). */
export function endReload(state: TimelineState): TimelineState {
  return state.reloading ? { ...state, reloading: false } : state;
}

/** The post an edit saved over the page was about, its place in the list then, and how far below the window's top its card stood. */
export interface Refocus {
  postId: string;
  index: number;
  top: number;
}

/** Where focus goes once the reloaded list is shown: a post's card, or the list's end (or empty) text. */
export type RefocusTarget = { postId: string } | { end: true };

/** The edited post's card if it is still in the list, else the card now at its place, else the list's end. */
export function refocusTarget(refocus: Pick<Refocus, 'postId' | 'index'>, posts: readonly Pick<DashboardPost, 'id'>[]): RefocusTarget {
  if (posts.some((post) => post.id === refocus.postId)) return { postId: refocus.postId };
  const atItsPlace = posts[refocus.index];
  return atItsPlace ? { postId: atItsPlace.id } : { end: true };
}

/** The page's base route after a save when its address has more (`/queue?…`, A§2.1); null when it is the base. */
export function baseRouteOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  return location.search || location.hash ? location.pathname : null;
}
