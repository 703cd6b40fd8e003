/** Timeline keys (B§2): j/k move between posts, l likes, r reblogs, s shares, period scrolls to the top. */
export type HotkeyCommand = 'next' | 'previous' | 'like' | 'reblog' | 'share' | 'top';

/** The key map, declared in one place (keys as `KeyboardEvent.key`). */
export const HOTKEYS: Readonly<Record<string, HotkeyCommand>> = Object.freeze({
  j: 'next',
  k: 'previous',
  l: 'like',
  r: 'reblog',
  s: 'share',
  '.': 'top',
});

/** B§2: j and k land a post 60 px below the top of the window. */
export const KEYBOARD_SCROLL_OFFSET = 60;

const TYPING_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** True when keys typed at `target` are text for a field, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TYPING_INPUT_TYPES.has(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])') !== null);
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** The command of a key press, or null: never while typing in a field, never with Ctrl, Meta or Alt. */
export function commandFor(event: KeyPress): HotkeyCommand | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return Object.hasOwn(HOTKEYS, event.key) ? (HOTKEYS[event.key] ?? null) : null;
}

/**
 * The post to move to from `viewTop` (document offset of the line posts align to): for j the first post
 * starting below it, for k the last one starting above it. `starts` are the posts' document offsets, in order.
 */
export function neighbourIndex(starts: readonly number[], viewTop: number, direction: 1 | -1): number | null {
  if (direction === 1) {
    const index = starts.findIndex((start) => start > viewTop + 1);
    return index === -1 ? null : index;
  }
  for (let index = starts.length - 1; index >= 0; index -= 1) {
    if ((starts[index] ?? 0) < viewTop - 1) return index;
  }
  return null;
}

/** The post l, r and s act on when none has focus: the one at the alignment line (or the first one below it). */
export function currentIndex(starts: readonly number[], viewTop: number): number | null {
  if (starts.length === 0) return null;
  let current = 0;
  starts.forEach((start, index) => {
    if (start <= viewTop + 1) current = index;
  });
  return current;
}
