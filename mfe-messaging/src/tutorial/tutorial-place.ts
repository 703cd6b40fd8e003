/**
 * Where the "Talk to a blog" tip goes so it never covers the feed's cards: beside the 540 px post column, under the
 * header's Messaging balloon, where the right gutter holds it; else (phones, narrow windows) a sheet at the bottom.
 */
export type TutorialPlace = { kind: 'beside'; left: number; arrowLeft: number | null } | { kind: 'sheet' };

/** tutorial.css: the panel's width (border box). */
export const TUTORIAL_WIDTH_PX = 296;
/** Half the post column (window-state's COLUMN_HALF) and the room kept from it and from the window's edge. */
const COLUMN_HALF_PX = 270;
const GAP_PX = 16;
const EDGE_PX = 8;
/** The arrow's half width (tutorial.css) and how near the panel's corners it may sit. */
const ARROW_INSET_PX = 20;

/** `balloon`: the header's Messaging button's left edge and width, when it is shown. */
export function tutorialPlace(viewportWidth: number, balloon: { left: number; width: number } | null): TutorialPlace {
  const gutterLeft = viewportWidth / 2 + COLUMN_HALF_PX + GAP_PX;
  const maxLeft = viewportWidth - EDGE_PX - TUTORIAL_WIDTH_PX;
  if (maxLeft < gutterLeft) return { kind: 'sheet' };
  if (!balloon) return { kind: 'beside', left: Math.round(maxLeft), arrowLeft: null };
  const center = balloon.left + balloon.width / 2;
  // The arrow near the panel's right end, as under a balloon at the header's right; never over the column.
  const left = Math.round(Math.min(maxLeft, Math.max(gutterLeft, center - TUTORIAL_WIDTH_PX + 2 * ARROW_INSET_PX)));
  const arrow = center - left;
  const pointsAtBalloon = arrow >= ARROW_INSET_PX && arrow <= TUTORIAL_WIDTH_PX - ARROW_INSET_PX;
  return { kind: 'beside', left, arrowLeft: pointsAtBalloon ? Math.round(arrow) : null };
}
