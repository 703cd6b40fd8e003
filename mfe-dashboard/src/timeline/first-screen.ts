/**
 * The first screen the server drew into /dashboard's index.html (api/src/static/first-screen-html.ts): a
 * picture of the first posts, painted before any script ran. It goes once the timeline has its first page,
 * just before the real cards are drawn in its place.
 */
export const FIRST_SCREEN_ID = 'td-first-screen';

export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
