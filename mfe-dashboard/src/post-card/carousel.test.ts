import { carouselStep } from './carousel';

describe('carouselStep', () => {
  it('moves within the photos', () => {
    expect(carouselStep(0, 1, 3)).toEqual({ index: 1, peek: null });
    expect(carouselStep(2, -1, 3)).toEqual({ index: 1, peek: null });
  });

  it('only peeks beyond either end (B§4)', () => {
    expect(carouselStep(0, -1, 3)).toEqual({ index: 0, peek: 'start' });
    expect(carouselStep(2, 1, 3)).toEqual({ index: 2, peek: 'end' });
  });
});
