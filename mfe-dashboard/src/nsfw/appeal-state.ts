import { canMoveAppeal, type AppealState } from '@tumbledash/shared';

/** What the owner of a flagged post sees for each appeal state (B§4 "Adult-content appeal states"). */
export interface AppealView {
  /** The banner with "Request Review" and dismiss. */
  banner: boolean;
  /** What tapping the NSFW eye does; null in state 0 (none), where there is nothing to appeal: no eye to tap. */
  eye: 'confirm-review' | 'under-review' | 'reviewed' | null;
}

export const APPEAL_TEXTS = {
  banner: 'This post was flagged as adult content. Think that’s a mistake?',
  flagged: 'Flagged as adult content',
  underReview: 'This post is still flagged, but it’s under review.',
  reviewed: 'This post was reviewed and determined to be adult content.',
  confirm: 'Request a review of this flag?',
  requested: 'Thanks! Your post is in review.',
} as const;

const EYES: Record<AppealState, AppealView['eye']> = { 0: null, 1: 'confirm-review', 2: 'confirm-review', 3: 'under-review', 4: 'reviewed' };

export function appealView(state: AppealState): AppealView {
  return { banner: state === 1, eye: EYES[state] ?? null };
}

/** The state after an owner's choice, or null when the machine does not allow it. */
export function appealAfter(state: AppealState, choice: 'dismiss' | 'request'): AppealState | null {
  const next: AppealState = choice === 'dismiss' ? 2 : 3;
  return canMoveAppeal(state, next) ? next : null;
}
