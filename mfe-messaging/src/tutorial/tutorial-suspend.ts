/**
 * The shared UI's overlays — a modal's glass and dialog (the blog viewer, confirms, the post form) and popovers
 * (the header's activity and account menus) — render straight into document.body with these classes.
 */
const SHARED_OVERLAY_SELECTOR = ':scope > .td-ui-glass, :scope > .td-ui-modal, :scope > .td-ui-popover';

/**
 * Any modal dialog, wherever a remote renders it (the header's mobile drawer sits inside the header): the ARIA
 * contract every modal keeps, so no other remote's class names are needed here.
 */
const MODAL_DIALOG_SELECTOR = '[role="dialog"][aria-modal="true"]';

/** True while the page shows an overlay: the tutorial then waits, so it never sits over one. */
export function overlayOpen(body: ParentNode): boolean {
  return body.querySelector(`${SHARED_OVERLAY_SELECTOR}, ${MODAL_DIALOG_SELECTOR}`) !== null;
}
