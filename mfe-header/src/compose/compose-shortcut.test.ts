import { CHORD_MS, createShortcutDetector, isMacPlatform, isTypingTarget, type KeyInfo } from './compose-shortcut';

const key = (code: string, extra: Partial<KeyInfo> = {}): KeyInfo => ({
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  repeat: false,
  ...extra,
});

describe('createShortcutDetector on a Mac', () => {
  it('fires on alt+c only', () => {
    const detector = createShortcutDetector(true);
    expect(detector.keydown(key('KeyC', { altKey: true }), 0)).toBe(true);
    expect(detector.keydown(key('KeyC'), 0)).toBe(false);
    expect(detector.keydown(key('KeyC', { altKey: true, metaKey: true }), 0)).toBe(false);
    expect(detector.keydown(key('KeyZ'), 0)).toBe(false);
    expect(detector.keydown(key('KeyC'), 10)).toBe(false);
  });
});

describe('createShortcutDetector elsewhere', () => {
  it('fires on c while z is held', () => {
    const detector = createShortcutDetector(false);
    expect(detector.keydown(key('KeyZ'), 0)).toBe(false);
    expect(detector.keydown(key('KeyC'), 5000)).toBe(true);
  });

  it('fires on c shortly after z was released', () => {
    const detector = createShortcutDetector(false);
    detector.keydown(key('KeyZ'), 1000);
    detector.keyup(key('KeyZ'));
    expect(detector.keydown(key('KeyC'), 1000 + CHORD_MS)).toBe(true);
  });

  it('does not fire when c comes too late after z, or alone', () => {
    const detector = createShortcutDetector(false);
    detector.keydown(key('KeyZ'), 1000);
    detector.keyup(key('KeyZ'));
    expect(detector.keydown(key('KeyC'), 1001 + CHORD_MS)).toBe(false);
    expect(detector.keydown(key('KeyC'), 2000)).toBe(false);
  });

  it('uses one z for one c only', () => {
    const detector = createShortcutDetector(false);
    detector.keydown(key('KeyZ'), 0);
    detector.keyup(key('KeyZ'));
    expect(detector.keydown(key('KeyC'), 10)).toBe(true);
    expect(detector.keydown(key('KeyC'), 20)).toBe(false);
  });

  it('forgets a held z after reset', () => {
    const detector = createShortcutDetector(false);
    detector.keydown(key('KeyZ'), 0);
    detector.reset();
    expect(detector.keydown(key('KeyC'), 5000)).toBe(false);
  });

  it('ignores alt+c, modified and repeated keys', () => {
    const detector = createShortcutDetector(false);
    expect(detector.keydown(key('KeyC', { altKey: true }), 0)).toBe(false);
    detector.keydown(key('KeyZ'), 0);
    expect(detector.keydown(key('KeyC', { ctrlKey: true }), 1)).toBe(false);
    expect(detector.keydown(key('KeyC', { repeat: true }), 2)).toBe(false);
  });
});

describe('isMacPlatform', () => {
  it('recognises Apple platforms', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('macOS')).toBe(true);
    expect(isMacPlatform('Win32')).toBe(false);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it('is true inside inputs, textareas and editable content', () => {
    document.body.innerHTML = `
      <input id="input" /><textarea id="area"></textarea>
      <div contenteditable="true"><p id="para">x</p></div>
      <div contenteditable="false"><p id="locked">x</p></div>
      <button id="button">b</button>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isTypingTarget(byId('input'))).toBe(true);
    expect(isTypingTarget(byId('area'))).toBe(true);
    expect(isTypingTarget(byId('para'))).toBe(true);
    expect(isTypingTarget(byId('locked'))).toBe(false);
    expect(isTypingTarget(byId('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
