import { badgeText } from './unread-badge';

describe('badgeText', () => {
  it('shows nothing for zero or less', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
  });

  it('shows the count up to the maximum', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('shows {max}+ above the maximum', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5, 4)).toBe('4+');
  });
});
