import { tabbables } from '@tumbledash/shared';

/** How long to wait for the card to leave the page before giving up (its list may not show it at all). */
const LEAVE_TIMEOUT_MS = 5000;

/**
 * Keeps focus on the list when a card leaves it (an inbox post answered, published, queued or denied):
 * the first control of the card after it, else the list itself, instead of the page's body. Call it before the
 * action, from inside the card; call the answer once the card is on its way out.
 */
export function focusAfterLeaving(from: Element): () => void {
  const card = from.closest('article');
  const feed = card?.closest<HTMLElement>('[role="feed"]');
  if (!card || !feed) return () => {};
  const cards = Array.from(feed.querySelectorAll<HTMLElement>(':scope > [data-index] > article'));
  const following = cards.slice(cards.indexOf(card) + 1);

  const land = () => {
    // Focus the person moved elsewhere meanwhile stays there.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = following.find((element) => element.isConnected);
    const target = next ? (tabbables(next)[0] ?? next) : feed;
    target.focus();
  };

  return () => {
    if (!card.isConnected) return land();
    const observer = new MutationObserver(() => {
      if (card.isConnected) return;
      observer.disconnect();
      clearTimeout(timer);
      land();
    });
    const timer = setTimeout(() => observer.disconnect(), LEAVE_TIMEOUT_MS);
    observer.observe(feed, { childList: true, subtree: true });
  };
}
