/**
 * The page's Tab order as the browser walks it (DOM order; the project uses no positive tabindex), so the tip that
 * sits at the end of the page can take its place right after the header's Messaging button it points at.
 */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** Whether Tab stops on `element`: focusable, not taken out of the order, not disabled, hidden or inert. */
export function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[hidden], [inert]')) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  // Chromium knows display: none, content-visibility and visibility: hidden; jsdom lays nothing out.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/** The first Tab stop after `anchor` in the page, leaving out what is inside `skip` (the tip itself). */
export function tabStopAfter(anchor: Element, skip: Element): HTMLElement | null {
  for (const element of anchor.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const following = anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!following || anchor.contains(element) || skip.contains(element)) continue;
    if (isTabbable(element)) return element;
  }
  return null;
}

/** The first and last Tab stops inside `container`. */
export function edgeTabStops(container: Element): { first: HTMLElement; last: HTMLElement } | null {
  const stops = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isTabbable);
  return stops.length > 0 ? { first: stops[0]!, last: stops[stops.length - 1]! } : null;
}
