import { unfollowConfirmText, updatedText } from './following-text';

test('words the unfollow confirm and the last update', () => {
  expect(unfollowConfirmText('cats')).toBe('Are you sure you want to unfollow cats?');
  const now = Date.parse('2026-01-10T12:00:00Z');
  expect(updatedText(null, now)).toBe('No posts yet');
  expect(updatedText('2026-01-10T08:00:00Z', now)).toBe('Updated today');
  expect(updatedText('2026-01-09T08:00:00Z', now)).toBe('Updated yesterday');
  expect(updatedText('2026-01-01T08:00:00Z', now)).toBe('Updated 9 days ago');
});
