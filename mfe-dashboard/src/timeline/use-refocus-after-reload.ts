import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { refocusTarget } from './saved-post';
import { withoutRefocus, type TimelineState } from './timeline-state';
import { timelineStore } from './timeline-store';

/** Frames to wait for the post form's dialog to go (it closes right after the save) before giving focus back. */
const MAX_FRAMES = 120;

const inDialog = (element: Element | null): boolean => element?.closest('[aria-modal="true"]') != null;

export interface RefocusOptions {
  key: string;
  state: TimelineState;
  listRef: RefObject<HTMLElement | null>;
  /** The list's end (or empty) text, when shown. */
  endRef: RefObject<HTMLElement | null>;
  /** Document offset of every post's top. */
  starts: () => number[];
  /** Focuses the card of a post once its row is on the page. */
  focusPost: (postId: string) => void;
}

/**
 * After a reload that followed an edit saved over the page (the queue, A§2.1), focus goes back to the edited
 * post's card once the fresh list is shown and the form has gone; if the post left the list, to the card now at
 * its place, else to the list's end text — never the page's body. The window scrolls with the card: it is put as
 * far below the window's top as it was when saved. Focus the person moved out of the list meanwhile stays there.
 */
export function useRefocusAfterReload({ key, state, listRef, endRef, starts, focusPost }: RefocusOptions): void {
  const { refocus, reloading } = state;
  const offset = useRef(0);
  // Read while the list still shows the post where it was saved (the fresh posts come with a later render).
  useLayoutEffect(() => {
    if (refocus) offset.current = (starts()[refocus.index] ?? window.scrollY) - window.scrollY;
  }, [refocus, starts]);

  useEffect(() => {
    if (!refocus || reloading) return;
    let frames = 0;
    let frame = 0;
    const settle = () => {
      const active = document.activeElement;
      if (inDialog(active) && frames < MAX_FRAMES) {
        frames += 1;
        frame = requestAnimationFrame(settle);
        return;
      }
      timelineStore.update(key, (current) => withoutRefocus(current, refocus));
      const list = listRef.current;
      if (active && active !== document.body && !list?.contains(active)) return;
      const { posts } = timelineStore.get(key);
      const target = refocusTarget(refocus, posts);
      if ('end' in target) {
        (endRef.current ?? list)?.focus();
        return;
      }
      const top = starts()[posts.findIndex((post) => post.id === target.postId)];
      if (top !== undefined) window.scrollTo({ top: Math.max(0, top - offset.current) });
      focusPost(target.postId);
    };
    settle();
    return () => cancelAnimationFrame(frame);
  }, [key, refocus, reloading, listRef, endRef, starts, focusPost]);
}
