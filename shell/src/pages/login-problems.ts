import { ACCOUNT_MESSAGES } from '@tumbledash/shared';

export type LoginField = 'email' | 'password';

/** What the log-in form lacks before it is sent, by field (the server says the same). */
export function loginProblems({ email, password }: Record<LoginField, string>): Partial<Record<LoginField, string>> {
  const problems: Partial<Record<LoginField, string>> = {};
  if (!email.trim()) problems.email = ACCOUNT_MESSAGES.emailMissing;
  if (!password) problems.password = ACCOUNT_MESSAGES.passwordMissing;
  return problems;
}
