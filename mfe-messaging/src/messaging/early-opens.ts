import { bus, type BusEvents } from '@tumbledash/shared';

export type OpenRequest = BusEvents['messaging:open'];

/** A request older than this was not meant for a window that appears now. */
const MAX_AGE_MS = 3000;

interface Queued {
  request: OpenRequest;
  at: number;
}

let queue: Queued[] = [];
let claimed = 0;

/**
 * Keeps `messaging:open` requests made before a controller listens: the header's button is on screen
 * before messaging has mounted, and a click in that moment must still open the inbox. Runs from the
 * remote's bootstrap.
 */
export function watchEarlyOpens(now: () => number = Date.now): () => void {
  const subscription = bus.on('messaging:open').subscribe((request) => {
    if (claimed === 0) queue.push({ request, at: now() });
  });
  return () => subscription.unsubscribe();
}

/**
 * Called by a controller that now listens to the bus itself: hands over the recent requests it missed,
 * oldest first, and stops queueing until `release` runs.
 */
export function claimEarlyOpens(now: () => number = Date.now): { requests: OpenRequest[]; release: () => void } {
  claimed += 1;
  const fresh = queue.filter((entry) => now() - entry.at <= MAX_AGE_MS).map((entry) => entry.request);
  queue = [];
  let released = false;
  return {
    requests: fresh,
    release: () => {
      if (released) return;
      released = true;
      claimed -= 1;
    },
  };
}
