import { ApiError } from '@tumbledash/shared';
import { appearanceFieldError } from './appearance-errors';

test('the length checks of the header save read as words', () => {
  const error = new ApiError(400, 'tumblelog.description must be at most 2000 characters.', [
    { field: 'tumblelog.description', detail: 'tumblelog.description must be at most 2000 characters.' },
    { field: 'tumblelog.title', detail: 'tumblelog.title must be at most 100 characters.' },
  ]);
  expect(appearanceFieldError(error, 'tumblelog.description')).toBe('The description can be at most 2000 characters.');
  expect(appearanceFieldError(error, 'tumblelog.title')).toBe('The title can be at most 100 characters.');
});

test('other messages pass as the server wrote them; no message, no error', () => {
  const error = new ApiError(400, 'Bad title.', [{ field: 'tumblelog.title', detail: 'Bad title.' }]);
  expect(appearanceFieldError(error, 'tumblelog.title')).toBe('Bad title.');
  expect(appearanceFieldError(error, 'tumblelog.description')).toBeUndefined();
  expect(appearanceFieldError(new Error('x'), 'tumblelog.title')).toBeUndefined();
});
