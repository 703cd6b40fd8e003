/**
 * The shared contracts and texts, as the api uses them at runtime. @tumbledash/shared is a CommonJS-format package
 * of TypeScript sources (no "type": "module"), so Node cannot see its named exports from an ES module:
 * values come through the default import (module.exports), types straight from the package.
 */
import shared from '@tumbledash/shared/contracts';
import texts from '@tumbledash/shared/texts';

export type * from '@tumbledash/shared/contracts';
export const { ACCOUNT_MESSAGES, FORM_KEY_HEADER, SESSION_COOKIE, TIMELINE_PAGE_SIZE, TWO_FACTOR_MESSAGES, validateRegistration } = shared;
export const {
  ANSWER_MAX_LENGTH,
  ASK_MESSAGES,
  ASK_MAX_LENGTH,
  APPEAL_STATES,
  SEARCH_PAGE_SIZE,
  SEARCH_POST_ROLES,
  SEARCH_POST_TYPES,
  SEARCH_SORTS,
  SITE_SEARCH_POST_TYPES,
  SITE_SEARCH_SORTS,
  TYPEAHEAD_MAX,
  canMoveAppeal,
  stripNewlines,
  validateQuestion,
} = shared;
export const { BLOG_DESCRIPTION_MAX, BLOG_FONTS, BLOG_TITLE_MAX, THEME_COLOR_PATTERN } = shared;
export const { IMAGE_VARIANT_NAME, PRELOADED_IDS, imageVariantWidths } = shared;
export const { CURRENT_PASSWORD_MESSAGES, TWO_FACTOR_SETUP_CODE_MISSING } = texts;
