import { BLOG_DESCRIPTION_MAX, BLOG_TITLE_MAX, toApiError } from '@tumbledash/shared';

// The description is edited as plain text and saved escaped in one paragraph, as /settings/blog does
// (mfe-settings blog/theme-draft.ts): a description saved from either editor reads the same in the other.

/** Plain text of the sanitized description, for a plain text area (the server sanitizes what comes back). */
export function descriptionText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
}

/** The description as it is saved: the text escaped, in one paragraph. */
export function descriptionHtml(text: string): string {
  return `<p>${text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)}</p>`;
}

/** Readable words for the fields whose length the server checks (it names them `tumblelog.title`, …). */
const TOO_LONG: Record<string, string> = {
  'tumblelog.title': `The title can be at most ${BLOG_TITLE_MAX} characters.`,
  'tumblelog.description': `The description can be at most ${BLOG_DESCRIPTION_MAX} characters.`,
};

/** What the owner reads when a header save fails. */
export function headerSaveError(failure: unknown): string {
  const error = toApiError(failure);
  const tooLong = error.errors.find(({ field, detail }) => field !== undefined && field in TOO_LONG && detail.includes('at most'));
  return tooLong ? TOO_LONG[tooLong.field!]! : error.message;
}
