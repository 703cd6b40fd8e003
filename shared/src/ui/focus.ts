const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  // A <details> opener is a Tab stop too; left out, the trap took it for "outside" and skipped what follows.
  'details > summary:first-of-type',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `container` that Tab reaches, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Keeps Tab and Shift+Tab cycling inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const items = tabbables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && index <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (index === -1 || index === items.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Moves focus back to where it was, if that element is still on the page. One that cannot take focus at once —
 * the header's compose button, hidden until the header hears that the post form closed — gets it on the next
 * frame, unless focus went somewhere meanwhile.
 */
export function restoreFocus(element: Element | null): void {
  if (!(element instanceof HTMLElement) || !element.isConnected) return;
  element.focus();
  if (document.activeElement === element) return;
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (element.isConnected && (active === null || active === document.body)) element.focus();
  });
}
