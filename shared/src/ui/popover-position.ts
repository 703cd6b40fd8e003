/** Pure geometry for popovers: place beside an anchor, flip when it would leave the viewport, clamp (A§4.8, A§9.2). */

export type PopoverPlacement = 'below' | 'above' | 'left' | 'right';

/** A box in viewport coordinates, as getBoundingClientRect gives it. */
export interface AnchorRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PopoverSize {
  width: number;
  height: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** Extra offset for the requested side; the main-axis part is mirrored when the popover flips. */
export interface PopoverShift {
  x: number;
  y: number;
}

export interface PopoverPosition {
  top: number;
  left: number;
  /** The side actually used after flipping. */
  placement: PopoverPlacement;
}

/** Minimum distance between a popover and the viewport edge (A§9.2). */
export const POPOVER_MIN_EDGE = 10;

export const POPOVER_SHIFT_ERROR = 'Popover shift needs to be: {Object} => x: {Number}, y: {Number}';

const OPPOSITE: Record<PopoverPlacement, PopoverPlacement> = { below: 'above', above: 'below', left: 'right', right: 'left' };

/** A§5.4: the shift must be an object with numeric x and y, else this throws. */
export function validatePopoverShift(shift: unknown): PopoverShift {
  if (typeof shift === 'object' && shift !== null) {
    const { x, y } = shift as Record<string, unknown>;
    if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) return { x, y };
  }
  throw new Error(POPOVER_SHIFT_ERROR);
}

function clamp(value: number, size: number, limit: number, minEdge: number): number {
  // Too big to fit between both edges: pin to the start edge so the top or left stays visible.
  if (size > limit - 2 * minEdge) return minEdge;
  return Math.min(Math.max(value, minEdge), limit - minEdge - size);
}

function isVertical(placement: PopoverPlacement): boolean {
  return placement === 'below' || placement === 'above';
}

/** Main-axis start of the popover on one side of the anchor, before clamping. */
function mainStart(anchor: AnchorRect, size: PopoverSize, placement: PopoverPlacement, shift: PopoverShift, flipped: boolean): number {
  const sign = flipped ? -1 : 1;
  switch (placement) {
    case 'below':
      return anchor.top + anchor.height + sign * shift.y;
    case 'above':
      return anchor.top - size.height + sign * shift.y;
    case 'right':
      return anchor.left + anchor.width + sign * shift.x;
    case 'left':
      return anchor.left - size.width + sign * shift.x;
  }
}

/** Room between the anchor and the viewport edge on one side, keeping the minimum edge distance. */
function room(anchor: AnchorRect, viewport: ViewportSize, placement: PopoverPlacement, minEdge: number): number {
  switch (placement) {
    case 'below':
      return viewport.height - minEdge - (anchor.top + anchor.height);
    case 'above':
      return anchor.top - minEdge;
    case 'right':
      return viewport.width - minEdge - (anchor.left + anchor.width);
    case 'left':
      return anchor.left - minEdge;
  }
}

/**
 * Where to put a popover of `size` next to `anchor`: on the requested side if it fits, else on the
 * opposite side if that fits, else on whichever side has more room; centred on the anchor across the
 * other axis; then clamped to stay `minEdge` px inside the viewport.
 */
export function computePopoverPosition(
  anchor: AnchorRect,
  size: PopoverSize,
  viewport: ViewportSize,
  placement: PopoverPlacement,
  minEdge = POPOVER_MIN_EDGE,
  shift: PopoverShift = { x: 0, y: 0 },
): PopoverPosition {
  const vertical = isVertical(placement);
  const extent = vertical ? size.height : size.width;
  const opposite = OPPOSITE[placement];
  const fits = (side: PopoverPlacement) => room(anchor, viewport, side, minEdge) >= extent;

  let side = placement;
  if (!fits(placement)) {
    if (fits(opposite) || room(anchor, viewport, opposite, minEdge) > room(anchor, viewport, placement, minEdge)) {
      side = opposite;
    }
  }
  const flipped = side !== placement;
  const main = mainStart(anchor, size, side, shift, flipped);

  if (vertical) {
    const left = anchor.left + anchor.width / 2 - size.width / 2 + shift.x;
    return {
      placement: side,
      top: clamp(main, size.height, viewport.height, minEdge),
      left: clamp(left, size.width, viewport.width, minEdge),
    };
  }
  const top = anchor.top + anchor.height / 2 - size.height / 2 + shift.y;
  return {
    placement: side,
    top: clamp(top, size.height, viewport.height, minEdge),
    left: clamp(main, size.width, viewport.width, minEdge),
  };
}
