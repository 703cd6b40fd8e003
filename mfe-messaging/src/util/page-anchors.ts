/**
 * Elements of the page that other remotes draw, found by what they are (never imported): the header's
 * Messaging button, named "Messaging" or "Messaging, N unread" (mfe-header's README), and the page's main.
 */
const MESSAGING_BUTTON_SELECTOR = '#td-header-slot button[aria-label^="Messaging"]';

/** The header's Messaging button when it is shown (the mobile header may leave it out). */
export function messagingButton(): HTMLElement | null {
  const button = document.querySelector<HTMLElement>(MESSAGING_BUTTON_SELECTOR);
  return button && button.getClientRects().length > 0 ? button : null;
}

/** The page's main region (the shell's `<main tabindex="-1">`). */
export function pageMain(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main');
}
