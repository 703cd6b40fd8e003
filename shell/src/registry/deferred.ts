import { bus, type RequestEventName } from '@tumbledash/shared';

/**
 * A remote the first screen does not need (messaging, share, the blog viewer: issue 14) loads on its first
 * use — a request on the bus, which the bus holds until the remote handles it — on an address it owns, or
 * once the first post and its pictures are shown and the browser is idle; never before the first post.
 */
export interface Deferral {
  requests: RequestEventName[];
  /** Addresses that need the remote at once (messaging's conversation links). */
  ownsPath?: (pathname: string) => boolean;
}

/** With no post to wait for (an empty timeline, the log-in page), the rest loads after this long. */
const FIRST_SCREEN_FALLBACK_MS = 4000;
const IDLE_TIMEOUT_MS = 2000;

export class DeferredLoading {
  private readonly loaded = new Set<Deferral>();
  private readonly requested = new Set<RequestEventName>();

  /**
   * Whether a deferred remote may be mounted now. Once mounted it stays: a remote that moves the address on
   * (messaging opens a conversation link, then shows the dashboard) must not be unmounted by that move.
   */
  ready(deferral: Deferral, pathname: string): boolean {
    if (this.loaded.has(deferral)) return true;
    const used = deferral.requests.some((request) => this.requested.has(request)) || (deferral.ownsPath?.(pathname) ?? false);
    if (used) this.loaded.add(deferral);
    return used;
  }

  /**
   * Listens for first use and for the first screen; `onChange` re-runs single-spa's activity checks. After the
   * first screen each remote's code is fetched and run by `preload` first, one after the other, outside
   * single-spa, and only then mounted: single-spa changes apps one at a time, so a click that opens compose
   * right after the first post never waits for messaging's download.
   */
  watch(deferrals: Deferral[], main: HTMLElement, onChange: () => void, preload: (deferral: Deferral) => Promise<unknown>): void {
    const requests = new Set(deferrals.flatMap((deferral) => deferral.requests));
    for (const request of requests) {
      // A plain listener: the request stays held for the remote's own handler.
      bus.on(request).subscribe(() => {
        if (this.requested.has(request)) return;
        this.requested.add(request);
        onChange();
      });
    }
    whenFirstScreenShown(main, () => {
      void (async () => {
        for (const deferral of deferrals) {
          await preload(deferral).catch(() => undefined);
          this.loaded.add(deferral);
          onChange();
        }
      })();
    });
  }
}

/** The longest the rest waits for the first screen's pictures once the first post is there. */
const FIRST_PICTURES_MAX_MS = 5000;

/**
 * Resolves when the pictures the first screen loads eagerly (the LCP candidates: the first post's photo, a
 * blog's header) have loaded or failed, or after `maxMs`: remotes fetched before then would share the
 * phone's bandwidth and CPU with the largest paint.
 */
export function firstPicturesSettled(main: HTMLElement, maxMs = FIRST_PICTURES_MAX_MS): Promise<void> {
  const pending = [...main.querySelectorAll('img')].filter((image) => image.loading !== 'lazy' && !image.complete);
  if (pending.length === 0) return Promise.resolve();
  const settled = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([Promise.all(settled).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}

/**
 * Calls back when the browser is idle after the first post appeared in `main` and its eager pictures loaded
 * (or after the fallback delay).
 */
export function whenFirstScreenShown(main: HTMLElement, callback: () => void, fallbackMs = FIRST_SCREEN_FALLBACK_MS): void {
  let done = false;
  const idle = () => {
    const next = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    next(() => callback(), { timeout: IDLE_TIMEOUT_MS });
  };
  const finish = (postShown: boolean) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (postShown) void firstPicturesSettled(main).then(idle);
    else idle();
  };
  const observer = new MutationObserver(() => {
    if (main.querySelector('article')) finish(true);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => finish(false), fallbackMs);
  if (main.querySelector('article')) finish(true);
}
