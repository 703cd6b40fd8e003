import { ApiError, FORBIDDEN_MESSAGE, TECHNICAL_TROUBLE } from './errors';

test('a 403 reads as a forbidden message, never as technical trouble', () => {
  expect(new ApiError(403, '').message).toBe(FORBIDDEN_MESSAGE);
  expect(new ApiError(403, 'Forbidden').message).toBe("You don't have permission to do that.");
  expect(new ApiError(403, 'Only the owner of this blog can change its header.').message).toBe('Only the owner of this blog can change its header.');
  expect(new ApiError(500, '').message).toBe(TECHNICAL_TROUBLE);
});
