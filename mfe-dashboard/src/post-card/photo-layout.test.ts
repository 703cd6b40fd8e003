import { aspectRatio, photoRows, rowGrowth } from './photo-layout';

describe('photoRows', () => {
  const photos = ['a', 'b', 'c', 'd', 'e'];

  it('follows the layout', () => {
    expect(photoRows(photos, [1, 2, 2])).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });

  it('gives uncovered photos a row each', () => {
    expect(photoRows(photos, [2])).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
    expect(photoRows(photos, [])).toEqual([['a'], ['b'], ['c'], ['d'], ['e']]);
  });

  it('stops at the last photo when the layout asks for more', () => {
    expect(photoRows(['a', 'b'], [3, 2])).toEqual([['a', 'b']]);
  });

  it('skips counts that are not positive whole numbers', () => {
    expect(photoRows(photos, [0, -1, 1.5, 3, 2])).toEqual([['a', 'b', 'c'], ['d', 'e']]);
  });
});

describe('aspectRatio', () => {
  it('is width over height, 1 without sizes', () => {
    expect(aspectRatio(1280, 720)).toBeCloseTo(1.778, 3);
    expect(aspectRatio(0, 720)).toBe(1);
  });
});

describe('rowGrowth', () => {
  it('keeps the ratios’ proportions with none below 1, so a row always fills the card', () => {
    expect(rowGrowth([0.8])).toEqual([1]);
    expect(rowGrowth([0.5, 1.5])).toEqual([1, 3]);
    expect(rowGrowth([2, 2])).toEqual([1, 1]);
  });
});
