import { CTA_FADE_RANGE, ctaOpacity } from './cta-policy';

describe('call-to-action (B§2, B§9)', () => {
  it('fades in over a 200 px range as it rises from the bottom of the viewport', () => {
    expect(CTA_FADE_RANGE).toBe(200);
    expect(ctaOpacity(900, 800)).toBe(0);
    expect(ctaOpacity(800, 800)).toBe(0);
    expect(ctaOpacity(700, 800)).toBe(0.5);
    expect(ctaOpacity(600, 800)).toBe(1);
    expect(ctaOpacity(-50, 800)).toBe(1);
  });
});
