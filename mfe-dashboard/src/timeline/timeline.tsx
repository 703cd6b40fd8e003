import { Suspense, lazy, startTransition, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Spinner, useDrawingPainted, useSession } from '@tumbledash/shared';
import { LIST_END_TEXT } from '@tumbledash/shared/texts';
import { hasAdSlotAfter } from '../ads/ad-policy';
import { AdSlot } from '../ads/ad-slot';
import { useTimelineHotkeys } from '../keyboard/use-timeline-hotkeys';
import { NewPostBar } from '../new-post/new-post-bar';
import { reportLoadFailure } from '../on-first-use/load-on-use';
import type { NewPostsRefreshProps } from '../refresh/new-posts-refresh';
import { PostCard } from '../post-card';
import { shouldLoadMore } from './infinite-scroll';
import { shownPageRoot, type PageRoot } from './page-root';
import { KEPT_AROUND, isEvicted } from './evicted-post';
import { FirstScreenHandover } from './first-screen-handover';
import { loadNextPage } from './timeline-loader';
import { useFirstScreenShown } from './use-first-screen-shown';
import { useTimelineRows } from './use-timeline-rows';
import { isAtEnd, newestReceived } from './timeline-state';
import { timelineStore } from './timeline-store';
import './timeline.css';

/** Rough card height before a row is measured; real heights come from measureElement. */
const ESTIMATED_POST_HEIGHT = 520;
/** Space between cards. */
const POST_GAP = 20;
/** Rows rendered beyond the viewport on each side. */
const OVERSCAN = 3;
/** Rows scrolled between two eviction passes. */
const EVICTION_STEP = 10;
/** Evicted rows fetched again this far before they come into view. */
const RESTORE_AHEAD = 10;

// The check for newer posts asks first a minute after the page shows: its code comes after the first posts
// (issue 14). Should it not come, the dashboard goes on without it (nothing the reader asked for failed).
const NewPostsRefresh = lazy(async (): Promise<{ default: ComponentType<NewPostsRefreshProps> }> => {
  try {
    return { default: (await import(/* webpackChunkName: "new-posts" */ '../refresh/new-posts-refresh')).NewPostsRefresh };
  } catch (error) {
    reportLoadFailure('The check for new posts', error);
    return { default: () => null };
  }
});

type FarPosts = typeof import('./far-posts');

const EMPTY_TEXT: Record<PageRoot['kind'], string> = {
  dashboard: 'Nothing on your dashboard yet. Follow some blogs and their posts will show up here.',
  drafts: 'You have no drafts.',
  queue: 'Your queue is empty.',
  inbox: 'Your inbox is empty.',
  likes: 'You haven’t liked any posts yet.',
  explore: 'Nothing is trending yet.',
  tagged: 'No posts with this tag yet.',
  blog: 'This blog has no posts yet.',
};

