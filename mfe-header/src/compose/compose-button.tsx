import { useCallback } from 'react';
import { bus } from '@tumbledash/shared';
import { useComposeShortcut } from './use-compose-shortcut';
import { PencilIcon } from '../header/icons';

interface ComposeButtonProps {
  /** False while a post form is open: the shortcut must not stack a second compose. */
  shortcutEnabled: boolean;
}

/** Opens fast compose (no type) through the bus; mfe-compose owns the overlay (A§2.3). */
export function ComposeButton({ shortcutEnabled }: ComposeButtonProps) {
  const openCompose = useCallback(() => bus.emit('compose:open', { mode: 'new' }), []);
  useComposeShortcut(openCompose, shortcutEnabled);
  return (
    <button type="button" className="td-header__compose" aria-label="Compose a post" onClick={openCompose}>
      <PencilIcon />
    </button>
  );
}
