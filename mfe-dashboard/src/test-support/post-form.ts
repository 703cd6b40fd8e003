import { bus } from '@tumbledash/shared';

/**
 * A post form over the page, with focus in it (compose's is a modal dialog). `close` goes as compose's does after
 * a save: it says so on the bus (`post-form:closed`), then its dialog leaves the page.
 */
export function openPostForm(): { close: () => void } {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const save = document.createElement('button');
  dialog.appendChild(save);
  document.body.appendChild(dialog);
  save.focus();
  return {
    close: () => {
      bus.emit('post-form:closed', { saved: true });
      dialog.remove();
    },
  };
}
