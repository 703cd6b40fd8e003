/** A§2.6, A§9.4: the tour popover goes above its target, or below when there is less than 80 px above it. */
export const MIN_SPACE_ABOVE_PX = 80;
/** A§9.2: minimum distance from the viewport's edges. */
export const EDGE_PX = 10;
const GAP_PX = 12;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  side: 'above' | 'below' | 'centre';
  top: number;
  left: number;
}

/** Where the popover of `size` goes for a target box (viewport coordinates); centred without a target. */
export function tourPlacement(target: Box | null, size: { width: number; height: number }, viewport: { width: number; height: number }): Placement {
  const clampLeft = (left: number) => Math.max(EDGE_PX, Math.min(left, viewport.width - size.width - EDGE_PX));
  if (!target) {
    return { side: 'centre', top: Math.max(EDGE_PX, (viewport.height - size.height) / 2), left: clampLeft((viewport.width - size.width) / 2) };
  }
  const left = clampLeft(target.left + target.width / 2 - size.width / 2);
  if (target.top < MIN_SPACE_ABOVE_PX) return { side: 'below', top: target.top + target.height + GAP_PX, left };
  return { side: 'above', top: Math.max(EDGE_PX, target.top - GAP_PX - size.height), left };
}

/** A§4.11 fade on scroll: the glass's opacity at a scroll distance; the tour closes at one window height. */
export function fadeOf(distance: number, windowHeight: number): { opacity: number; closed: boolean } {
  const ratio = Math.abs(distance) / Math.max(1, windowHeight);
  return { opacity: Math.max(0, 1 - ratio), closed: ratio >= 1 };
}
