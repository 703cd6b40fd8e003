import { canMoveAppeal, type AppealState } from '@tumbledash/shared';

/** What the owner of a flagged post sees for each appeal state (B§4 "Adult-content appeal states"). */
export interface AppealView {
  /** The banner with "Request Review" and dismiss. */
  banner: boolean;
  /** What tapping the NSFW eye does. */
  eye: 'confirm-review' | 'under-review' | 'reviewed';
}

export const APPEAL_TEXTS = {
  banner: 'This post was flagged as adult content. Think that’s a mistake?',
  underReview: 'This post is still flagged, but it’s under review.',
  reviewed: 'This post was reviewed and determined to be adult content.',
  confirm: 'Request a review of this flag?',
  requested: 'Thanks! Your post is in review.',
} as const;

export function appealView(state: AppealState): AppealView {
  return {
    banner: state === 1,
    eye: state === 3 ? 'under-review' : state === 4 ? 'reviewed' : 'confirm-review',
  };
}

/** The state after an owner's choice, or null when the machine does not allow it. */
export function appealAfter(state: AppealState, choice: 'dismiss' | 'request'): AppealState | null {
  const next: AppealState = choice === 'dismiss' ? 2 : 3;
  return canMoveAppeal(state, next) ? next : null;
}
