import { animateScroll, easeInOut, scrollPosition, SCROLL_DURATION_MS, type ScrollClock } from './scroll-animation';

test('eases from the start to the end of the way', () => {
  expect(easeInOut(0)).toBe(0);
  expect(easeInOut(0.5)).toBe(0.5);
  expect(easeInOut(1)).toBe(1);
  expect(easeInOut(0.25)).toBeLessThan(0.25);
  expect(easeInOut(0.75)).toBeGreaterThan(0.75);
});

test('is halfway at 100 ms and there at 200 ms (B§2 "200 ms speed")', () => {
  expect(SCROLL_DURATION_MS).toBe(200);
  expect(scrollPosition(100, 500, 0)).toBe(100);
  expect(scrollPosition(100, 500, 100)).toBe(300);
  expect(scrollPosition(100, 500, 200)).toBe(500);
  expect(scrollPosition(100, 500, 260)).toBe(500);
});

test('moves the element frame by frame and stops at the target after 200 ms', () => {
  let time = 0;
  const frames: (() => void)[] = [];
  const clock: ScrollClock = { now: () => time, frame: (step) => frames.push(step), cancel: jest.fn() };
  const element = document.createElement('div');
  element.scrollTop = 0;
  const seen: number[] = [];
  animateScroll(element, 400, SCROLL_DURATION_MS, clock);
  for (time = 50; frames.length > 0; time += 50) {
    frames.shift()!();
    seen.push(element.scrollTop);
  }
  // jsdom keeps scrollTop as set: 50, 100, 150, 200 ms.
  expect(seen).toEqual([50, 200, 350, 400]);
});

test('jumps at once for people who prefer less motion', () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
  const element = document.createElement('div');
  const clock: ScrollClock = { now: () => 0, frame: jest.fn(), cancel: jest.fn() };
  animateScroll(element, 300, SCROLL_DURATION_MS, clock);
  expect(element.scrollTop).toBe(300);
  expect(clock.frame).not.toHaveBeenCalled();
  window.matchMedia = matchMedia;
});
