import { act, renderHook } from '@testing-library/react';
import { useStickyHeader } from './use-sticky-header';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  scrollTo(0);
});

it('adds the sticky state 500 ms after scrolling past 45 px, and hides the nav while scrolling down (B§2)', () => {
  const { result } = renderHook(() => useStickyHeader(true));
  act(() => scrollTo(40));
  expect(result.current).toEqual({ sticky: false, navHidden: false });
  act(() => scrollTo(120));
  expect(result.current).toEqual({ sticky: false, navHidden: true });
  act(() => jest.advanceTimersByTime(499));
  expect(result.current.sticky).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.sticky).toBe(true);
  act(() => scrollTo(100));
  expect(result.current).toEqual({ sticky: true, navHidden: false });
  act(() => scrollTo(10));
  expect(result.current).toEqual({ sticky: false, navHidden: false });
});

it('leaves the sticky state if the page goes back above 45 px within the 500 ms', () => {
  const { result } = renderHook(() => useStickyHeader(true));
  act(() => scrollTo(200));
  act(() => jest.advanceTimersByTime(300));
  act(() => scrollTo(0));
  act(() => jest.advanceTimersByTime(500));
  expect(result.current.sticky).toBe(false);
});

it('does nothing without the mobile_web_sticky_header flag', () => {
  const { result } = renderHook(() => useStickyHeader(false));
  act(() => scrollTo(300));
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toEqual({ sticky: false, navHidden: false });
});
