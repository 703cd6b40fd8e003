import { nearEnd, throttle } from './autopager';

it('triggers within 175 px of the end', () => {
  expect(nearEnd(0, 500, 1000)).toBe(false);
  expect(nearEnd(325, 500, 1000)).toBe(true);
  expect(nearEnd(324, 500, 1000)).toBe(false);
});

it('checks at most every 500 ms, keeping the last call of a burst', () => {
  jest.useFakeTimers();
  const run = jest.fn();
  const throttled = throttle(run);
  throttled.call();
  throttled.call();
  throttled.call();
  expect(run).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(499);
  expect(run).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(2);
  throttled.cancel();
  jest.useRealTimers();
});
