/**
 * An overlay's history entry (a post form at `/edit/{id}` opened over the queue) names the page under it, so that
 * routing keeps that page, on a reload and on Forward too. It holds only while the overlay's own path is shown.
 * Its own entry (`@tumbledash/shared/page-under`) for the overlays; the main entry re-exports only `pageLocation`.
 */
export const PAGE_UNDER_KEY = 'tdPageUnder';

export interface PageUnder {
  /** The overlay's path, as pushed. */
  overlay: string;
  /** The page's address (path and query) under it. */
  page: string;
}

/** The history state for an overlay's entry at `overlay` over the page at `page`; the entry's other state kept. */
export function overlayEntryState(overlay: string, page: string): Record<string, unknown> {
  const state: unknown = window.history.state;
  return { ...(state && typeof state === 'object' ? state : null), [PAGE_UNDER_KEY]: { overlay, page } satisfies PageUnder };
}

/** The page's address: the page under an overlay while the overlay is shown, else the address itself. */
export function pageLocation(): URL {
  const under = (window.history.state as Record<string, PageUnder | undefined> | null)?.[PAGE_UNDER_KEY];
  const { href, pathname } = window.location;
  return new URL(under?.overlay === pathname ? under.page : href, href);
}
