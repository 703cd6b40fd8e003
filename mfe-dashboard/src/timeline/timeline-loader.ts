import { ApiError, TECHNICAL_TROUBLE, api, type TimelinePage } from '@tumbledash/shared';
import { timelineUrl, type PageRoot } from './page-root';
import { appendPage, failLoading, isAtEnd, startLoading } from './timeline-state';
import { timelineStore } from './timeline-store';

/**
 * Fetches the next page of a timeline (the first one when none arrived yet). Does nothing while a fetch
 * runs or at the end. An answer that arrives after the timeline was reset is dropped.
 */
export async function loadNextPage(root: PageRoot, store = timelineStore): Promise<void> {
  const state = store.get(root.key);
  if (state.status === 'loading' || isAtEnd(state)) return;
  const epoch = store.epoch();
  const before = state.loaded ? state.next : null;
  store.update(root.key, startLoading);
  try {
    const page = await api.get<TimelinePage>(timelineUrl(root, before));
    if (store.epoch() === epoch) store.update(root.key, (current) => appendPage(current, page));
  } catch (error) {
    const message = error instanceof ApiError ? error.message : TECHNICAL_TROUBLE;
    if (store.epoch() === epoch) store.update(root.key, (current) => failLoading(current, message));
  }
}
