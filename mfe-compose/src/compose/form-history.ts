/**
 * A post form's entry in the browser's history. The form sits over the page it was opened on (A§2.1): its
 * address (`/edit/{postId}`, …) goes into history, but as no route change, so the page under it stays as it
 * is: the shell routes, and every remote redraws, on single-spa's routing events, which the native push does
 * not fire. Back, Forward and a reload of the address are navigations as before.
 */

/** The entry remembers the address it was opened over, so that a reload or Forward closes back to it. */
const RETURN_KEY = 'tdPostFormReturn';

type HistoryState = Record<string, unknown> | null;

function stateOf(history: History): HistoryState {
  const state: unknown = history.state;
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

/** Pushes the form's address, quietly; `returnUrl` is where closing it goes back to. */
export function pushFormEntry(path: string, returnUrl: string | null, history: History = window.history): void {
  const state = { ...stateOf(history), [RETURN_KEY]: returnUrl };
  // single-spa patched `history.pushState` to reroute every remote; the prototype's is the browser's own.
  History.prototype.pushState.call(history, state, '', path);
}

/** The address this form entry was opened over, when it was pushed from a page of this site. */
export function formEntryReturnUrl(history: History = window.history): string | null {
  const value = stateOf(history)?.[RETURN_KEY];
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** The entry's state for the page it goes back to (the form's mark left out). */
export function stateWithoutFormEntry(history: History = window.history): HistoryState {
  const state = stateOf(history);
  if (!state || !(RETURN_KEY in state)) return state;
  const { [RETURN_KEY]: _left, ...rest } = state;
  return rest;
}
