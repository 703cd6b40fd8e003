import {
  ApiError,
  PRELOADED_IDS,
  TECHNICAL_TROUBLE,
  TIMELINE_PAGE_SIZE,
  api,
  bus,
  removeFirstScreen,
  takePreloaded,
  type PreloadedPage,
  type TimelinePage,
} from '@tumbledash/shared';
import { timelineUrl, type PageRoot } from './page-root';
import { restorePage } from './eviction';
import { reloadLimit, type Refocus } from './saved-post';
import { appendPage, endReload, failLoading, isAtEnd, reloadedList, startLoading, startReload } from './timeline-state';
import { timelineStore } from './timeline-store';

/** The first page the server wrote into index.html, if it is the one asked for (no round trip on page load). */
function preloadedPage(url: string): TimelinePage | null {
  const preloaded = takePreloaded<PreloadedPage<TimelinePage>>(PRELOADED_IDS.firstPage);
  return preloaded?.url === url ? preloaded.page : null;
}

/**
 * Puts the first page the server wrote into index.html into the store before the timeline first renders,
 * so its posts are part of the remote's first (sliced) render instead of a second, blocking one. The
 * timeline removes the server's drawing when it shows them.
 */
export function seedPreloadedPage(root: PageRoot, store = timelineStore): void {
  const state = store.get(root.key);
  if (state.loaded || state.status !== 'idle') return;
  const page = preloadedPage(timelineUrl(root, null));
  if (page) store.update(root.key, (current) => appendPage(current, page, null));
}

/**
 * Fetches the next page of a timeline (the first one when none arrived yet). Does nothing while a fetch
 * runs or at the end. An answer that arrives after the timeline was reset is dropped.
 */
export async function loadNextPage(root: PageRoot, store = timelineStore): Promise<void> {
  const state = store.get(root.key);
  if (state.status === 'loading' || state.reloading || isAtEnd(state)) return;
  const epoch = store.epoch(root.key);
  const before = state.loaded ? state.next : null;
  store.update(root.key, startLoading);
  try {
    const url = timelineUrl(root, before);
    const page = (before === null ? preloadedPage(url) : null) ?? (await api.get<TimelinePage>(url));
    removeFirstScreen();
    if (store.epoch(root.key) === epoch) store.update(root.key, (current) => appendPage(current, page, before));
  } catch (error) {
    removeFirstScreen();
    const message = error instanceof ApiError ? error.message : TECHNICAL_TROUBLE;
    if (store.epoch(root.key) === epoch) store.update(root.key, (current) => failLoading(current, message));
  }
}

const restoring = new Set<string>();

/**
 * Fetches again an evicted page (eviction.ts) that is coming back into view, once at a time per page; on
 * failure its stubs stay and the next scroll asks again.
 */
export async function restoreEvictedPage(root: PageRoot, before: string | null, store = timelineStore): Promise<void> {
  const id = `${root.key} ${before ?? ''}`;
  if (restoring.has(id)) return;
  restoring.add(id);
  const epoch = store.epoch(root.key);
  try {
    const page = await api.get<TimelinePage>(timelineUrl(root, before));
    if (store.epoch(root.key) === epoch) store.update(root.key, (current) => restorePage(current, before, page.posts));
  } catch {
    // Stubs stay as they are.
  } finally {
    restoring.delete(id);
  }
}

/**
 * Fetches a timeline again from the top without blanking it (the queue after a save, A§2.1): the posts shown
 * stay, with no spinner, until the fresh ones replace them in the server's order. As many posts are asked as
 * were shown (up to what one call gives), so the reader keeps their place; a fetch of the next page still on
 * its way is dropped, and a later reload drops this one. On failure the list stays and a toast says so.
 */
export async function reloadTimeline(root: PageRoot, refocus: Refocus | null, store = timelineStore): Promise<void> {
  const state = store.get(root.key);
  if (!state.loaded) {
    // Its first page is not in yet: it loads afresh, with the post.
    store.reset(root.key);
    return;
  }
  store.supersede(root.key);
  const epoch = store.epoch(root.key);
  store.update(root.key, (current) => startReload(current, refocus));
  try {
    const page = await api.get<TimelinePage>(timelineUrl(root, null, reloadLimit(state.posts.length)));
    if (store.epoch(root.key) === epoch) store.update(root.key, (current) => reloadedList(current, page, TIMELINE_PAGE_SIZE));
  } catch (error) {
    if (store.epoch(root.key) !== epoch) return;
    store.update(root.key, endReload);
    bus.emit('toast:show', { message: error instanceof ApiError ? error.message : TECHNICAL_TROUBLE, kind: 'error' });
  }
}
