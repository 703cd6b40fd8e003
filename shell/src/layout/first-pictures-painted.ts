/** The longest the shell's code waits for them: on a slow link the picture may come after the code. */
export const FIRST_PICTURES_WAIT_MS = 1000;

/** How long a page that is not painting (a background tab: no animation frames) is given for its next paint. */
const PAINT_WAIT_MS = 100;

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}

/**
 * Resolves once the page's high-priority pictures are painted (the server's drawing of the first post's photo
 * or of a blog's header: its largest paint), or after `maxMs`; at once on a page without any. The shell's
 * code and every remote's start after it: run before, their tasks held that paint back (issue 14). A twin of
 * @tumbledash/shared's `eagerPicturesSettled` + `arrivedPicturesPainted`: this runs before the async boundary,
 * where no shared module can be loaded yet.
 */
export async function firstPicturesPainted(maxMs = FIRST_PICTURES_WAIT_MS): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (pictures.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  // decode() waits for the picture to arrive, then for it to be decoded; a picture that fails holds nothing back.
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  await Promise.race([decoded, cap]).finally(() => clearTimeout(timer));
  await afterNextPaint();
}
