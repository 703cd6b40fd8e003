import { HOTKEYS, KEYBOARD_SCROLL_OFFSET, commandFor, currentIndex, isTypingTarget, neighbourIndex, type KeyPress } from './hotkeys';

const press = (key: string, overrides: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: document.body,
  ...overrides,
});

describe('hotkey map (B§2)', () => {
  it('maps j, k, l, r, s and period', () => {
    expect(HOTKEYS).toEqual({ j: 'next', k: 'previous', l: 'like', r: 'reblog', s: 'share', '.': 'top' });
    expect(commandFor(press('j'))).toBe('next');
    expect(commandFor(press('k'))).toBe('previous');
    expect(commandFor(press('l'))).toBe('like');
    expect(commandFor(press('r'))).toBe('reblog');
    expect(commandFor(press('s'))).toBe('share');
    expect(commandFor(press('.'))).toBe('top');
    expect(KEYBOARD_SCROLL_OFFSET).toBe(60);
  });

  it('ignores other keys, modified keys and keys already handled', () => {
    expect(commandFor(press('x'))).toBeNull();
    expect(commandFor(press('J'))).toBeNull();
    expect(commandFor(press('constructor'))).toBeNull();
    expect(commandFor(press('j', { ctrlKey: true }))).toBeNull();
    expect(commandFor(press('j', { metaKey: true }))).toBeNull();
    expect(commandFor(press('r', { altKey: true }))).toBeNull();
    expect(commandFor(press('j', { defaultPrevented: true }))).toBeNull();
  });

  it('never acts while typing in a field', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', '');
    const inside = document.createElement('span');
    editable.appendChild(inside);
    document.body.append(editable);
    expect(commandFor(press('j', { target: input }))).toBeNull();
    expect(commandFor(press('l', { target: document.createElement('textarea') }))).toBeNull();
    expect(commandFor(press('l', { target: document.createElement('select') }))).toBeNull();
    expect(isTypingTarget(inside)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(commandFor(press('j', { target: document.createElement('button') }))).toBe('next');
    editable.remove();
  });
});

describe('moving between posts', () => {
  const starts = [0, 500, 900, 1600];

  it('j goes to the first post starting below the line, k to the last one above it', () => {
    expect(neighbourIndex(starts, 0, 1)).toBe(1);
    expect(neighbourIndex(starts, 500, 1)).toBe(2);
    expect(neighbourIndex(starts, 700, 1)).toBe(2);
    expect(neighbourIndex(starts, 1600, 1)).toBeNull();
    expect(neighbourIndex(starts, 900, -1)).toBe(1);
    expect(neighbourIndex(starts, 700, -1)).toBe(1);
    expect(neighbourIndex(starts, 0, -1)).toBeNull();
  });

  it('the current post is the one at the line', () => {
    expect(currentIndex(starts, 0)).toBe(0);
    expect(currentIndex(starts, 700)).toBe(1);
    expect(currentIndex(starts, 900)).toBe(2);
    expect(currentIndex([], 0)).toBeNull();
  });
});
