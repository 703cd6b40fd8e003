import { AD_MAX_POLLS, AD_POLL_INTERVAL_MS, afterPoll, hasAdSlotAfter } from './ad-policy';

describe('ad policy (B§4, B§9)', () => {
  it('puts a slot after the posts whose count modulo 10 is 2', () => {
    const slots = Array.from({ length: 40 }, (_, index) => index).filter(hasAdSlotAfter);
    expect(slots).toEqual([1, 11, 21, 31]);
  });

  it('polls every second and fails after 5 polls without the script', () => {
    expect(AD_POLL_INTERVAL_MS).toBe(1000);
    expect(AD_MAX_POLLS).toBe(5);
    expect(afterPoll(1, false)).toBe('polling');
    expect(afterPoll(4, false)).toBe('polling');
    expect(afterPoll(5, false)).toBe('failed');
    expect(afterPoll(3, true)).toBe('ready');
  });
});
