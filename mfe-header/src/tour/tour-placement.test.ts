import { fadeOf, tourPlacement } from './tour-placement';

const viewport = { width: 1280, height: 800 };
const size = { width: 280, height: 150 };

test('goes below its target when less than 80 px are above it (A§9.4)', () => {
  const header = { top: 10, left: 1200, width: 40, height: 32 };
  expect(tourPlacement(header, size, viewport)).toEqual({ side: 'below', top: 54, left: 1280 - 280 - 10 });
  const exactly = { top: 79, left: 500, width: 40, height: 32 };
  expect(tourPlacement(exactly, size, viewport).side).toBe('below');
});

test('goes above its target with 80 px or more above it, kept 10 px inside the viewport', () => {
  const lower = { top: 400, left: 0, width: 40, height: 40 };
  expect(tourPlacement(lower, size, viewport)).toEqual({ side: 'above', top: 400 - 12 - 150, left: 10 });
  expect(tourPlacement({ top: 80, left: 600, width: 40, height: 40 }, size, viewport).side).toBe('above');
});

test('is centred without a target', () => {
  expect(tourPlacement(null, size, viewport)).toEqual({ side: 'centre', top: 325, left: 500 });
});

test('fades with scroll distance and closes after one window height (A§4.11)', () => {
  expect(fadeOf(0, 800)).toEqual({ opacity: 1, closed: false });
  expect(fadeOf(400, 800)).toEqual({ opacity: 0.5, closed: false });
  expect(fadeOf(-800, 800)).toEqual({ opacity: 0, closed: true });
});
