/**
 * One tab per browser holds the live stream (issue 16): the one holding the Web Lock `name`. When it closes,
 * the lock passes to another tab, which starts its own. Without Web Locks every tab leads.
 * `lead` starts the stream and answers how to stop it; the answer of this function releases the lock.
 */
export function leadWhenElected(name: string, lead: () => () => void, locks: LockManager | undefined = globalThis.navigator?.locks): () => void {
  if (!locks) {
    const stop = lead();
    return stop;
  }
  let release: (() => void) | null = null;
  let cancelled = false;
  const abort = new AbortController();
  locks
    .request(name, { signal: abort.signal }, () => {
      if (cancelled) return undefined;
      const stop = lead();
      return new Promise<void>((resolve) => {
        release = () => {
          stop();
          resolve();
        };
      });
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    abort.abort();
    release?.();
  };
}
