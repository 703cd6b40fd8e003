/** The direct child of body that holds `element`: the part of the page it belongs to (overlays sit in others). */
export function pageRegion(element: HTMLElement): HTMLElement {
  let region = element;
  while (region.parentElement && region.parentElement !== document.body) region = region.parentElement;
  return region;
}
