import { useEffect, useEffectEvent, useState } from 'react';
import type { ShareAnchor } from '@tumbledash/shared';

type Box = Exclude<ShareAnchor, HTMLElement>;

function boxOf(element: HTMLElement): Box {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}

/**
 * The popover's anchor while its element (a post's Share button) is on the page. When the element leaves (its card
 * scrolled out of the windowed timeline), an idle popover closes with `onGone`; one that is `busy` (sending, or
 * showing how that went) stays where it was, at the box the element last had, so its result is seen and focus
 * stays in it.
 */
export function useAnchorOnPage(anchor: ShareAnchor, busy: boolean, onGone: () => void): ShareAnchor {
  const [lastBox, setLastBox] = useState<Box | null>(null);
  const left = useEffectEvent((box: Box) => (busy ? setLastBox(box) : onGone()));

  useEffect(() => {
    if (!(anchor instanceof HTMLElement)) return;
    // Measured while it is on the page: once gone, an element has no box left to read.
    let box = boxOf(anchor);
    const measure = () => {
      if (anchor.isConnected) box = boxOf(anchor);
    };
    const observer = new MutationObserver(() => {
      if (anchor.isConnected) return;
      observer.disconnect();
      left(box);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [anchor]);

  return lastBox ?? anchor;
}
