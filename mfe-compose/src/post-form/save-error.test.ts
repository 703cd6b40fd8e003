import { ApiError } from '@tumbledash/shared';
import { canTryAgain, saveErrorMessage } from './save-error';

it('offers to try again only where that can help: 5xx, network and 429', () => {
  expect(canTryAgain(new ApiError(500, ''))).toBe(true);
  expect(canTryAgain(new ApiError(503, ''))).toBe(true);
  expect(canTryAgain(new ApiError(0, ''))).toBe(true);
  expect(canTryAgain(new ApiError(429, 'Slow down.'))).toBe(true);
  expect(canTryAgain(new ApiError(403, 'This blog is suspended.'))).toBe(false);
  expect(canTryAgain(new ApiError(400, 'Write something first.'))).toBe(false);
});

it('says the server’s message and the details of its fields', () => {
  const error = new ApiError(400, 'Bad post.', [{ detail: 'The title is too long.', field: 'post[one]' }]);
  expect(saveErrorMessage(error)).toBe('Bad post. The title is too long.');
  expect(saveErrorMessage(new ApiError(403, 'This blog is suspended.'))).toBe('This blog is suspended.');
});
