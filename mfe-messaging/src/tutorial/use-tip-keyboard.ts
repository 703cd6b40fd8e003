import { useEffect, useEffectEvent, type RefObject } from 'react';
import { messagingButton } from '../util/page-anchors';
import { edgeTabStops, tabStopAfter } from './tab-order';

/**
 * The tip's keyboard: it sits at the end of the page (after the endless feed), so in the Tab order it takes the
 * place right after the header's Messaging button it points at — Tab from the button enters it, Tab from its last
 * control goes on to what follows the button, Shift+Tab walks back the same way. Escape inside it closes it; an
 * Escape a layer above already handled (the guided tour's, in the capture phase) or pressed elsewhere is left alone.
 */
export function useTipKeyboard(tip: RefObject<HTMLElement | null>, shown: boolean, close: () => void): void {
  const onClose = useEffectEvent(close);

  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = tip.current;
      const target = event.target;
      if (!panel || !(target instanceof HTMLElement) || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape' && panel.contains(target)) {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const button = messagingButton();
      const stops = edgeTabStops(panel);
      if (!button || !stops) return;
      let next: HTMLElement | null = null;
      if (!event.shiftKey && target === button) next = stops.first;
      else if (!event.shiftKey && target === stops.last) next = tabStopAfter(button, panel);
      else if (event.shiftKey && target === stops.first) next = button;
      else if (event.shiftKey && !panel.contains(target) && tabStopAfter(button, panel) === target) next = stops.last;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, tip]);
}
