/**
 * The fast-compose shortcut (A§2.3): alt+c on Mac, z+c elsewhere. "z+c" is a chord: z held down
 * when c goes down, or z pressed within CHORD_MS before c.
 */

export const CHORD_MS = 500;

/** The parts of a KeyboardEvent the detector reads. */
export interface KeyInfo {
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
}

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Typing in a field must never open compose. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

export interface ShortcutDetector {
  /** True when this key press completes the shortcut. */
  keydown(key: KeyInfo, at: number): boolean;
  keyup(key: KeyInfo): void;
  /** Forget held keys (the window lost focus, so their keyup never comes). */
  reset(): void;
}

export function createShortcutDetector(mac: boolean): ShortcutDetector {
  let zHeld = false;
  let zPressedAt = Number.NEGATIVE_INFINITY;
  const plain = (key: KeyInfo) => !key.altKey && !key.ctrlKey && !key.metaKey && !key.shiftKey;

  return {
    keydown(key, at) {
      if (key.repeat) return false;
      if (mac) {
        // Option+c types "ç" on a Mac keyboard, so the physical key code is what counts.
        return key.code === 'KeyC' && key.altKey && !key.ctrlKey && !key.metaKey && !key.shiftKey;
      }
      if (!plain(key)) return false;
      if (key.code === 'KeyZ') {
        zHeld = true;
        zPressedAt = at;
        return false;
      }
      if (key.code !== 'KeyC') return false;
      const chord = zHeld || at - zPressedAt <= CHORD_MS;
      zPressedAt = Number.NEGATIVE_INFINITY;
      return chord;
    },
    keyup(key) {
      if (key.code === 'KeyZ') zHeld = false;
    },
    reset() {
      zHeld = false;
      zPressedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
