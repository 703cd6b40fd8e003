import { afterNextPaint, paintedOrHidden } from '@tumbledash/shared/next-paint';

/** The longest the shell's code waits for them: on a slow link the picture may come after the code. */
export const FIRST_PICTURES_WAIT_MS = 1000;

/**
 * Resolves once the page's high-priority pictures are painted (the server's drawing of the first post's photo
 * or of a blog's header: its largest paint), or after `maxMs`; at once on a page without any, or hidden. The
 * shell's code and every remote's start after it: run before, their tasks held that paint back (issue 14).
 * @tumbledash/shared's `eagerPicturesSettled` + `arrivedPicturesPainted` do this for one element; this runs
 * before the async boundary, where the shared singleton cannot be loaded yet, so it takes only `next-paint`.
 */
export function firstPicturesPainted(maxMs = FIRST_PICTURES_WAIT_MS): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (pictures.length === 0) return Promise.resolve();
  return paintedOrHidden(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxMs);
    });
    // decode() waits for the picture to arrive, then for it to be decoded; a picture that fails holds nothing back.
    const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
    await Promise.race([decoded, cap]).finally(() => clearTimeout(timer));
    await afterNextPaint();
  });
}
