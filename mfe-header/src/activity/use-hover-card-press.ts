import { useEffect, type RefObject } from 'react';
import { isPressInHoverCard } from './hover-card-press';

/**
 * Fills `ref` with a question: did the press being handled begin inside a hover card? It hears every press on window
 * in the capture phase, so before the popover's outside check (on document) asks.
 */
export function useHoverCardPress(ref: RefObject<(() => boolean) | null>): void {
  useEffect(() => {
    let press: Event | null = null;
    const remember = (event: PointerEvent) => {
      press = event;
    };
    window.addEventListener('pointerdown', remember, true);
    ref.current = () => isPressInHoverCard(press);
    return () => {
      window.removeEventListener('pointerdown', remember, true);
      ref.current = null;
    };
  }, [ref]);
}
