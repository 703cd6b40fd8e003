/** Local storage that never throws: a failure is reported and reading falls back to nothing (B§8). */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
}

export type StorageErrorListener = (error: unknown, key: string) => void;

export function safeStorage(
  backing: () => Storage | undefined = () => globalThis.localStorage,
  onError: StorageErrorListener = (error, key) => console.warn(`[mfe-messaging] storage failed for ${key}`, error),
): SafeStorage {
  return {
    get(key) {
      try {
        return backing()?.getItem(key) ?? null;
      } catch (error) {
        onError(error, key);
        return null;
      }
    },
    set(key, value) {
      try {
        backing()?.setItem(key, value);
        return true;
      } catch (error) {
        onError(error, key);
        return false;
      }
    },
    remove(key) {
      try {
        backing()?.removeItem(key);
      } catch (error) {
        onError(error, key);
      }
    },
    keys() {
      try {
        const storage = backing();
        if (!storage) return [];
        return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
          (key): key is string => key !== null,
        );
      } catch (error) {
        onError(error, '*');
        return [];
      }
    },
  };
}

/** Every key messaging keeps starts with this (B§9: messaging:{user name}:…). */
export function storageKey(user: string, suffix: string): string {
  return `messaging:${user}:${suffix}`;
}

/** Removes everything messaging keeps for a user: windows, unsent messages, settings, the tab bus (B§4: cleared on logout). */
export function clearUserStorage(storage: SafeStorage, user: string): void {
  const prefix = storageKey(user, '');
  for (const key of storage.keys()) if (key.startsWith(prefix)) storage.remove(key);
}
