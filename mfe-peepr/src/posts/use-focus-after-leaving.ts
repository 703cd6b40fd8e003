import { useEffect, useRef, type RefObject } from 'react';
import { tabbables, type DashboardPost } from '@tumbledash/shared';
import { postAtPlaceOfLeaving } from './place-of-leaving';

/** Frames to wait for a dialog over the list (the post form, a confirm) to go and give the focus back. */
const MAX_FRAMES = 120;

/** The list's cards in order: its outermost articles (a card's own nested ones are not cards). */
function cards(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>('article')).filter((article) => !article.parentElement?.closest('article'));
}

/** A modal dialog that is not the one the list is in (the viewer): the post form or a confirm over the list. */
function overList(element: Element, list: HTMLElement): boolean {
  const dialog = element.closest('[aria-modal="true"]');
  return dialog !== null && !dialog.contains(list);
}

/**
 * When shown posts leave the list (deleted, made a draft by the post form) and the focus went with them, it goes
 * to the card now at their place: the next one, else the one before. It waits for the post form over the list to go
 * (the form gives the focus back to a card that is no longer there); focus the person moved elsewhere stays there.
 */
export function useFocusAfterLeaving(posts: DashboardPost[], list: RefObject<HTMLElement | null>): void {
  const shown = useRef(posts.map((post) => post.id));
  const frame = useRef(0);

  useEffect(() => {
    const before = shown.current;
    const after = posts.map((post) => post.id);
    shown.current = after;
    const place = postAtPlaceOfLeaving(before, after);
    if (!place) return;
    cancelAnimationFrame(frame.current);
    let frames = 0;
    const settle = () => {
      const element = list.current;
      const active = document.activeElement;
      if (!element) return;
      if (active && active !== document.body) {
        if (overList(active, element) && frames < MAX_FRAMES) {
          frames += 1;
          frame.current = requestAnimationFrame(settle);
        }
        return;
      }
      const card = cards(element)[after.indexOf(place)];
      if (card) (tabbables(card)[0] ?? card).focus();
    };
    // After the page's own moves (the form's focus return, the post menu's next card) had their turn.
    frame.current = requestAnimationFrame(settle);
  }, [posts, list]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);
}
