import type { DashboardPost, PostState, TimelinePage } from '@tumbledash/shared';
import { withBlogFlags, type FollowFlags } from '../follow/follow-state';
import { isEvicted } from './evicted-post';
import type { PageRootKind } from './page-root';

export interface TimelineState {
  posts: DashboardPost[];
  /** Cursor for the next page; null at the end (or before the first page arrived, see `loaded`). */
  next: string | null;
  /** True once the first page arrived. */
  loaded: boolean;
  status: 'idle' | 'loading' | 'error';
  /** What a person reads when the last fetch failed. */
  error: string | null;
  /** The cursor each fetched post's page was asked with: a far post can be evicted and fetched again (eviction.ts). */
  fetchedWith?: Readonly<Record<string, string | null>>;
  /**
   * The newest post the server's timeline itself sent (its first page, or the "New posts" button's page): the
   * dashboard's new-posts check asks what is newer. A post of the reader's own put at the top does not move it,
   * so the posts others made before it are still offered.
   */
  newestReceived?: string;
  /** The list is being fetched again from the top (the queue after a save): the posts shown stay until it comes. */
  reloading?: boolean;
  /**
   * A post whose card's control named `control` is to get focus once its row is on the page, the card put `top` px
   * below the window's top (the queue after a save gives focus back to the edited post's "More options").
   */
  focus?: { postId: string; top: number; control: string };
}

export const EMPTY_TIMELINE: TimelineState = Object.freeze({
  posts: [],
  next: null,
  loaded: false,
  status: 'idle',
  error: null,
}) as TimelineState;

/** True when nothing more can be fetched. */
export function isAtEnd(state: TimelineState): boolean {
  return state.loaded && state.next === null;
}

export function startLoading(state: TimelineState): TimelineState {
  return { ...state, status: 'loading', error: null };
}

export function failLoading(state: TimelineState, message: string): TimelineState {
  return { ...state, status: 'error', error: message };
}

/** Adds a page (asked with cursor `before`) below the posts already shown; a post already in the list is not repeated. */
export function appendPage(state: TimelineState, page: TimelinePage, before: string | null = null): TimelineState {
  const known = new Set(state.posts.map((post) => post.id));
  const fresh = page.posts.filter((post) => !known.has(post.id));
  const fetchedWith = { ...state.fetchedWith };
  for (const post of fresh) fetchedWith[post.id] = before;
  const received = before === null ? newest(state.newestReceived, page.posts[0]?.id) : state.newestReceived;
  return { posts: [...state.posts, ...fresh], next: page.next, loaded: true, status: 'idle', error: null, fetchedWith, newestReceived: received };
}

const newer = (a: string, b: string) => BigInt(a) > BigInt(b);

/** The newer of two post ids (post ids grow with time), either may be absent. */
function newest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return newer(b, a) ? b : a;
}

/** Where the new-posts check starts from: the newest post the timeline sent, else the top one shown. */
export function newestReceived(state: TimelineState): string | null {
  return state.newestReceived ?? state.posts[0]?.id ?? null;
}

/** Puts a post at the top; an older copy of it further down goes away. */
export function insertAtTop(state: TimelineState, post: DashboardPost): TimelineState {
  return { ...state, posts: [post, ...state.posts.filter((item) => item.id !== post.id)] };
}

/**
 * Puts the posts of a fresh first page that are newer than the newest one the timeline sent at the top (the
 * dashboard's "New posts" button), newest first among the reader's own posts already put there; those shown
 * are not repeated. Null when every post of the page is newer: more came than it holds, and a gap would be left
 * between them and the posts shown.
 */
export function prependNewer(state: TimelineState, fresh: DashboardPost[]): TimelineState | null {
  const since = newestReceived(state);
  if (since === null || fresh.every((post) => newer(post.id, since))) return null;
  const top = fresh[0]!.id;
  if (!newer(top, since)) return state;
  const known = new Set(state.posts.map((post) => post.id));
  const arrived = fresh.filter((post) => newer(post.id, since) && !known.has(post.id));
  // The posts of the old first page were fetched with no cursor; with newer ones above, that page is "before
  // the old newest + 1" (eviction.ts fetches it again by that). The new ones are few and never evicted.
  const oldFirstPage = String(BigInt(since) + BigInt(1));
  const fetchedWith = Object.fromEntries(Object.entries(state.fetchedWith ?? {}).map(([id, before]) => [id, before ?? oldFirstPage]));
  const kept = state.posts.map((post) =>
    isEvicted(post) && post.evicted.before === null ? ({ ...post, evicted: { before: oldFirstPage } } as typeof post) : post,
  );
  // The reader's own posts at the top and the arrived ones, newest first.
  const ownOnTop = kept.findIndex((post) => !newer(post.id, since));
  const split = ownOnTop === -1 ? kept.length : ownOnTop;
  const above = [...arrived, ...kept.slice(0, split)].sort((a, b) => (newer(a.id, b.id) ? -1 : newer(b.id, a.id) ? 1 : 0));
  return { ...state, posts: [...above, ...kept.slice(split)], fetchedWith, newestReceived: top };
}

export function patchPost(state: TimelineState, id: string, patch: Partial<DashboardPost>): TimelineState {
  if (!state.posts.some((item) => item.id === id)) return state;
  return { ...state, posts: state.posts.map((item) => (item.id === id ? { ...item, ...patch } : item)) };
}

export function removePost(state: TimelineState, id: string): TimelineState {
  if (!state.posts.some((item) => item.id === id)) return state;
  return { ...state, posts: state.posts.filter((item) => item.id !== id) };
}

/** Changes the flags of blog `name` in every post where it appears. */
export function patchBlog(state: TimelineState, name: string, change: (flags: FollowFlags) => FollowFlags): TimelineState {
  let changed = false;
  const posts = state.posts.map((post) => {
    // An evicted post comes back from the server with its blog's flags as they are then.
    if (isEvicted(post)) return post;
    const next = withBlogFlags(post, name, change);
    if (next !== post) changed = true;
    return next;
  });
  return changed ? { ...state, posts } : state;
}

/** Takes out every post by blog `name` (after blocking it). */
export function removeBlogPosts(state: TimelineState, name: string): TimelineState {
  if (!state.posts.some((post) => post.tumblelog === name)) return state;
  return { ...state, posts: state.posts.filter((post) => post.tumblelog !== name) };
}

/**
 * Which saved posts a page inserts at the top (A§2.1: dashboard, drafts, inbox). A draft saved from the
 * dashboard belongs in the drafts, not on the dashboard; the inbox takes what was answered there.
 */
const SAVED_POST_STATES: Partial<Record<PageRootKind, readonly PostState[] | 'any'>> = {
  dashboard: ['published', 'private'],
  drafts: ['draft'],
  inbox: 'any',
};

export function insertsSavedPost(kind: PageRootKind, post: DashboardPost): boolean {
  const states = SAVED_POST_STATES[kind];
  return states === 'any' || (states?.includes(post.state) ?? false);
}
