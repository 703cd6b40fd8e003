import { ApiError, FORBIDDEN_MESSAGE } from '@tumbledash/shared';

export { FORBIDDEN_MESSAGE };
export const SAVED = 'Saved.';
export const PASSWORD_RULE = 'At least 8 characters.';

/** What a person reads for a failed call: the server's words for 400/409, the spec's for 403. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'forbidden' ? FORBIDDEN_MESSAGE : error.message;
  return new ApiError(0, '').message;
}
