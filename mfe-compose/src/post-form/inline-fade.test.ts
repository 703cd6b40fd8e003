import { INLINE_FADE_MS, inlineFadeMs } from './inline-fade';

it('fades an inline form out in 200 ms (A§4.2), at once when less motion is asked for', () => {
  expect(INLINE_FADE_MS).toBe(200);
  expect(inlineFadeMs(false)).toBe(200);
  expect(inlineFadeMs(true)).toBe(0);
});
