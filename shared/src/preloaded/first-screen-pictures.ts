/**
 * The first screen's pictures: its largest paint (the first post's photo, a blog's header) is one of them, and
 * what runs around them decides whether that paint happens early (issue 14).
 */
import { afterNextPaint, paintedOrHidden } from './next-paint';

/** The longest anything waits for the first screen's pictures. */
export const FIRST_PICTURES_MAX_MS = 5000;

function settled(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once every picture under `root` that loads at once (not `loading="lazy"`) has loaded or failed, or
 * after `maxMs`: a stalled picture never holds anything back for longer.
 */
export function eagerPicturesSettled(root: Element, maxMs = FIRST_PICTURES_MAX_MS): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((picture) => picture.loading !== 'lazy' && !picture.complete);
  if (pending.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  return Promise.race([Promise.all(pending.map(settled)).then(() => undefined), cap]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once the pictures under `root` that have arrived are decoded and painted, or once the page is hidden.
 * Taken off the page between a picture's arrival and its (asynchronous) decoding, it is never painted, and a
 * later paint of the same picture by another element becomes the page's largest.
 */
export function arrivedPicturesPainted(root: Element): Promise<void> {
  const arrived = [...root.querySelectorAll('img')].filter((picture) => picture.complete && picture.naturalWidth > 0);
  if (arrived.length === 0) return Promise.resolve();
  return paintedOrHidden(async () => {
    await Promise.all(arrived.map((picture) => picture.decode().catch(() => undefined)));
    await afterNextPaint();
  });
}
