import {
  computePopoverPosition,
  validatePopoverShift,
  POPOVER_MIN_EDGE,
  POPOVER_SHIFT_ERROR,
  type AnchorRect,
} from './popover-position';

const viewport = { width: 1000, height: 800 };
const size = { width: 200, height: 100 };
/** A 40×20 anchor whose centre is at (x, y). */
const anchorAt = (x: number, y: number): AnchorRect => ({ left: x - 20, top: y - 10, width: 40, height: 20 });

describe('computePopoverPosition', () => {
  it('uses 10 px as the default minimum edge distance (A§9.2)', () => {
    expect(POPOVER_MIN_EDGE).toBe(10);
  });

  describe('on the requested side when it fits', () => {
    const anchor = anchorAt(500, 400);

    it('below: under the anchor, centred across', () => {
      expect(computePopoverPosition(anchor, size, viewport, 'below')).toEqual({ placement: 'below', top: 410, left: 400 });
    });

    it('above: over the anchor, centred across', () => {
      expect(computePopoverPosition(anchor, size, viewport, 'above')).toEqual({ placement: 'above', top: 290, left: 400 });
    });

    it('right: beside the anchor, centred vertically', () => {
      expect(computePopoverPosition(anchor, size, viewport, 'right')).toEqual({ placement: 'right', top: 350, left: 520 });
    });

    it('left: beside the anchor, centred vertically', () => {
      expect(computePopoverPosition(anchor, size, viewport, 'left')).toEqual({ placement: 'left', top: 350, left: 280 });
    });
  });

  describe('flips when the requested side would leave the viewport', () => {
    it('below → above near the bottom edge', () => {
      const position = computePopoverPosition(anchorAt(500, 750), size, viewport, 'below');
      expect(position).toEqual({ placement: 'above', top: 640, left: 400 });
    });

    it('above → below near the top edge', () => {
      const position = computePopoverPosition(anchorAt(500, 50), size, viewport, 'above');
      expect(position).toEqual({ placement: 'below', top: 60, left: 400 });
    });

    it('right → left near the right edge', () => {
      const position = computePopoverPosition(anchorAt(900, 400), size, viewport, 'right');
      expect(position).toEqual({ placement: 'left', top: 350, left: 680 });
    });

    it('left → right near the left edge', () => {
      const position = computePopoverPosition(anchorAt(100, 400), size, viewport, 'left');
      expect(position).toEqual({ placement: 'right', top: 350, left: 120 });
    });

    it('counts the minimum edge distance as part of the room a side needs', () => {
      // Below has exactly 100 px to the edge, but 10 of them must stay free: it flips.
      const anchor: AnchorRect = { left: 480, top: 680, width: 40, height: 20 };
      expect(computePopoverPosition(anchor, size, viewport, 'below').placement).toBe('above');
      // With 110 px it fits and touches the 10 px margin exactly.
      const higher: AnchorRect = { ...anchor, top: 670 };
      expect(computePopoverPosition(higher, size, viewport, 'below')).toMatchObject({ placement: 'below', top: 690 });
    });

    it('stays on the requested side when neither fits and it has at least as much room', () => {
      const tall = { width: 200, height: 500 };
      expect(computePopoverPosition(anchorAt(500, 380), tall, viewport, 'below').placement).toBe('below');
      expect(computePopoverPosition(anchorAt(500, 420), tall, viewport, 'below').placement).toBe('above');
    });
  });

  describe('clamps to stay 10 px inside the viewport', () => {
    it('across the main axis near the left and right edges', () => {
      expect(computePopoverPosition(anchorAt(30, 400), size, viewport, 'below').left).toBe(10);
      expect(computePopoverPosition(anchorAt(990, 400), size, viewport, 'below').left).toBe(790);
    });

    it('across the main axis near the top and bottom edges', () => {
      expect(computePopoverPosition(anchorAt(500, 15), size, viewport, 'right').top).toBe(10);
      expect(computePopoverPosition(anchorAt(500, 795), size, viewport, 'left').top).toBe(690);
    });

    it('on the main axis when neither side has room', () => {
      const tall = { width: 200, height: 500 };
      // Below wins (more room) but would run off the bottom: pulled up to end 10 px above the edge.
      expect(computePopoverPosition(anchorAt(500, 380), tall, viewport, 'below')).toEqual({ placement: 'below', top: 290, left: 400 });
    });

    it('honours a custom minimum edge distance', () => {
      expect(computePopoverPosition(anchorAt(30, 400), size, viewport, 'below', 24).left).toBe(24);
    });
  });

  describe('a popover too big for the viewport', () => {
    it('pins to the top edge when taller than the viewport', () => {
      const position = computePopoverPosition(anchorAt(500, 400), { width: 200, height: 900 }, viewport, 'below');
      expect(position.top).toBe(10);
      expect(position.left).toBe(400);
    });

    it('pins to the left edge when wider than the viewport', () => {
      const position = computePopoverPosition(anchorAt(500, 400), { width: 1200, height: 100 }, viewport, 'above');
      expect(position).toEqual({ placement: 'above', top: 290, left: 10 });
    });

    it('pins when it fits the viewport but not inside both 10 px margins', () => {
      expect(computePopoverPosition(anchorAt(500, 400), { width: 990, height: 100 }, viewport, 'below').left).toBe(10);
    });
  });

  describe('shift', () => {
    it('offsets the position on the requested side', () => {
      const position = computePopoverPosition(anchorAt(500, 400), size, viewport, 'below', 10, { x: 15, y: 6 });
      expect(position).toEqual({ placement: 'below', top: 416, left: 415 });
    });

    it('mirrors the main-axis part when the popover flips', () => {
      const vertical = computePopoverPosition(anchorAt(500, 750), size, viewport, 'below', 10, { x: 15, y: 6 });
      expect(vertical).toEqual({ placement: 'above', top: 634, left: 415 });
      const horizontal = computePopoverPosition(anchorAt(900, 400), size, viewport, 'right', 10, { x: 8, y: 5 });
      expect(horizontal).toEqual({ placement: 'left', top: 355, left: 672 });
    });

    it('is still clamped to the viewport', () => {
      const position = computePopoverPosition(anchorAt(500, 400), size, viewport, 'below', 10, { x: -900, y: 0 });
      expect(position.left).toBe(10);
    });
  });
});

describe('validatePopoverShift (A§5.4)', () => {
  it('accepts an object with numeric x and y', () => {
    expect(validatePopoverShift({ x: 0, y: -4 })).toEqual({ x: 0, y: -4 });
    expect(validatePopoverShift({ x: 1.5, y: 2, extra: true })).toEqual({ x: 1.5, y: 2 });
  });

  it.each([
    ['null', null],
    ['a number', 5],
    ['a string', '5,5'],
    ['an array', [1, 2]],
    ['missing y', { x: 1 }],
    ['a string x', { x: '1', y: 2 }],
    ['NaN', { x: Number.NaN, y: 0 }],
  ])('throws the spec message for %s', (_label, shift) => {
    expect(() => validatePopoverShift(shift)).toThrow(new Error(POPOVER_SHIFT_ERROR));
  });

  it('uses the exact text of the spec', () => {
    expect(POPOVER_SHIFT_ERROR).toBe('Popover shift needs to be: {Object} => x: {Number}, y: {Number}');
  });
});
