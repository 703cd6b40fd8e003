import { bus } from '@tumbledash/shared';

/**
 * A post form over the page, with focus in it (compose's is a modal dialog). `close` goes as compose's does after
 * a save: its dialog leaves the page and gives focus back to what had it when it opened (if still on the page),
 * then it says so on the bus (`post-form:closed`, bus 1.2.0).
 */
export function openPostForm(): { close: () => void } {
  const opener = document.activeElement;
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const save = document.createElement('button');
  dialog.appendChild(save);
  document.body.appendChild(dialog);
  save.focus();
  return {
    close: () => {
      dialog.remove();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      bus.emit('post-form:closed', { saved: true });
    },
  };
}
