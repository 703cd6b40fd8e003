import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { MessagingController } from './messaging-controller';
import type { MessagingState } from './messaging-state';
import { shallowEqual } from './store';

const ControllerContext = createContext<MessagingController | null>(null);

export function MessagingProvider({ controller, children }: { controller: MessagingController; children?: ReactNode }) {
  return <ControllerContext.Provider value={controller}>{children}</ControllerContext.Provider>;
}

export function useController(): MessagingController {
  const controller = useContext(ControllerContext);
  if (!controller) throw new Error('useController needs a MessagingProvider');
  return controller;
}

/**
 * A slice of the messaging state; re-renders only when the slice changes (shallowly by default, so a
 * selector may build a small object or array).
 */
export function useMessaging<T>(selector: (state: MessagingState) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  const controller = useController();
  const cache = useRef<{ state: MessagingState; selector: (state: MessagingState) => T; value: T } | null>(null);
  const getSnapshot = () => {
    const state = controller.store.get();
    const cached = cache.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.value;
    const value = selector(state);
    const kept = cached && equal(cached.value, value) ? cached.value : value;
    cache.current = { state, selector, value: kept };
    return kept;
  };
  return useSyncExternalStore(controller.store.subscribe, getSnapshot, getSnapshot);
}
