/**
 * Responsive copies of uploaded and seed images (issue 14): the server writes them with sharp, the post card
 * names them in `srcset`. Both sides derive the names from the original's address and width, so no list of
 * files travels with a post.
 */

/** Widths a photo is offered in (no wider than the original). */
export const IMAGE_VARIANT_WIDTHS = [250, 400, 540, 640, 1080, 1280] as const;

/** Modern formats offered before the original's own. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number] | 'original';

/** Stored media the server makes variants of: generated names, still-image formats. */
const MEDIA_IMAGE = /^\/media\/([A-Za-z0-9_-]+)\.(png|jpe?g|webp)$/;
/** A stored GIF: offered as an animated WebP of its own width (most are a fraction of the GIF's bytes). */
const MEDIA_GIF = /^\/media\/([A-Za-z0-9_-]+)\.gif$/;

/** A variant's file name: `{name}.w{width}.{extension}`, e.g. `Ab3x.w540.webp`. */
export const IMAGE_VARIANT_NAME = /^([A-Za-z0-9_-]+)\.w([0-9]{2,4})\.(avif|webp|png|jpe?g)$/;

/** The widths offered for an original `width` px wide: the standard ones below it, and the original's (capped). */
export function imageVariantWidths(width: number): number[] {
  if (!Number.isInteger(width) || width <= 0) return [];
  const largest = Math.min(width, IMAGE_VARIANT_WIDTHS.at(-1) ?? width);
  return [...IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest];
}

export interface ImageSource {
  /** MIME type for `<source type>`, absent for the original format. */
  type?: string;
  srcset: string;
}

/**
 * `srcset`s of a stored image, modern formats first; null for anything else (an external picture, an
 * unknown width), which is then shown as it is. A GIF keeps its animation: one animated WebP at its own
 * width, then the GIF itself.
 */
export function imageVariantSources(url: string, width: number): ImageSource[] | null {
  const gif = MEDIA_GIF.exec(url);
  if (gif) {
    if (!Number.isInteger(width) || width <= 0 || width > (IMAGE_VARIANT_WIDTHS.at(-1) ?? width)) return null;
    return [{ type: 'image/webp', srcset: `/media/${gif[1]}.w${width}.webp ${width}w` }, { srcset: `${url} ${width}w` }];
  }
  const match = MEDIA_IMAGE.exec(url);
  const widths = imageVariantWidths(width);
  if (!match || widths.length === 0) return null;
  const [, name, extension] = match;
  const srcset = (format: string) => widths.map((w) => `/media/${name}.w${w}.${format} ${w}w`).join(', ');
  return [
    ...IMAGE_VARIANT_FORMATS.map((format) => ({ type: `image/${format}`, srcset: srcset(format) })),
    { srcset: srcset(extension ?? 'png') },
  ];
}
