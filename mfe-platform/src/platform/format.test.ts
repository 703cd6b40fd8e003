import { errorRate, kilobytes, milliseconds, rate } from './format';

it('formats sizes, error rates and times for the console', () => {
  expect(kilobytes(12_390)).toBe('12.1 KB');
  expect(errorRate(0, 0)).toBe('—');
  expect(errorRate(1, 39)).toBe('2.5%');
  expect(errorRate(1, 3)).toBe('25%');
  expect(errorRate(0, 10)).toBe('0%');
  expect(rate(null)).toBe('—');
  expect(rate(0.025)).toBe('2.5%');
  expect(rate(1)).toBe('100%');
  expect(milliseconds(null)).toBe('—');
  expect(milliseconds(120)).toBe('120 ms');
});
