/**
 * What the server writes into index.html so the first screen needs no extra round trip (issue 14): each is
 * a `<script type="application/json">` with one of these ids, read once by the shell or the dashboard.
 */
export const PRELOADED_IDS = {
  /** The answer of GET /svc/bootstrap (BootstrapResponse). */
  bootstrap: 'td-preloaded-bootstrap',
  /** The current /remotes.json. */
  remotes: 'td-preloaded-remotes',
  /** The first page of the timeline at the page's address (PreloadedPage). */
  firstPage: 'td-preloaded-first-page',
  /** On /blog/{name}, the visitor's answer of GET /svc/indash_blog/header (PreloadedPage of `{ tumblelog }`). */
  blogHeader: 'td-preloaded-blog-header',
} as const;

/**
 * The element of the first screen the server draws into /dashboard's and /blog/{name}'s page: the page's remote
 * removes it when its own first screen is in, the shell when that will not happen.
 */
export const FIRST_SCREEN_ID = 'td-first-screen';

/** An API answer (a timeline page, a blog's header) with the address it answers, so a client only uses it for that same request. */
export interface PreloadedPage<T> {
  url: string;
  page: T;
}
