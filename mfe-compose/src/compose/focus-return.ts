/**
 * Where focus goes back to once fast compose (and the form picked in it) has gone: the element that had it
 * when fast compose opened, unless that was nothing in particular (the page's body, as after z+c on a freshly
 * loaded page) or it has left the page since; then the page's main region, as after a navigation. Never the
 * body, from where the next Tab would start at the top of the page.
 */
export function focusReturnTarget(opener: Element | null): Element | null {
  if (opener instanceof HTMLElement && opener !== opener.ownerDocument.body && opener.isConnected) return opener;
  return document.querySelector('main');
}
