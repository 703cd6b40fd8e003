import { shownPageRoot } from './page-root';
import { refocusTarget, type Refocus } from './queue-reload-plan';
import type { TimelineStore } from './timeline-store';

/** The accessible name of a card's menu (actions/post-menu.tsx): the card given focus gets it there. */
const POST_MENU_LABEL = 'More options';
/** The focus moves asked so far: only the last one is made. */
let asked = 0;

const shownFeed = (): HTMLElement | null => document.querySelector('[role="feed"]');

/** How far below the window's top the row at `index` of the list shown stands (0 when it is not on the page). */
export function rowTop(index: number): number {
  return shownFeed()?.querySelector(`[data-index="${index}"]`)?.getBoundingClientRect().top ?? 0;
}

/**
 * Once the post form has gone, focus goes to the edited post's card (its "More options"), the window moving with
 * it (`refocus.top` below the window's top, where it stood when saved); if the post left the list, to the card now
 * at its place, else to the list's end text — never the page's body. Focus the person moved out of the list
 * meanwhile stays there, and a later save or another page shown takes over.
 */
export async function focusAfterForm(key: string, refocus: Refocus, formClosed: Promise<void> | undefined, store: TimelineStore): Promise<void> {
  asked += 1;
  const ask = asked;
  // Compose says so once the form has left the page, focus given back (bus 1.2.0).
  await formClosed;
  // The form was opened over another dialog (the blog viewer), still open: its list, not the page under, takes focus.
  if (document.querySelector('[aria-modal="true"]')) return;
  const active = document.activeElement;
  const feed = shownFeed();
  if (ask !== asked || shownPageRoot()?.key !== key) return;
  if (active && active !== document.body && !feed?.contains(active)) return;
  const target = refocusTarget(refocus, store.get(key).posts);
  if ('postId' in target) store.update(key, (state) => ({ ...state, focus: { postId: target.postId, top: refocus.top, control: POST_MENU_LABEL } }));
  else (document.querySelector<HTMLElement>('.td-dash-timeline__note') ?? feed)?.focus();
}
