/** Infinite-scroll threshold (A§9.7): fetch more once this share of the list has been scrolled into view. */
export const INFINITE_SCROLL_THRESHOLD = 0.9;

export interface ScrollGeometry {
  /** window.scrollY */
  scrollY: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** Distance from the top of the document to the top of the list. */
  listTop: number;
  listHeight: number;
}

/** True when the bottom of the viewport has passed the threshold share of the list (or the list is empty). */
export function shouldLoadMore(
  { scrollY, viewportHeight, listTop, listHeight }: ScrollGeometry,
  threshold = INFINITE_SCROLL_THRESHOLD,
): boolean {
  if (listHeight <= 0) return true;
  return scrollY + viewportHeight - listTop >= listHeight * threshold;
}
