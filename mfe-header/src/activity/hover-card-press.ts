/**
 * mfe-peepr's public marker on a blog hover card's root (its README). Cards sit in their own layer above popovers, so
 * a press inside one is not a press outside the popover whose blog name opened it.
 */
export const HOVER_CARD = '[data-td-hover-card]';

export function isInHoverCard(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(HOVER_CARD) !== null;
}

/** Whether `press` is still being handled (a handled event's phase is back to NONE) and began inside a hover card. */
export function isPressInHoverCard(press: Event | null): boolean {
  return press !== null && press.eventPhase !== Event.NONE && isInHoverCard(press.target);
}
