/**
 * The dashboard's check for newer posts (flag `dashboard_refresh`, A§1): now and then, while the page is
 * visible, it asks how many posts are newer than the newest one shown; a "New posts" button then offers them.
 */

/** How often the dashboard asks. */
export const DEFAULT_CHECK_INTERVAL_MS = 60_000;
/** Shortest interval the test-only setting below may ask for. */
export const MIN_CHECK_INTERVAL_MS = 200;
/**
 * Test-only setting: a localStorage key whose value (ms) replaces the interval, so an end-to-end test need not
 * wait a minute. Nothing in the product writes it.
 */
export const CHECK_INTERVAL_STORAGE_KEY = 'tumbledash:dashboard-refresh-ms';
/** The server counts up to this many newer posts ("20+" beyond); the button loads one page of them. */
export const NEW_POSTS_CAP = 20;

/** The answer of GET /svc/post/dashboard/newer/{postId}. */
export interface NewerPosts {
  /** At most NEW_POSTS_CAP. */
  count: number;
  /** More than `count`. */
  more: boolean;
}

/** The server reads at most this many ids of posts the page holds above the newest one it sent. */
export const SHOWN_IDS_MAX = 50;

/**
 * Asks about the posts newer than the newest one the timeline sent, `shown` being those the page already holds above
 * it (the reader's own, put on top): those are not news, while one the reader made in another tab is.
 */
export function newerPostsUrl(newestReceivedId: string, shown: string[]): string {
  return `/svc/post/dashboard/newer/${encodeURIComponent(newestReceivedId)}?shown=${shown.slice(0, SHOWN_IDS_MAX).join(',')}`;
}

/** The interval: the stored test setting when it is a number of ms (not below the minimum), else the default. */
export function checkInterval(stored: string | null): number {
  const value = Number(stored);
  if (stored === null || stored.trim() === '' || !Number.isFinite(value) || value <= 0) return DEFAULT_CHECK_INTERVAL_MS;
  return Math.max(MIN_CHECK_INTERVAL_MS, Math.round(value));
}

/** "1 new post", "3 new posts", "20+ new posts". */
export function newPostsLabel({ count, more }: NewerPosts): string {
  if (more) return `${count}+ new posts`;
  return count === 1 ? '1 new post' : `${count} new posts`;
}

/** What the checks need of the page: whether it is shown, and its visibilitychange. */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Runs `check` every `interval` ms while `page` is visible, never while a previous check runs. A hidden page
 * is not asked about; when it is shown again it checks once at once, then every `interval` again. Returns
 * the stop. A failed check is left for the next one (nothing the reader asked for failed).
 */
export function startChecks(check: () => Promise<void>, interval: number, page: PageVisibility): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let stopped = false;
  const visible = () => page.visibilityState === 'visible';
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    cancel();
    if (!stopped && visible()) timer = setTimeout(() => void run(), interval);
  };
  const run = async () => {
    timer = null;
    if (running || stopped || !visible()) return;
    running = true;
    try {
      await check();
    } catch {
      // The next check asks again.
    } finally {
      running = false;
      schedule();
    }
  };
  const onVisibilityChange = () => {
    if (!visible()) cancel();
    else if (!running) void run();
  };
  page.addEventListener('visibilitychange', onVisibilityChange);
  schedule();
  return () => {
    stopped = true;
    cancel();
    page.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
