import { ApiError, TECHNICAL_TROUBLE, TIMELINE_PAGE_SIZE, api, bus, type TimelinePage } from '@tumbledash/shared';
import { goToBaseRouteAfterForm } from './base-route';
import { focusAfterForm } from './focus-after-form';
import { timelineUrl, type PageRoot } from './page-root';
import { endReload, reloadedList, reloadLimit, startReload, type Refocus } from './queue-reload-plan';
import { timelineStore, type TimelineStore } from './timeline-store';

/** The reloads asked so far: only the last one shows its list. */
let reloads = 0;

/**
 * A§2.1 "the queue page instead reloads to its base route after a save": after any save over the queue it is
 * fetched again and shown in the server's order, its address becomes its base route, and, for an edit
 * (`refocus`: the post edited, read before the save changed the list), once the form has gone focus goes back to
 * the post's card, or to the card now at its place when it left.
 */
export async function reloadQueue(root: PageRoot, refocus: Refocus | null, formClosed: Promise<void> | undefined, store = timelineStore): Promise<void> {
  const reloaded = reloadTimeline(root, store);
  goToBaseRouteAfterForm();
  if ((await reloaded) && refocus) await focusAfterForm(root.key, refocus, formClosed, store);
}

/**
 * Fetches a timeline again from the top without blanking it: the posts shown stay, with no spinner, until the
 * fresh ones replace them in the server's order. As many posts are asked as were shown (up to what one call
 * gives), so the reader keeps their place. A page still on its way lands first (no next page starts during the
 * reload, timeline-loader.ts); a later reload or a reset drops this one. On failure the list stays and a toast
 * says so. True when it ended (fresh list or toast); false when it was dropped, or the timeline had no page yet
 * and loads afresh.
 */
export async function reloadTimeline(root: PageRoot, store: TimelineStore = timelineStore): Promise<boolean> {
  reloads += 1;
  const reload = reloads;
  await pageLanded(root.key, store);
  const state = store.get(root.key);
  if (reload !== reloads) return false;
  if (!state.loaded) {
    // Its first page did not come: it loads afresh, with the post.
    store.reset(root.key);
    return false;
  }
  const current = () => reload === reloads && store.get(root.key).reloading === true;
  store.update(root.key, startReload);
  try {
    const page = await api.get<TimelinePage>(timelineUrl(root, null, reloadLimit(state.posts.length)));
    if (!current()) return false;
    store.update(root.key, (shown) => reloadedList(shown, page, TIMELINE_PAGE_SIZE));
  } catch (error) {
    if (!current()) return false;
    store.update(root.key, endReload);
    bus.emit('toast:show', { message: error instanceof ApiError ? error.message : TECHNICAL_TROUBLE, kind: 'error' });
  }
  return true;
}

/** Resolves once no page of the timeline is on its way. */
function pageLanded(key: string, store: TimelineStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.get(key).status !== 'loading') return resolve();
    const stop = store.subscribe(() => {
      if (store.get(key).status === 'loading') return;
      stop();
      resolve();
    });
  });
}
