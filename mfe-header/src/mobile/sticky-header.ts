/** B§2, B§9: the sticky state after 45 px (added 500 ms later); the nav hides while scrolling down past 45 px. */
export const STICKY_THRESHOLD_PX = 45;
export const STICKY_DELAY_MS = 500;

export interface ScrollDecision {
  /** Past the threshold: the sticky state should be added (after the delay). */
  sticky: boolean;
  navHidden: boolean;
}

export function scrollDecision(previousY: number, y: number, navHidden: boolean): ScrollDecision {
  const past = y > STICKY_THRESHOLD_PX;
  if (!past) return { sticky: false, navHidden: false };
  if (y > previousY) return { sticky: true, navHidden: true };
  if (y < previousY) return { sticky: true, navHidden: false };
  return { sticky: true, navHidden };
}
