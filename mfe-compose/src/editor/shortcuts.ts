/** Formatting commands of the rich editor. */
export type EditorCommand =
  | 'bold'
  | 'italic'
  | 'headline'
  | 'link'
  | 'strikethrough'
  | 'orderedList'
  | 'unorderedList'
  | 'blockquote'
  | 'undo'
  | 'redo';

export interface ShortcutKey {
  key: string;
  code: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The shortcuts of A§5.4 (meta is ⌘ on a Mac and Ctrl elsewhere), plus undo and redo. */
export const SHORTCUT_LABELS: Record<Exclude<EditorCommand, 'undo' | 'redo'>, string> = {
  bold: 'meta+b',
  italic: 'meta+i',
  headline: 'meta+shift+2',
  link: 'meta+k',
  strikethrough: 'meta+shift+6',
  orderedList: 'meta+shift+7',
  unorderedList: 'meta+shift+8',
  blockquote: 'meta+shift+9',
};

const WITH_SHIFT: Record<string, EditorCommand> = {
  Digit2: 'headline',
  Digit6: 'strikethrough',
  Digit7: 'orderedList',
  Digit8: 'unorderedList',
  Digit9: 'blockquote',
  KeyZ: 'redo',
};

const WITHOUT_SHIFT: Record<string, EditorCommand> = {
  KeyB: 'bold',
  KeyI: 'italic',
  KeyK: 'link',
  KeyZ: 'undo',
  KeyY: 'redo',
};

/** Letter keys by their character when the layout moves them; digits by position (shift changes them). */
function codeOf(event: ShortcutKey): string {
  if (/^Digit\d$/.test(event.code)) return event.code;
  if (/^[a-z]$/i.test(event.key)) return `Key${event.key.toUpperCase()}`;
  return event.code;
}

export function shortcutFor(event: ShortcutKey): EditorCommand | null {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return null;
  const table = event.shiftKey ? WITH_SHIFT : WITHOUT_SHIFT;
  return table[codeOf(event)] ?? null;
}

/** How a shortcut reads on this platform, e.g. "⌘⇧7" or "Ctrl+Shift+7". */
export function describeShortcut(label: string, mac: boolean): string {
  const parts = label.split('+').map((part) => {
    if (part === 'meta') return mac ? '\u2318' : 'Ctrl';
    if (part === 'shift') return mac ? '\u21e7' : 'Shift';
    return part.toUpperCase();
  });
  return mac ? parts.join('') : parts.join('+');
}

/** The aria-keyshortcuts value of a shortcut, e.g. "Meta+Shift+7" or "Control+B". */
export function ariaKeyShortcut(label: string, mac: boolean): string {
  return label
    .split('+')
    .map((part) => (part === 'meta' ? (mac ? 'Meta' : 'Control') : part === 'shift' ? 'Shift' : part.toUpperCase()))
    .join('+');
}
