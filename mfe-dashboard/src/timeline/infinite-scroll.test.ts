import { INFINITE_SCROLL_THRESHOLD, shouldLoadMore } from './infinite-scroll';

describe('shouldLoadMore', () => {
  const geometry = { scrollY: 0, viewportHeight: 800, listTop: 100, listHeight: 5000 };

  it('uses the 0.9 threshold of A§9.7', () => {
    expect(INFINITE_SCROLL_THRESHOLD).toBe(0.9);
  });

  it('waits while the reader is near the top', () => {
    expect(shouldLoadMore(geometry)).toBe(false);
  });

  it('fires once 90% of the list has been in view', () => {
    // 90% of 5000 = 4500; viewport bottom relative to the list = scrollY + 800 - 100.
    expect(shouldLoadMore({ ...geometry, scrollY: 3799 })).toBe(false);
    expect(shouldLoadMore({ ...geometry, scrollY: 3800 })).toBe(true);
  });

  it('fires when the list is shorter than the viewport or empty', () => {
    expect(shouldLoadMore({ ...geometry, listHeight: 400 })).toBe(true);
    expect(shouldLoadMore({ ...geometry, listHeight: 0 })).toBe(true);
  });
});
