import { useSyncExternalStore } from 'react';
import { session, type SessionState } from './session';

function subscribe(onChange: () => void): () => void {
  const subscription = session.changes().subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** React view of the session store. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, session.get, session.get);
}
