import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@tumbledash/shared';
import { CURRENT_PASSWORD_MESSAGES } from '@tumbledash/shared/texts';

export const PASSWORDS_DIFFER = 'The new passwords are not the same.';

/** The form's fields: the server's two, and the repetition only the browser checks. */
export interface PasswordForm {
  current_password: string;
  new_password: string;
  new_password_again: string;
}

/** The problems of each field, checked before anything is sent; the repetition is judged once the new password is good. */
export function passwordProblems({ current_password, new_password, new_password_again }: PasswordForm): Record<keyof PasswordForm, string | null> {
  let next: string | null = null;
  if (!new_password) next = ACCOUNT_MESSAGES.passwordMissing;
  else if (new_password.length < PASSWORD_MIN_LENGTH) next = ACCOUNT_MESSAGES.passwordShort;
  return {
    current_password: current_password ? null : CURRENT_PASSWORD_MESSAGES.passwordMissing,
    new_password: next,
    new_password_again: next === null && new_password !== new_password_again ? PASSWORDS_DIFFER : null,
  };
}
