/**
 * The shared UI's overlays — a modal's glass and dialog (the blog viewer, confirms, the post form) and popovers
 * (the header's activity and account menus) — render straight into document.body with these classes.
 */
const OVERLAY_SELECTOR = '.td-ui-glass, .td-ui-modal, .td-ui-popover';

/** True while one of the page's children is an overlay: the tutorial then waits, so it never sits over one. */
export function overlayOpen(children: Iterable<Element>): boolean {
  for (const child of children) if (child.matches(OVERLAY_SELECTOR)) return true;
  return false;
}
