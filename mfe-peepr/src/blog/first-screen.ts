/**
 * The first screen the server drew into /blog/{name}'s page (api src/static/blog-first-screen-html.ts): a
 * picture of the blog's header and first posts, painted before any script ran (issue 14). The page removes it
 * once its own header and first posts are in, and the real page shows in its place. The same id as the
 * dashboard's drawing, so the shell's removal (page could not load, address moved on) covers both.
 */
export const FIRST_SCREEN_ID = 'td-first-screen';

export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
