import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { bus, session } from '@tumbledash/shared';
import { cardCommands } from './card-commands';
import { KEYBOARD_SCROLL_OFFSET, commandFor, currentIndex, neighbourIndex } from './hotkeys';

interface TimelineHotkeysOptions {
  /** The feed element holding the rows (`[data-index]`), each with one article. */
  feedRef: RefObject<HTMLElement | null>;
  /** Document offset of every post's top, in order (rendered or not). */
  starts: () => number[];
  /** Rendered rows, to focus a post once it is on the page. */
  renderedKey: unknown;
}

/** Inside a dialog, menu or popover the keys belong to it. */
function inOverlay(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [aria-modal="true"]') !== null;
}

function articleAt(feed: HTMLElement, index: number): HTMLElement | null {
  return feed.querySelector<HTMLElement>(`[data-index="${index}"] article`);
}

/** Keyboard shortcuts switched off in /settings/dashboard (read at each key, so the switch works at once). */
function shortcutsOff(): boolean {
  return session.get().user?.dashboard_settings?.keyboard_shortcuts === false;
}

/**
 * The timeline's keys (B§2, map in hotkeys.ts) while the timeline is mounted — not while typing, not while a
 * post form or the blog viewer (which has its own keys) is open, not with keyboard shortcuts off.
 */
export function useTimelineHotkeys({ feedRef, starts, renderedKey }: TimelineHotkeysOptions): void {
  const pendingFocus = useRef<number | null>(null);
  const readStarts = useEffectEvent(starts);

  useEffect(() => {
    let blocked = { form: false, viewer: false };
    const subscriptions = [
      bus.on('post-form:opened').subscribe(() => (blocked = { ...blocked, form: true })),
      bus.on('post-form:closed').subscribe(() => (blocked = { ...blocked, form: false })),
      bus.on('peepr:opened').subscribe(() => (blocked = { ...blocked, viewer: true })),
      bus.on('peepr:closed').subscribe(() => (blocked = { ...blocked, viewer: false })),
    ];

    const focusPost = (index: number) => {
      const feed = feedRef.current;
      const article = feed && articleAt(feed, index);
      if (article) {
        article.focus({ preventScroll: true });
        pendingFocus.current = null;
      } else {
        pendingFocus.current = index;
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandFor(event);
      const feed = feedRef.current;
      if (!command || !feed || blocked.form || blocked.viewer || inOverlay(event.target) || shortcutsOff()) return;
      event.preventDefault();
      if (command === 'top') {
        window.scrollTo({ top: 0 });
        return;
      }
      const offsets = readStarts();
      const viewTop = window.scrollY + KEYBOARD_SCROLL_OFFSET;
      if (command === 'next' || command === 'previous') {
        const index = neighbourIndex(offsets, viewTop, command === 'next' ? 1 : -1);
        if (index === null) return;
        window.scrollTo({ top: Math.max(0, (offsets[index] ?? 0) - KEYBOARD_SCROLL_OFFSET) });
        focusPost(index);
        return;
      }
      // l, r and s act on the focused post, else on the one at the top of the window.
      const focused = document.activeElement instanceof Element ? document.activeElement.closest('article') : null;
      const index = currentIndex(offsets, viewTop);
      const article = focused && feed.contains(focused) ? focused : index === null ? null : articleAt(feed, index);
      const commands = article ? cardCommands(article) : undefined;
      commands?.[command]();
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, [feedRef]);

  // A post moved to with j/k that was not rendered yet gets focus once its row is on the page.
  useEffect(() => {
    const index = pendingFocus.current;
    const feed = feedRef.current;
    if (index === null || !feed) return;
    const article = articleAt(feed, index);
    if (!article) return;
    article.focus({ preventScroll: true });
    pendingFocus.current = null;
  }, [renderedKey, feedRef]);
}
