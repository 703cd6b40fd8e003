/** B§9: the call-to-action fades in over the last 200 px it rises into view. */
export const CTA_FADE_RANGE = 200;

/** Opacity of the button whose top edge is `top` px below the viewport's top, in a viewport `height` px tall. */
export function ctaOpacity(top: number, height: number, range = CTA_FADE_RANGE): number {
  const risen = height - top;
  if (risen <= 0) return 0;
  if (risen >= range) return 1;
  return Math.round((risen / range) * 100) / 100;
}
