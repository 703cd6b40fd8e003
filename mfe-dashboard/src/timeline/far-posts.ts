import { api, type TimelinePage } from '@tumbledash/shared';
import { restorePage } from './eviction';
import { timelineUrl, type PageRoot } from './page-root';
import { timelineStore } from './timeline-store';

/** What the timeline runs once its list is long enough to have far posts (eviction.ts); its own chunk. */
export { evictFar, pagesToRestore } from './eviction';

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
