import type { LeavingList } from '@tumbledash/shared';

/** The timeline's cards, for focusAfterLeaving: with no card left, focus goes to the feed itself. */
export const FEED_CARDS: LeavingList = { item: 'article', list: '[role="feed"]' };
