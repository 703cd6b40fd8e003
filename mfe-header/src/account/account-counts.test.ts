import { makeChannel, makeUser } from '../test-utils/fixtures';
import { accountCounts, waitingIn } from './account-counts';

it('reads likes, following and each blog\'s waiting asks and submissions', () => {
  const channels = [makeChannel('alice', { inbox_count: 3 }), makeChannel('alice-art')];
  const counts = accountCounts(makeUser(channels, { liked_post_count: 12, friend_count: 5 }), channels);
  expect(counts).toEqual({ likes: 12, following: 5, inbox: { alice: 3, 'alice-art': 0 } });
  expect(waitingIn(counts, 'alice')).toBe(3);
  expect(waitingIn(counts, 'alice-art')).toBe(0);
});

it('has nothing waiting for a blog it does not know', () => {
  expect(waitingIn(accountCounts(makeUser([]), []), 'someone-else')).toBe(0);
});
