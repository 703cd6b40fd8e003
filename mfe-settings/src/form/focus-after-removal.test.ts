import { focusAfterRemoval } from './focus-after-removal';

test('the next item takes the focus, else the one before, else none', () => {
  expect(focusAfterRemoval(['a', 'b', 'c'], 'b')).toBe('c');
  expect(focusAfterRemoval(['a', 'b', 'c'], 'c')).toBe('b');
  expect(focusAfterRemoval(['a'], 'a')).toBeNull();
  expect(focusAfterRemoval(['a', 'b'], 'zz')).toBeNull();
});
