import { notificationText } from './notification-text';

it('says what the server worded', () => {
  expect(notificationText({ type: 'ask', message: 'sent you an ask' })).toBe('sent you an ask');
  expect(notificationText({ type: 'like', message: 'liked your post' })).toBe('liked your post');
});

it('words a submission the server sent with its kind only, like an ask', () => {
  expect(notificationText({ type: 'submission', message: 'submission' })).toBe('submitted a post');
  expect(notificationText({ type: 'submission', message: '' })).toBe('submitted a post');
});

it('leaves other unworded kinds as they came', () => {
  expect(notificationText({ type: 'mystery', message: 'mystery' })).toBe('mystery');
});
