import { bus, session } from '@tumbledash/shared';
import { openTabChannel } from '../cross-tab/tab-channel';
import { safeStorage, type SafeStorage } from '../util/storage';
import { clearWindows } from '../window-state/window-state';

/**
 * Clears the saved windows when the signed-in user goes away (`session:changed`, B§4) and tells the
 * user's other tabs. Runs from the remote's bootstrap, not a mounted component: the shell unmounts
 * messaging at logout.
 */
export function watchLogout(storage: SafeStorage = safeStorage()): () => void {
  let previous = session.get().user?.name ?? null;
  const subscription = bus.on('session:changed').subscribe(({ user }) => {
    const current = user?.name ?? null;
    if (previous && current !== previous) {
      clearWindows(storage, previous);
      if (!current) {
        const channel = openTabChannel({ user: previous, tabId: 'logout', onMessage: () => undefined });
        channel.post({ type: 'logout' });
        channel.close();
      }
    }
    previous = current;
  });
  return () => subscription.unsubscribe();
}
