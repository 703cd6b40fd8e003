/** B§9: 30 pieces at speed 0.2 for share success. */
export const SHARE_CONFETTI = { pieces: 30, speed: 0.2 } as const;

/**
 * Confetti over the share popover. canvas-confetti has no single speed: 0.2 of its default launch velocity
 * (45) would barely lift off, so the speed slows the fall (gravity) and the fade (decay) instead.
 * Nothing moves for people who ask for reduced motion. canvas-confetti loads with the first share, not with
 * the share remote (which starts on every signed-in page).
 */
export function celebrate(origin: { x: number; y: number }): void {
  void import('canvas-confetti').then(({ default: confetti }) =>
    confetti({
      particleCount: SHARE_CONFETTI.pieces,
      gravity: SHARE_CONFETTI.speed * 2,
      decay: 0.9 + SHARE_CONFETTI.speed / 4,
      startVelocity: 20,
      spread: 70,
      origin,
      zIndex: 10_000,
      disableForReducedMotion: true,
    }),
  );
}
