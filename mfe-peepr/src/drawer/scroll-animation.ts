/** B§2 "j and k scroll (60 px offset, 200 ms speed)". */
export const SCROLL_OFFSET_PX = 60;
export const SCROLL_DURATION_MS = 200;

/** Ease in and out: slow start, slow end (t and the answer from 0 to 1). */
export function easeInOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return clamped < 0.5 ? 2 * clamped * clamped : 1 - (-2 * clamped + 2) ** 2 / 2;
}

/** Where a scroll from `from` to `to` is `elapsed` ms into a `duration` ms animation. */
export function scrollPosition(from: number, to: number, elapsed: number, duration = SCROLL_DURATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOut(elapsed / duration);
}

export interface ScrollClock {
  now: () => number;
  frame: (step: () => void) => number;
  cancel: (handle: number) => void;
}

const browserClock: ScrollClock = {
  now: () => performance.now(),
  frame: (step) => requestAnimationFrame(step),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Scrolls `element` to `to` in exactly `duration` ms (the browser's smooth scroll takes as long as it likes);
 * at once with prefers-reduced-motion. Returns a function that stops it where it is.
 */
export function animateScroll(element: HTMLElement, to: number, duration = SCROLL_DURATION_MS, clock: ScrollClock = browserClock): () => void {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const from = element.scrollTop;
  if (reduced || duration <= 0 || from === to) {
    element.scrollTop = to;
    return () => undefined;
  }
  const start = clock.now();
  let handle = 0;
  const step = () => {
    const elapsed = clock.now() - start;
    element.scrollTop = scrollPosition(from, to, elapsed, duration);
    if (elapsed < duration) handle = clock.frame(step);
  };
  handle = clock.frame(step);
  return () => clock.cancel(handle);
}
