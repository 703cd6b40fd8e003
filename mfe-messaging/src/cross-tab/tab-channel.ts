import { storageKey } from '../util/storage';
import { envelope, openEnvelope, type TabMessage } from './protocol';

export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

export interface TabChannelOptions {
  user: string;
  tabId: string;
  onMessage: (message: TabMessage) => void;
  /** Injected in tests; the browser's by default. Missing → storage events. */
  BroadcastChannelImpl?: typeof BroadcastChannel;
  storage?: Storage;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Key the storage fallback writes to; every write fires a `storage` event in the other tabs. */
export function tabBusKey(user: string): string {
  return storageKey(user, 'tab-bus');
}

/** BroadcastChannel between the user's tabs, or storage events where it does not exist. */
export function openTabChannel({
  user,
  tabId,
  onMessage,
  BroadcastChannelImpl = globalThis.BroadcastChannel,
  storage = globalThis.localStorage,
  target = globalThis.window,
}: TabChannelOptions): TabChannel {
  let seq = 0;
  const wrap = (message: TabMessage) => envelope(user, tabId, (seq += 1), message);
  const receive = (raw: unknown) => {
    const message = openEnvelope(raw, user, tabId);
    if (message) onMessage(message);
  };

  if (BroadcastChannelImpl) {
    const channel = new BroadcastChannelImpl(`td-messaging:${user}`);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
    return {
      post: (message) => channel.postMessage(wrap(message)),
      close: () => channel.close(),
    };
  }

  const key = tabBusKey(user);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue) receive(event.newValue);
  };
  target.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        // The other tabs see the write; removing it at once keeps storage clean.
        storage.setItem(key, JSON.stringify(wrap(message)));
        storage.removeItem(key);
      } catch (error) {
        console.warn('[mfe-messaging] cross-tab message not sent', error);
      }
    },
    close: () => target.removeEventListener('storage', onStorage),
  };
}
