import { bus, session } from '@tumbledash/shared';
import { openTabChannel } from '../cross-tab/tab-channel';
import { clearUserStorage, safeStorage, type SafeStorage } from '../util/storage';

/**
 * Clears what messaging saved for the signed-in user when they go away (`session:changed`, B§4): the windows,
 * the unsent messages of the outbox and the rest; and tells the user's other tabs. Runs from the remote's bootstrap, not a mounted component: the shell unmounts
 * messaging at logout.
 */
export function watchLogout(storage: SafeStorage = safeStorage()): () => void {
  let previous = session.get().user?.name ?? null;
  const subscription = bus.on('session:changed').subscribe(({ user }) => {
    const current = user?.name ?? null;
    if (previous && current !== previous) {
      clearUserStorage(storage, previous);
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
