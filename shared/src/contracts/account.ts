/** Messages of the sign-up and log-in forms; the server answers with the same texts. */
export const ACCOUNT_MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: "That email address doesn't look right.",
  emailTaken: 'That email address is already in use.',
  passwordMissing: 'Enter a password.',
  passwordShort: 'Your password must be at least 8 characters.',
  blogNameMissing: 'Choose a blog name.',
  blogNameInvalid: 'Blog names may use only letters, numbers and hyphens, up to 32 characters.',
  blogNameTaken: 'That blog name is already taken.',
  loginFailed: 'Your email or password were incorrect.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const BLOG_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/i;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface RegisterInput {
  email: string;
  password: string;
  blog_name: string;
}

export type AccountField = keyof RegisterInput;

/** Client and server both run this before anything else; the first problem per field wins. */
export function validateRegistration(input: Partial<RegisterInput>): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  const email = input.email?.trim() ?? '';
  if (!email) errors.email = ACCOUNT_MESSAGES.emailMissing;
  else if (!EMAIL_PATTERN.test(email)) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  const password = input.password ?? '';
  if (!password) errors.password = ACCOUNT_MESSAGES.passwordMissing;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordShort;
  const blogName = input.blog_name?.trim() ?? '';
  if (!blogName) errors.blog_name = ACCOUNT_MESSAGES.blogNameMissing;
  else if (!BLOG_NAME_PATTERN.test(blogName)) errors.blog_name = ACCOUNT_MESSAGES.blogNameInvalid;
  return errors;
}
