/**
 * A post form's entry in the browser's history. The form sits over the page it was opened on (A§2.1): its
 * address (`/edit/{postId}`, …) is pushed like any route, and the entry names the page under it (shared
 * `overlayEntryState`), so the shell keeps that page mounted and every remote keeps showing it (`pageLocation`,
 * `usePathname`): on the push, and on a reload of the address or Forward onto it.
 */
import { pageLocation } from '@tumbledash/shared';
import { PAGE_UNDER_KEY, overlayEntryState } from '@tumbledash/shared/page-under';

/** Pushes the form's address over the page at `page` (path, query and hash), where closing it goes back to. */
export function pushFormEntry(path: string, page: string): void {
  window.history.pushState(overlayEntryState(path, page), '', path);
}

/** The page under the form's entry, when the entry names one of this site (it was pushed from that page). */
export function formEntryPage(): string | null {
  const page = pageLocation();
  const { href, origin } = window.location;
  return page.href !== href && page.origin === origin ? `${page.pathname}${page.search}${page.hash}` : null;
}

/** The entry's state for the page it goes back to (the form's mark left out). */
export function stateWithoutFormEntry(): Record<string, unknown> | null {
  const state: unknown = window.history.state;
  if (state === null || typeof state !== 'object') return null;
  const { [PAGE_UNDER_KEY]: _under, ...rest } = state as Record<string, unknown>;
  return rest;
}
