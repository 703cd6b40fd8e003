import { makeChannel } from '../test-support/fixtures';
import { isSuspended } from './suspended-channel';

it('a channel is suspended only when the api says so', () => {
  expect(isSuspended({ ...makeChannel('me'), suspended: true })).toBe(true);
  expect(isSuspended(makeChannel('me'))).toBe(false);
  expect(isSuspended(null)).toBe(false);
});
