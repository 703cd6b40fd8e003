/** The longest the shell's code waits for them: on a slow link the picture may come after the code. */
export const FIRST_PICTURES_WAIT_MS = 1000;

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * `painted`, or sooner once the page is hidden: a background tab paints nothing and gets no animation frames,
 * so the code would wait there until the tab is shown.
 */
function paintedOrHidden(painted: () => Promise<void>): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const listening = new AbortController();
  const hidden = new Promise<void>((resolve) => {
    const resolveIfHidden = () => document.visibilityState === 'hidden' && resolve();
    document.addEventListener('visibilitychange', resolveIfHidden, { signal: listening.signal });
  });
  return Promise.race([painted(), hidden]).finally(() => listening.abort());
}

/**
 * Resolves once the page's high-priority pictures are painted (the server's drawing of the first post's photo
 * or of a blog's header: its largest paint), or after `maxMs`; at once on a page without any or hidden. The shell's
 * code and every remote's start after it: run before, their tasks held that paint back (issue 14). A twin of
 * @tumbledash/shared's `eagerPicturesSettled` + `arrivedPicturesPainted`: this runs before the async boundary,
 * where no shared module can be loaded yet.
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
