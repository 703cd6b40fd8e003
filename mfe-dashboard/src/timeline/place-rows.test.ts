import { placeRows, placedHeight, rowsReaching } from './place-rows';

const keyOf = (index: number) => `post-${index}`;

describe('placeRows', () => {
  it('puts each row after the one before, its gap between, from the list\'s top', () => {
    const sizes = new Map([
      ['post-0', 300],
      ['post-1', 120],
    ]);
    const items = placeRows({ count: 3, keyOf, sizes, estimate: 500, gap: 20, scrollMargin: 100 });
    expect(items.map(({ start, size }) => [start, size])).toEqual([
      [100, 300],
      [420, 120],
      [560, 500],
    ]);
    expect(items[2]).toMatchObject({ index: 2, key: 'post-2', end: 1060, lane: 0 });
    expect(placedHeight(items, 100)).toBe(960);
  });

  it('counts the rows the screen has reached', () => {
    const items = placeRows({ count: 4, keyOf, sizes: new Map(), estimate: 400, gap: 20, scrollMargin: 0 });
    expect(rowsReaching(items, 0)).toBe(0);
    expect(rowsReaching(items, 420)).toBe(1);
    expect(rowsReaching(items, 421)).toBe(2);
    expect(rowsReaching(items, 10_000)).toBe(4);
  });

  it('has no height without rows', () => {
    expect(placedHeight([], 80)).toBe(0);
  });
});
