import type { CreatablePostType } from '../contracts';

/** What each creatable post type is called on its buttons (fast compose, the dashboard's new-post bar). */
export const POST_TYPE_LABELS: Record<CreatablePostType, string> = {
  text: 'Text',
  photo: 'Photo',
  quote: 'Quote',
  link: 'Link',
  chat: 'Chat',
  audio: 'Audio',
  video: 'Video',
};

/** The text glyph drawn on each type's button (decorative: the label names the button). */
export const POST_TYPE_GLYPHS: Record<CreatablePostType, string> = {
  text: 'Aa',
  photo: '\u25A3',
  quote: '\u201C\u201D',
  link: '\u221E',
  chat: '\u2026',
  audio: '\u266B',
  video: '\u25B6\uFE0E',
};
