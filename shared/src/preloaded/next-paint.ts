/**
 * Waiting for the browser's next paint. Imported on its own (`@tumbledash/shared/next-paint`) by the shell's
 * entry, which runs before the async boundary where the shared singleton can be loaded: so it imports nothing.
 */

/** After the browser's next paint. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * `painted()`, or sooner once the page is hidden: a background tab paints nothing and gets no animation frames,
 * so what waits for a paint there would wait until the tab is shown.
 */
export function paintedOrHidden(painted: () => Promise<void>): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const listening = new AbortController();
  const hidden = new Promise<void>((resolve) => {
    const resolveIfHidden = () => document.visibilityState === 'hidden' && resolve();
    document.addEventListener('visibilitychange', resolveIfHidden, { signal: listening.signal });
  });
  return Promise.race([painted(), hidden]).finally(() => listening.abort());
}
