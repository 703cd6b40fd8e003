import { tabbables } from './focus';

/** How long to wait for the item to leave the page before giving up (its list may not show it at all). */
const LEAVE_TIMEOUT_MS = 5000;

export interface LeavingList {
  /** Selects the list's items (the outermost matches count: an item's own nested matches are not items). */
  item: string;
  /** Selects the list holding them. */
  list: string;
  /** What takes focus in the item that follows; its first control when absent or when this finds nothing. */
  control?: (item: HTMLElement) => HTMLElement | null;
  /** Where focus goes when no item is left; the list itself when absent. */
  empty?: () => HTMLElement | null;
}

function items(list: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(selector)).filter((element) => {
    const outer = element.parentElement?.closest(selector);
    return !outer || !list.contains(outer);
  });
}

/**
 * Keeps focus in a list when the item holding `from` leaves it (a card answered or published, a blog unfollowed):
 * the next item, else the one before, else `empty`, never the page's body. Call it before the action, from inside
 * the item; call the answer once the item is on its way out (it waits for the item to leave).
 */
export function focusAfterLeaving(from: Element, { item, list, control, empty }: LeavingList): () => void {
  const leaving = from.closest<HTMLElement>(item);
  const container = leaving?.closest<HTMLElement>(list);
  if (!leaving || !container) return () => {};
  const all = items(container, item);
  const index = all.indexOf(leaving);
  const candidates = [...all.slice(index + 1), ...all.slice(0, index).reverse()];

  const land = () => {
    // Focus the person moved elsewhere meanwhile stays there.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = candidates.find((element) => element.isConnected);
    const target = next ? (control?.(next) ?? tabbables(next)[0] ?? next) : (empty?.() ?? container);
    target.focus();
  };

  return () => {
    if (!leaving.isConnected) return land();
    const observer = new MutationObserver(() => {
      if (leaving.isConnected) return;
      observer.disconnect();
      clearTimeout(timer);
      land();
    });
    const timer = setTimeout(() => observer.disconnect(), LEAVE_TIMEOUT_MS);
    // The list's parent, not the list: the list itself may go with its last item (an empty list becomes a note).
    observer.observe(container.parentElement ?? container, { childList: true, subtree: true });
  };
}
