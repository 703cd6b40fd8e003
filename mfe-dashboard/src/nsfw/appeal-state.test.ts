import { appealAfter, appealView } from './appeal-state';

it('shows the banner in state 1 only; the eye offers review in 1 and 2, explains 3 and 4, and is not there in 0', () => {
  expect(appealView(0)).toEqual({ banner: false, eye: null });
  expect(appealView(1)).toEqual({ banner: true, eye: 'confirm-review' });
  expect(appealView(2)).toEqual({ banner: false, eye: 'confirm-review' });
  expect(appealView(3)).toEqual({ banner: false, eye: 'under-review' });
  expect(appealView(4)).toEqual({ banner: false, eye: 'reviewed' });
});

it('dismiss goes to 2, request to 3, never from review or complete', () => {
  expect(appealAfter(0, 'request')).toBeNull();
  expect(appealAfter(0, 'dismiss')).toBeNull();
  expect(appealAfter(1, 'dismiss')).toBe(2);
  expect(appealAfter(1, 'request')).toBe(3);
  expect(appealAfter(2, 'request')).toBe(3);
  expect(appealAfter(2, 'dismiss')).toBeNull();
  expect(appealAfter(3, 'request')).toBeNull();
  expect(appealAfter(4, 'dismiss')).toBeNull();
});