/** Document offset of an element's top edge. */
function documentTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/** A windowed, infinitely scrolling list of posts for one page root. */
export function Timeline({ root }: { root: PageRoot }) {
  const { key } = root;
  const state = useSyncExternalStore(
    timelineStore.subscribe,
    () => timelineStore.get(key),
    () => timelineStore.get(key),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);
  const [savedView] = useState(() => timelineStore.view(key));
  // The first commit holds only the rows in view (a phone's page start is short of main-thread time); the
  // rows around them follow in a transition.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => startTransition(() => setOverscan(OVERSCAN)), []);

  const { rows, height, measureElement, loadedHeight, starts, takeSnapshot } = useTimelineRows(listRef, {
    count: state.posts.length,
    estimateSize: () => ESTIMATED_POST_HEIGHT,
    getItemKey: (index) => state.posts[index]?.id ?? index,
    overscan,
    gap: POST_GAP,
    scrollMargin: listTop,
    initialOffset: savedView?.scrollY ?? 0,
    // The window's size before it is measured (after the first commit): the first render already has the
    // rows in view, as part of the remote's sliced first render instead of a blocking second one.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialMeasurementsCache: savedView?.measurements,
  });

  useLayoutEffect(() => {
    const measure = () => {
      if (listRef.current) setListTop(documentTop(listRef.current));
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above the list moves it: the new-post bar grows while the inline post form is in it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (headRef.current) observer?.observe(headRef.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  // Coming back: the rows have their measured heights again, so the old offset lands on the same post.
  useLayoutEffect(() => {
    if (savedView && savedView.scrollY > 0) window.scrollTo({ top: savedView.scrollY });
  }, [savedView]);

  // Remember where the reader is, for as long as the address still shows this timeline (the shell may
  // scroll the next page before this one unmounts); row sizes are taken once, on the way out.
  useEffect(() => {
    let scrollY = savedView?.scrollY ?? 0;
    const remember = () => {
      if (shownPageRoot()?.key === key) scrollY = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      timelineStore.saveView(key, { scrollY, measurements: takeSnapshot() });
    };
  }, [key, savedView, takeSnapshot]);

  // First page, or the first page again after a reset (channel or session change).
  const wasLoaded = useRef(state.loaded);
  useEffect(() => {
    if (wasLoaded.current && !state.loaded) window.scrollTo({ top: 0 });
    wasLoaded.current = state.loaded;
    if (!state.loaded && state.status === 'idle') void loadNextPage(root);
  }, [root, state.loaded, state.status]);

  // Endless scrolling off (/settings/dashboard): the next page only when asked, with "More posts".
  const { user, flags } = useSession();
  const endless = user?.dashboard_settings?.endless_scrolling !== false;
  const loadMoreIfNeeded = useCallback(() => {
    if (!endless) return;
    const current = timelineStore.get(key);
    if (!current.loaded || current.status !== 'idle' || isAtEnd(current)) return;
    const geometry = { scrollY: window.scrollY, viewportHeight: window.innerHeight, listTop, listHeight: loadedHeight() };
    if (shouldLoadMore(geometry)) void loadNextPage(root);
  }, [endless, key, root, listTop, loadedHeight]);

  useEffect(() => {
    window.addEventListener('scroll', loadMoreIfNeeded, { passive: true });
    return () => window.removeEventListener('scroll', loadMoreIfNeeded);
  }, [loadMoreIfNeeded]);

  // A page that does not fill the screen asks for the next one straight away.
  useEffect(() => {
    loadMoreIfNeeded();
  }, [loadMoreIfNeeded, state.posts.length, state.status, height, rows.length]);

  const drawingPainted = useDrawingPainted();
  const shownRows = drawingPainted ? rows : [];
  const setSize = isAtEnd(state) ? state.posts.length : -1;

  // Far posts give their memory back; those coming near again are fetched again (eviction.ts). Its code comes
  // once the list is long enough to have far posts; should it not come, the posts all stay.
  const [farPosts, setFarPosts] = useState<FarPosts | null>(null);
  const long = state.posts.length > KEPT_AROUND;
  useEffect(() => {
    if (long) void import(/* webpackChunkName: "far-posts" */ './far-posts').then(setFarPosts, (error: unknown) => reportLoadFailure('The eviction of far posts', error));
  }, [long]);
  const first = rows[0]?.index ?? 0;
  const last = rows.at(-1)?.index ?? 0;
  const shown = useRef({ first, last });
  shown.current = { first, last };
  // Only every EVICTION_STEP rows scrolled (or a page more): a pass looks at every post.
  const evictionStep = Math.floor(first / EVICTION_STEP);
  useEffect(() => {
    if (farPosts) timelineStore.update(key, (current) => farPosts.evictFar(current, shown.current.first, shown.current.last));
  }, [farPosts, key, evictionStep, state.posts.length]);
  useEffect(() => {
    if (!farPosts) return;
    for (const before of farPosts.pagesToRestore(state, first - RESTORE_AHEAD, last + RESTORE_AHEAD)) void farPosts.restoreEvictedPage(root, before);
  }, [farPosts, root, state, first, last]);
  // Newer posts (flag dashboard_refresh): offered by a button, loaded in at the top only when it is pressed,
  // then the newest of them gets focus once its row is on the page.
  const refreshing = root.kind === 'dashboard' && user !== null && Boolean(flags.dashboard_refresh) && state.loaded;
  const firstScreenShown = useFirstScreenShown(listRef, refreshing);
  // The post whose card gets focus once its row is on the page: the newest of the newer posts loaded (its
  // article), or one the store asks for (its control named `control`).
  const focusRequest = useRef<{ postId: string; control?: string } | null>(null);
  // A render after the post to focus is known: the loaded posts may have rendered before it was.
  const [focusAsked, askFocus] = useReducer((count: number) => count + 1, 0);
  const newerLoaded = useCallback((postId: string | null) => {
    focusRequest.current = postId === null ? null : { postId };
    window.scrollTo({ top: 0 });
    askFocus();
  }, []);
  const { focus } = state;
  useEffect(() => {
    if (focus) {
      // Asked by the store (the queue after a save): the window moves with the card first.
      timelineStore.update(key, ({ focus: _done, ...rest }) => rest);
      window.scrollTo({ top: Math.max(0, (starts()[state.posts.findIndex((post) => post.id === focus.postId)] ?? 0) - focus.top) });
      focusRequest.current = focus;
    }
    const request = focusRequest.current;
    if (request === null) return;
    const index = state.posts.findIndex((post) => post.id === request.postId);
    const article = index === -1 ? null : listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] article`);
    if (!article) return;
    focusRequest.current = null;
    const control = request.control ? article.querySelector<HTMLElement>(`[aria-label="${request.control}"]`) : null;
    (control ?? article).focus({ preventScroll: true });
  }, [focusAsked, focus, key, starts, state.posts, rows, drawingPainted]);

  useTimelineHotkeys({
    feedRef: listRef,
    starts,
    renderedKey: rows,
  });

  return (
    <section className="td-dash-timeline" aria-label={root.label}>
      <FirstScreenHandover postsShown={state.loaded && drawingPainted} />
      <AdSlot placement="side" />
      {/* Outside the windowed list, so it stays mounted (and an inline form in it stays open) while scrolling. */}
      <div ref={headRef}>{root.kind === 'dashboard' && <NewPostBar />}</div>
      {/* After the new-post buttons: at the top of the page the "new posts" button sits under them, never over them. */}
      {refreshing && firstScreenShown && (
        <Suspense fallback={null}>
          <NewPostsRefresh root={root} since={newestReceived(state)} onLoaded={newerLoaded} />
        </Suspense>
      )}
      <div
        ref={listRef}
        role="feed"
        aria-label={root.label}
        // Focus lands here when the last card of a list leaves it (an inbox post answered).
        tabIndex={-1}
        aria-busy={state.status === 'loading' || state.reloading === true}
        className="td-dash-timeline__list"
        style={{ height }}
      >
        {shownRows.map((row) => {
          const post = state.posts[row.index];
          if (!post) return null;
          // `top`, not a transform: a sticky avatar measures against the row's laid-out place, and under
          // a transform every row is laid out at the top of the list (the avatar then sank to the card's end).
          const top = row.start - listTop;
          if (isEvicted(post)) {
            // Its measured height (ad slot included) until its page is back.
            return <div key={row.key} data-index={row.index} ref={measureElement} className="td-dash-timeline__row" style={{ top, height: row.size }} aria-hidden="true" />;
          }
          return (
            <div key={row.key} data-index={row.index} ref={measureElement} className="td-dash-timeline__row" style={{ top }}>
              <PostCard post={post} feedPosition={{ index: row.index, setSize }} page={root.kind} pageTag={root.tag ?? null} />
              {/* Inside the row: an empty or removed slot never moves the posts below (B§4). */}
              {hasAdSlotAfter(row.index) && <AdSlot placement="inline" />}
            </div>
          );
        })}
      </div>

      {state.status === 'loading' && (
        <div className="td-dash-timeline__status">
          <Spinner label="Loading posts" size="large" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="td-dash-timeline__status td-dash-timeline__error">
          <p role="alert">{state.error}</p>
          <button type="button" className="td-dash-timeline__retry" onClick={() => void loadNextPage(root)}>
            Retry
          </button>
        </div>
      )}
      {!endless && state.loaded && state.status === 'idle' && !isAtEnd(state) && (
        <div className="td-dash-timeline__status">
          <button type="button" className="td-dash-timeline__retry" onClick={() => void loadNextPage(root)}>
            More posts
          </button>
        </div>
      )}
      {state.status === 'idle' && isAtEnd(state) && (
        // Focusable from script: focus lands here when a reload after a save leaves no card at the edited one's place.
        <p tabIndex={-1} className="td-dash-timeline__status td-dash-timeline__note">
          {state.posts.length === 0 ? EMPTY_TEXT[root.kind] : LIST_END_TEXT}
        </p>
      )}
    </section>
  );
}
