/** What a key does inside the viewer (B§2 "Keyboard in the peepr"). */
export type DrawerCommand = 'next' | 'previous' | 'like' | 'reblog' | 'share' | 'top' | 'open';

const KEYS: Record<string, DrawerCommand> = { j: 'next', k: 'previous', l: 'like', r: 'reblog', s: 'share', '.': 'top', Enter: 'open' };

/**
 * The command of a key press, or null: not while typing, not with modifiers, Enter only on the panel itself or a
 * post. With keyboard shortcuts switched off (/settings/dashboard) only Enter, the ordinary activation key, works.
 */
export function drawerKeyCommand(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
  shortcuts = true,
): DrawerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"], [role="menu"], [role="dialog"] [role="dialog"]')) return null;
  const command = KEYS[event.key] ?? null;
  if (!shortcuts && command !== 'open') return null;
  if (command === 'open' && target?.closest?.('a, button, summary, [role="menuitem"]')) return null;
  return command;
}
