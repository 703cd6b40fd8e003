/** A§4.2: an inline post form fades out in 200 ms; the CSS animation uses the same figure. */
export const INLINE_FADE_MS = 200;

/** How long a closing inline form stays on the page: no fade for people who asked for less motion. */
export function inlineFadeMs(reducedMotion: boolean): number {
  return reducedMotion ? 0 : INLINE_FADE_MS;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
