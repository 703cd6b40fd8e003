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
} as const;

/** A timeline page with the API address it answers, so a client only uses it for that same request. */
export interface PreloadedPage<T> {
  url: string;
  page: T;
}
