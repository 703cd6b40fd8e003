import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Several copies of a host (DialogHost, ToastHost) may be mounted — the shell's and a remote's own in
 * standalone mode. The first one mounted renders; the others stay empty, so nothing shows twice.
 */
export class HostSlot {
  private hosts: symbol[] = [];
  private readonly listeners = new Set<() => void>();

  claim(token: symbol): () => void {
    this.hosts.push(token);
    this.notify();
    return () => {
      this.hosts = this.hosts.filter((host) => host !== token);
      this.notify();
    };
  }

  active(): symbol | undefined {
    return this.hosts[0];
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Claims a place in `slot` while mounted; true when this host is the one that renders. */
export function useIsActiveHost(slot: HostSlot): boolean {
  const [token] = useState(() => Symbol('host'));
  useEffect(() => slot.claim(token), [slot, token]);
  const subscribe = useCallback((onChange: () => void) => slot.subscribe(onChange), [slot]);
  return useSyncExternalStore(
    subscribe,
    () => slot.active() === token,
    () => false,
  );
}
