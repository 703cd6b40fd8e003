import type { Metadata } from 'sharp';
import { loadSharp } from './sharp.js';

/** No side longer than this… */
export const MAX_IMAGE_SIDE = 10_000;
/** …and no more pixels than this (one frame): a small file can declare a picture that fills gigabytes decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Frames of an animated GIF or WebP. */
export const MAX_IMAGE_FRAMES = 500;

/** True when a picture of this size may be decoded (0 = not declared: nothing to decode). */
export function withinImageSize(width: number, height: number): boolean {
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}

/** sharp's input options for any stored image: it refuses to decode more than the limit. */
export const SHARP_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * Whether an image file (path or bytes) may be kept, read from its header alone — nothing is decoded: the
 * size it declares (`declared`, from our own header parser, and sharp's reading) within `withinImageSize`
 * per frame, at most `MAX_IMAGE_FRAMES` frames. Every image the server takes (uploads, message images) passes
 * here before anything decodes it; sharp is then held to `SHARP_INPUT`.
 */
export async function imageWithinLimits(input: string | Buffer, declared: { width: number; height: number }): Promise<boolean> {
  if (!withinImageSize(declared.width, declared.height)) return false;
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Nothing sharp can read is decoded by it; the declared size was checked above.
    return true;
  }
  const frames = metadata.pages ?? 1;
  const height = frames > 1 ? (metadata.pageHeight ?? metadata.height) : metadata.height;
  return withinImageSize(metadata.width ?? 0, height ?? 0) && frames <= MAX_IMAGE_FRAMES;
}
