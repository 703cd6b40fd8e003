import { FIRST_SCREEN_ID, pageLocation, removeFirstScreen } from '@tumbledash/shared';

/**
 * The first screen the server drew into /dashboard's and /blog/{name}'s index.html (api/src/static/
 * first-screen-html.ts, blog-first-screen-html.ts), one element id for both. The page's remote removes it
 * when its own first screen is in (the dashboard, the blog page of mfe-peepr); the shell removes it when that
 * will not happen: the page's remote could not be loaded, or the address moved on to another page.
 */

/** Removes it on the first move away from the page it was drawn for (a post form opened over it is no move). */
export function removeFirstScreenOnLeaving(drawnFor: string): void {
  if (!document.getElementById(FIRST_SCREEN_ID)) return;
  const leave = () => {
    if (pageLocation().pathname === drawnFor) return;
    removeFirstScreen();
    window.removeEventListener('single-spa:before-routing-event', leave);
  };
  window.addEventListener('single-spa:before-routing-event', leave);
}

/** How long a page remote may take, once mounted, to put its own first screen in the drawing's place. */
export const STALE_AFTER_MS = 10_000;

/**
 * The last resort: a page remote that mounted but never takes the drawing's place (a build older than the
 * drawing, mounted after a rollback or as a canary's previous version) would leave the page hidden behind
 * it; it goes a while after the first mount.
 */
export function removeFirstScreenWhenStale(delay = STALE_AFTER_MS): void {
  if (!document.getElementById(FIRST_SCREEN_ID)) return;
  const mounted = () => {
    window.removeEventListener('single-spa:routing-event', mounted);
    setTimeout(removeFirstScreen, delay);
  };
  window.addEventListener('single-spa:routing-event', mounted);
}
