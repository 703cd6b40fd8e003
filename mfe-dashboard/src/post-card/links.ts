import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** A click that should open a link the normal way (new tab, window, download) rather than in the app. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** onClick of an in-site link: the shell's router takes plain clicks, so the page is not reloaded. */
export function navigateInApp(event: MouseEvent<HTMLAnchorElement>): void {
  if (isModifiedClick(event)) return;
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
}
