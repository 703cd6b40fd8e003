/**
 * Words more than one package shows, kept out of the main entry (which every page loads whole): each importer
 * bundles only the texts it uses. Plain strings, so the api server imports them too.
 */

/** Under the last post of a list (dashboard timelines, blogs, the viewer, search results). */
export const LIST_END_TEXT = 'You’ve reached the end.';

/** Answers of the settings calls that ask for the current password (email, password, delete, two-factor). */
export const CURRENT_PASSWORD_MESSAGES = {
  passwordMissing: 'Enter your current password.',
  passwordWrong: 'Your current password is not right.',
} as const;

/** An empty code when two-factor is being set up (no recovery codes yet): the page asks it, the api answers it. */
export const TWO_FACTOR_SETUP_CODE_MISSING = 'Enter the 6-digit code from your authenticator app.';
