import { fireEvent } from '@testing-library/react';

/** Sets where the window is scrolled to (jsdom keeps `scrollY` at 0 and has no scrolling). */
function setScrollY(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

/**
 * A window that scrolls in tests: `scrollY` starts at 0 and `window.scrollTo` becomes a mock. By default the page's
 * own `window.scrollTo({ top })` moves the window there and says so (a scroll event), as a browser does; with
 * `{ pageScrolls: false }` the window stays where the test put it. Answers the reader's scroll: the window moves
 * to `y` and a scroll event follows.
 */
export function fakeWindowScroll({ pageScrolls = true } = {}): (y: number) => void {
  setScrollY(0);
  window.scrollTo = jest.fn((options?: ScrollToOptions | number) => {
    if (!pageScrolls || typeof options !== 'object') return;
    setScrollY(options.top ?? 0);
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo;
  return (y: number) => {
    setScrollY(y);
    fireEvent.scroll(window);
  };
}
