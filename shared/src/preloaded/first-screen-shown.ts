import { FIRST_SCREEN_ID } from '../contracts/preloaded';
import { eagerPicturesSettled } from './first-screen-pictures';

/** With no post to wait for (an empty timeline, the log-in page), what waits goes ahead after this long. */
export const FIRST_SCREEN_FALLBACK_MS = 4000;
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls back when the browser is idle after the page's own first screen is shown: a post in `main` with the
 * server's drawing gone (a post under the drawing is not shown yet) and its eager pictures loaded, or, with
 * no post, after `fallbackMs`. What the first screen does not need (deferred remotes, the guided tour) waits
 * for it (issue 14). Returns a function that cancels the wait.
 */
export function whenFirstScreenShown(main: Element, callback: () => void, fallbackMs = FIRST_SCREEN_FALLBACK_MS): () => void {
  let done = false;
  let cancelled = false;
  let idleHandle: number | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    else idleHandle = window.setTimeout(callback, 1);
  };
  const finish = (postShown: boolean) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (postShown) void eagerPicturesSettled(main).then(idle);
    else idle();
  };
  const postShown = () => main.querySelector('article') !== null && document.getElementById(FIRST_SCREEN_ID) === null;
  const observer = new MutationObserver(() => {
    if (postShown()) finish(true);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => finish(false), fallbackMs);
  if (postShown()) finish(true);
  return () => {
    cancelled = true;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else clearTimeout(idleHandle);
  };
}
