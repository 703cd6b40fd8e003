export type Peek = 'start' | 'end' | null;

/**
 * Carousel move (B§4): the index stays between 0 and count - 1; a move beyond either end only plays a
 * peek animation at that end.
 */
export function carouselStep(index: number, delta: number, count: number): { index: number; peek: Peek } {
  const target = index + delta;
  if (target < 0) return { index, peek: 'start' };
  if (target > count - 1) return { index, peek: 'end' };
  return { index: target, peek: null };
}
