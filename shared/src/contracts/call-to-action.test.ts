import { CTA_TEXTS, ctaText } from './call-to-action';

describe('ctaText', () => {
  it('reads each code as its label and an unknown code as the default', () => {
    expect(ctaText(0)).toBe('Learn more');
    expect(ctaText(1)).toBe('Shop now');
    expect(ctaText(CTA_TEXTS.length - 1)).toBe('Visit site');
    expect(ctaText(99)).toBe('Learn more');
    expect(ctaText(-1)).toBe('Learn more');
  });
});
