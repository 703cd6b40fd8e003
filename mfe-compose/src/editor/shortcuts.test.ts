import { ariaKeyShortcut, describeShortcut, shortcutFor, type ShortcutKey } from './shortcuts';

function key(key: string, code: string, modifiers: Partial<ShortcutKey> = {}): ShortcutKey {
  return { key, code, metaKey: true, ctrlKey: false, shiftKey: false, altKey: false, ...modifiers };
}

it('maps every shortcut of A§5.4', () => {
  expect(shortcutFor(key('b', 'KeyB'))).toBe('bold');
  expect(shortcutFor(key('i', 'KeyI'))).toBe('italic');
  expect(shortcutFor(key('@', 'Digit2', { shiftKey: true }))).toBe('headline');
  expect(shortcutFor(key('k', 'KeyK'))).toBe('link');
  expect(shortcutFor(key('^', 'Digit6', { shiftKey: true }))).toBe('strikethrough');
  expect(shortcutFor(key('&', 'Digit7', { shiftKey: true }))).toBe('orderedList');
  expect(shortcutFor(key('*', 'Digit8', { shiftKey: true }))).toBe('unorderedList');
  expect(shortcutFor(key('(', 'Digit9', { shiftKey: true }))).toBe('blockquote');
});

it('takes Ctrl for meta, and maps undo and redo', () => {
  expect(shortcutFor(key('b', 'KeyB', { metaKey: false, ctrlKey: true }))).toBe('bold');
  expect(shortcutFor(key('z', 'KeyZ'))).toBe('undo');
  expect(shortcutFor(key('Z', 'KeyZ', { shiftKey: true }))).toBe('redo');
  expect(shortcutFor(key('y', 'KeyY'))).toBe('redo');
});

it('reads letters by character on other layouts', () => {
  // A French AZERTY keyboard: the key labelled "b" sits where it does on QWERTY, "z" does not.
  expect(shortcutFor(key('z', 'KeyW'))).toBe('undo');
});

it('ignores keys without meta, with alt, or unknown', () => {
  expect(shortcutFor(key('b', 'KeyB', { metaKey: false }))).toBeNull();
  expect(shortcutFor(key('b', 'KeyB', { altKey: true }))).toBeNull();
  expect(shortcutFor(key('2', 'Digit2'))).toBeNull();
  expect(shortcutFor(key('q', 'KeyQ'))).toBeNull();
});

it('describes shortcuts per platform', () => {
  expect(describeShortcut('meta+shift+7', true)).toBe('\u2318\u21e77');
  expect(describeShortcut('meta+b', false)).toBe('Ctrl+B');
});

it('names shortcuts for assistive technology', () => {
  expect(ariaKeyShortcut('meta+shift+7', true)).toBe('Meta+Shift+7');
  expect(ariaKeyShortcut('meta+b', false)).toBe('Control+B');
});
