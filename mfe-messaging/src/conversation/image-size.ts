/** B§9: message thumbnails are 210 px wide; stickers show in a 100 px box. */
export const THUMBNAIL_WIDTH = 210;
export const STICKER_BOX = 100;

export interface DisplaySize {
  width: number;
  /** Absent when the source's size is unknown: the picture then sizes itself once loaded. */
  height?: number;
}

/**
 * The size an image takes in a message, from the size the message data gives, so its room is kept before it
 * loads and the list does not grow under the reader (it would open above its newest messages).
 */
export function displaySize(width: number | undefined, height: number | undefined, maxWidth = THUMBNAIL_WIDTH): DisplaySize {
  if (!width || !height || width <= 0 || height <= 0) return { width: maxWidth };
  const shown = Math.min(maxWidth, width);
  return { width: shown, height: Math.max(1, Math.round((shown * height) / width)) };
}
