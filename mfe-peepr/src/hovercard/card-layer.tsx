import type { RefObject } from 'react';
import { useLayer } from '@tumbledash/shared';

/**
 * The card on the page's layer stack while it shows over a modal dialog (the blog viewer): the dialog then lets
 * the focus into the card instead of taking it back, and leaves Escape to the card. Only there: over the page, a
 * card on the stack would count as an open overlay and hold back the page's hints (tour, tutorial).
 */
export function CardLayer({ card }: { card: RefObject<HTMLElement | null> }) {
  useLayer(card);
  return null;
}
