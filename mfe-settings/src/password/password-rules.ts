import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@tumbledash/shared';

export const PASSWORDS_DIFFER = 'The new passwords are not the same.';

/** The first problem with a new password and its repetition, checked before anything is sent. */
export function passwordProblem(next: string, repeat: string): string | null {
  if (!next) return ACCOUNT_MESSAGES.passwordMissing;
  if (next.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordShort;
  if (next !== repeat) return PASSWORDS_DIFFER;
  return null;
}
