import { ApiError } from '@tumbledash/shared';

/** What the post form says when the server refuses a save: the message and the details of its fields. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const details = error.errors.map((item) => item.detail).filter((detail) => detail && detail !== error.message);
  return [error.message, ...details].join(' ');
}

/** Whether trying the same save again can help: a server fault, a lost connection or a rate limit, not a refusal. */
export function canTryAgain(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.retryable || error.kind === 'rate-limited';
}
