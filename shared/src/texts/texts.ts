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

/**
 * A type's call to submit a post to a blog (B§2 Submit): "Submit a text post", "Submit an audio post" — the submit
 * page's buttons and the post form's title. Every post type's word sounds as it is spelt: its first letter decides.
 */
export function submitTypeLabel(type: string): string {
  return `Submit ${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type} post`;
}
