import { bus, whenFirstScreenShown, type RequestEventName } from '@tumbledash/shared';

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
