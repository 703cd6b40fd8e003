import { TUTORIAL_WIDTH_PX, tutorialPlace } from './tutorial-place';

const columnRight = (width: number) => width / 2 + 270;

describe('tutorialPlace', () => {
  it('at 1280 px sits in the right gutter, clear of the post column, its arrow under the balloon', () => {
    const place = tutorialPlace(1280, { left: 1112, width: 40 });
    expect(place.kind).toBe('beside');
    if (place.kind !== 'beside') return;
    expect(place.left).toBeGreaterThan(columnRight(1280));
    expect(place.left + TUTORIAL_WIDTH_PX).toBeLessThanOrEqual(1280);
    expect(place.left + (place.arrowLeft ?? 0)).toBe(1132);
  });

  it('on a wide screen keeps the arrow near its right end, under the balloon', () => {
    const place = tutorialPlace(1920, { left: 1752, width: 40 });
    expect(place).toEqual({ kind: 'beside', left: 1772 - TUTORIAL_WIDTH_PX + 40, arrowLeft: TUTORIAL_WIDTH_PX - 40 });
  });

  it('without the balloon, or with it out of reach, shows no arrow', () => {
    expect(tutorialPlace(1280, null)).toEqual({ kind: 'beside', left: 1280 - 8 - TUTORIAL_WIDTH_PX, arrowLeft: null });
    expect(tutorialPlace(1280, { left: 100, width: 40 })).toMatchObject({ kind: 'beside', arrowLeft: null });
  });

  it('is a bottom sheet where the gutter is narrower than the tip (phones, tablets)', () => {
    expect(tutorialPlace(375, { left: 230, width: 40 })).toEqual({ kind: 'sheet' });
    expect(tutorialPlace(1024, { left: 900, width: 40 })).toEqual({ kind: 'sheet' });
  });
});
