/**
 * A post's call-to-action button (A§3.3 enableCTA, ctaTextCode default 0, ctaLinkUrl). The spec names the code
 * but not the texts; these are the usual call-to-action labels, by code. The post form offers them, the server
 * accepts their codes, the dashboard draws them.
 */
export const CTA_TEXTS: readonly string[] = ['Learn more', 'Shop now', 'Sign up', 'Download', 'Watch more', 'Listen now', 'Visit site'];

/** The text of button code `code`; an unknown code reads as code 0's. */
export function ctaText(code: number): string {
  return CTA_TEXTS[code] ?? 'Learn more';
}

/** Why a post's button cannot be saved, said by the server and the post form alike. */
export const CTA_MESSAGES = {
  textCode: 'Choose one of the call-to-action button texts.',
  noLink: 'Add a link for the call-to-action button.',
  invalidLink: 'The call-to-action link is not a valid URL.',
} as const;
