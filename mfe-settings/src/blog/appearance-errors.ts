import { ApiError, BLOG_DESCRIPTION_MAX, BLOG_TITLE_MAX } from '@tumbledash/shared';

/** The fields of the header save (B§7) whose errors the appearance form shows beside them. */
export const APPEARANCE_FIELDS = ['tumblelog.title', 'tumblelog.description'] as const;
type AppearanceField = (typeof APPEARANCE_FIELDS)[number];

const TOO_LONG: Record<AppearanceField, string> = {
  'tumblelog.title': `The title can be at most ${BLOG_TITLE_MAX} characters.`,
  'tumblelog.description': `The description can be at most ${BLOG_DESCRIPTION_MAX} characters.`,
};

/**
 * The server's message for one field, in words: the schema's length check names the wire field
 * ("tumblelog.description must be at most 2000 characters."), which a person should not read.
 */
export function appearanceFieldError(error: unknown, field: AppearanceField): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const detail = error.fieldMessage(field);
  if (detail === undefined) return undefined;
  return detail.startsWith(`${field} must be at most`) ? TOO_LONG[field] : detail;
}
