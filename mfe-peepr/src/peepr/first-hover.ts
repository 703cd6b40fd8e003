import { bus } from '@tumbledash/shared';
import { hoveredTarget, requestOf, targetOf } from './target';

/** The hover that began before the hover cards' code arrived, for that code to take over. */
export interface FirstHover {
  /**
   * The blog target the pointer is still on, unless the hover ended meanwhile; null then. The first call stops the
   * watching (the card's own listeners take over) and fixes the answer.
   */
  take(): Element | null;
}

/**
 * Watches for the first hover over a blog target (a mouse or pen that moves onto it, `hoveredTarget`) and calls
 * `onFirst` then, to fetch the hover cards' code. Until that code takes the hover, what would close its card ends it
 * here: the pointer leaving the target, a click, the viewer opening (`peepr:opened`). So a card whose hover began
 * before the viewer opened never shows over it, however late its code comes.
 */
export function watchFirstHover(onFirst: () => void): FirstHover & { stop: () => void } {
  let target: Element | null = null;
  let first = true;
  let taken: { target: Element | null } | null = null;

  const onMove = (event: PointerEvent) => {
    const hovered = hoveredTarget(event);
    target = hovered && requestOf(hovered) ? hovered : null;
    if (target && first) {
      first = false;
      onFirst();
    }
  };
  const onOut = (event: MouseEvent) => {
    const next = event.relatedTarget;
    if (target && targetOf(event) === target && !(next instanceof Node && target.contains(next))) target = null;
  };
  const end = () => {
    target = null;
  };
  const viewerOpened = bus.on('peepr:opened').subscribe(end);
  document.addEventListener('pointermove', onMove);
  document.addEventListener('mouseout', onOut);
  document.addEventListener('click', end, true);

  const stop = () => {
    viewerOpened.unsubscribe();
    document.removeEventListener('pointermove', onMove);
    document.removeEventListener('mouseout', onOut);
    document.removeEventListener('click', end, true);
  };
  return {
    take() {
      if (!taken) {
        taken = { target };
        stop();
      }
      return taken.target;
    },
    stop,
  };
}
