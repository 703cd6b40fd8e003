/**
 * Where Tab must go to stay inside a form of `count` (at least one) stops when focus is on stop `index`
 * (-1: elsewhere): the index to focus, or null when the browser's own move stays inside.
 */
export function wrappedTabStop(index: number, count: number, backwards: boolean): number | null {
  if (backwards) return index <= 0 ? count - 1 : null;
  return index === -1 || index === count - 1 ? 0 : null;
}

/** The direct child of body that holds `element`: the part of the page it belongs to (overlays sit in others). */
export function pageRegion(element: HTMLElement): HTMLElement {
  let region = element;
  while (region.parentElement && region.parentElement !== document.body) region = region.parentElement;
  return region;
}
