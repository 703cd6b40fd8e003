/** B§9: an ad slot goes in when the post count modulo 10 equals 2 (after the 2nd, 12th, 22nd … post). */
export const AD_SLOT_CYCLE = 10;
export const AD_SLOT_REMAINDER = 2;
/** B§4, B§8: the ad script is polled every second; after 5 polls without it the ads fail. */
export const AD_POLL_INTERVAL_MS = 1000;
export const AD_MAX_POLLS = 5;

/** True when an ad slot follows the post at this 0-based index. */
export function hasAdSlotAfter(index: number): boolean {
  return (index + 1) % AD_SLOT_CYCLE === AD_SLOT_REMAINDER;
}

export type AdStatus = 'idle' | 'polling' | 'ready' | 'failed';

/** The status after one more poll: ready once the script is there, failed after the last poll without it. */
export function afterPoll(polls: number, scriptFound: boolean): AdStatus {
  if (scriptFound) return 'ready';
  return polls >= AD_MAX_POLLS ? 'failed' : 'polling';
}
