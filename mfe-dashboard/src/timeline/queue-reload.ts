import { ApiError, TECHNICAL_TROUBLE, TIMELINE_PAGE_SIZE, api, bus, type DashboardPost, type TimelinePage } from '@tumbledash/shared';
import { goToBaseRouteAfterForm } from './base-route';
import { shownPageRoot, timelineUrl, type PageRoot } from './page-root';
import { editedPostId, endReload, refocusTarget, reloadedList, reloadLimit, startReload, type Refocus } from './queue-reload-plan';
import { timelineStore, type TimelineStore } from './timeline-store';

/** Frames to wait for the post form's dialog to go (it closes right after the save) before giving focus back. */
const MAX_FRAMES = 120;

/** The accessible name of a card's menu (actions/post-menu.tsx): an edited post's card gets focus back there. */
const POST_MENU_LABEL = 'More options';
/** The reloads asked so far: only the last one shows its list and gives focus back. */
let reloads = 0;

const inDialog = (element: Element | null): boolean => element?.closest('[aria-modal="true"]') != null;
const shownFeed = (): HTMLElement | null => document.querySelector('[role="feed"]');

/**
 * A§2.1 "the queue page instead reloads to its base route after a save": after any save over the queue (`editPath`:
 * the form's address for an edit, null for a new post) it is fetched again and shown in the server's order, its
 * address becomes its base route, and an edited post's card gets focus back. Loaded with the first save over it.
 */
export async function reloadQueue(root: PageRoot, post: DashboardPost, editPath: string | null, store = timelineStore): Promise<void> {
  const editedId = editPath === null ? null : editedPostId(editPath, post);
  const index = editedId === null ? -1 : store.get(root.key).posts.findIndex((item) => item.id === editedId);
  // Read while the list still shows the post where it was saved: its card is put as far below the window's top.
  const top = shownFeed()?.querySelector(`[data-index="${index}"]`)?.getBoundingClientRect().top ?? 0;
  const reloaded = reloadTimeline(root, store);
  goToBaseRouteAfterForm();
  if ((await reloaded) && index !== -1) refocusAfterReload(root.key, { postId: editedId!, index }, top, store);
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

/**
 * Once the form has gone, focus goes back to the edited post's "More options"; if the post left the list, to
 * the card now at its place, else to the list's end text — never the page's body. Focus the person moved out
 * of the list meanwhile stays there, and a later reload or another page shown takes over.
 */
function refocusAfterReload(key: string, refocus: Refocus, top: number, store: TimelineStore): void {
  const reload = reloads;
  let frames = 0;
  const settle = () => {
    const active = document.activeElement;
    if (inDialog(active) && frames < MAX_FRAMES) {
      frames += 1;
      requestAnimationFrame(settle);
      return;
    }
    const feed = shownFeed();
    if (reload !== reloads || shownPageRoot()?.key !== key) return;
    if (active && active !== document.body && !feed?.contains(active)) return;
    const target = refocusTarget(refocus, store.get(key).posts);
    if ('postId' in target) store.update(key, (state) => ({ ...state, focus: { postId: target.postId, top, control: POST_MENU_LABEL } }));
    else (document.querySelector<HTMLElement>('.td-dash-timeline__note') ?? feed)?.focus();
  };
  settle();
}
