import { appealAfter, appealView } from './appeal-state';

it('shows the banner in state 1 only; the eye explains states 3 and 4 and offers review otherwise', () => {
  expect(appealView(1)).toEqual({ banner: true, eye: 'confirm-review' });
  expect(appealView(2)).toEqual({ banner: false, eye: 'confirm-review' });
  expect(appealView(3)).toEqual({ banner: false, eye: 'under-review' });
  expect(appealView(4)).toEqual({ banner: false, eye: 'reviewed' });
});

it('dismiss goes to 2, request to 3, never from review or complete', () => {
  expect(appealAfter(1, 'dismiss')).toBe(2);
  expect(appealAfter(1, 'request')).toBe(3);
  expect(appealAfter(2, 'request')).toBe(3);
  expect(appealAfter(2, 'dismiss')).toBeNull();
  expect(appealAfter(3, 'request')).toBeNull();
  expect(appealAfter(4, 'dismiss')).toBeNull();
});
