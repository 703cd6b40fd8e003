import { openTabChannel, tabBusKey } from './tab-channel';
import type { TabMessage } from './protocol';
import { fakeBroadcastChannel } from '../test-support/fake-broadcast-channel';

describe('openTabChannel', () => {
  it('talks over BroadcastChannel between tabs of the same user', () => {
    const Impl = fakeBroadcastChannel();
    const received: TabMessage[] = [];
    const bobReceived: TabMessage[] = [];
    const tabA = openTabChannel({ user: 'alice', tabId: 'a', onMessage: () => undefined, BroadcastChannelImpl: Impl });
    const tabB = openTabChannel({ user: 'alice', tabId: 'b', onMessage: (message) => received.push(message), BroadcastChannelImpl: Impl });
    const bob = openTabChannel({ user: 'bob', tabId: 'c', onMessage: (message) => bobReceived.push(message), BroadcastChannelImpl: Impl });
    tabA.post({ type: 'read', blog: 'x', conversationId: '1' });
    expect(received).toEqual([{ type: 'read', blog: 'x', conversationId: '1' }]);
    expect(bobReceived).toEqual([]);
    tabB.close();
    tabA.post({ type: 'hello' });
    expect(received).toHaveLength(1);
    tabA.close();
    bob.close();
  });

  it('falls back to storage events without BroadcastChannel', () => {
    const received: TabMessage[] = [];
    const target = new EventTarget() as unknown as Window;
    const writes: string[] = [];
    const storage = {
      setItem: (key: string, value: string) => {
        writes.push(value);
        // What the browser does in the other tab on this write.
        target.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
      },
      removeItem: jest.fn(),
    } as unknown as Storage;
    const sender = openTabChannel({ user: 'alice', tabId: 'a', onMessage: () => undefined, BroadcastChannelImpl: undefined, storage, target });
    const receiver = openTabChannel({
      user: 'alice',
      tabId: 'b',
      onMessage: (message) => received.push(message),
      BroadcastChannelImpl: undefined,
      storage,
      target,
    });
    sender.post({ type: 'tutorial-seen' });
    expect(received).toEqual([{ type: 'tutorial-seen' }]);
    expect(storage.removeItem).toHaveBeenCalledWith(tabBusKey('alice'));
    expect(writes).toHaveLength(1);
    receiver.close();
    sender.post({ type: 'logout' });
    expect(received).toHaveLength(1);
    sender.close();
  });
});
