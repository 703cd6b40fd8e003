import {
  ApiError,
  PRELOADED_IDS,
  TECHNICAL_TROUBLE,
  api,
  removeFirstScreen,
  takePreloaded,
  type PreloadedPage,
  type TimelinePage,
} from '@tumbledash/shared';
import { timelineUrl, type PageRoot } from './page-root';
import { appendPage, failLoading, isAtEnd, startLoading } from './timeline-state';
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
 * Fetches the next page of a timeline (the first one when none arrived yet). Does nothing while a fetch or a
 * reload (queue-reload.ts) runs, or at the end. An answer that arrives after this timeline was reset is dropped.
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
