/** What a key does in fast compose (A§2.3). */
export type FastComposeAction = { kind: 'move'; index: number } | { kind: 'pick'; index: number } | { kind: 'close' };

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * c, Tab and → move forward; shift+c, shift+Tab and ← move back (both wrap around); Enter picks;
 * Escape closes. Null for any other key.
 */
export function fastComposeKey(event: KeyInput, index: number, count: number): FastComposeAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const step = (delta: number): FastComposeAction => ({ kind: 'move', index: (index + delta + count) % count });
  switch (event.key) {
    case 'c':
    case 'C':
      return step(event.shiftKey ? -1 : 1);
    case 'Tab':
      return step(event.shiftKey ? -1 : 1);
    case 'ArrowRight':
      return step(1);
    case 'ArrowLeft':
      return step(-1);
    case 'Enter':
      return { kind: 'pick', index };
    case 'Escape':
      return { kind: 'close' };
    default:
      return null;
  }
}
