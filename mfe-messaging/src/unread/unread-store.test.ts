import { bus, type BusEvents } from '@tumbledash/shared';
import { showDesktopNotification } from '../notify/desktop';
import { playSound } from '../notify/sounds';
import { initialState } from '../store/messaging-state';
import { Store } from '../store/store';
import { signIn } from '../test-support/api-mock';
import { CONFIG } from '../test-support/fixtures';
import type { UnreadCounts } from './unread';
import { UnreadStore, countsFromPoll } from './unread-store';

jest.mock('../notify/sounds', () => ({ playSound: jest.fn() }));
jest.mock('../notify/desktop', () => ({ showDesktopNotification: jest.fn() }));

// signIn() gives alice the blogs t:alice and t:alice-art.
const ALICE = 't:alice';
const ART = 't:alice-art';

function setup() {
  const store = new Store(initialState('alice'));
  const applied: { before: UnreadCounts; after: UnreadCounts; fromPoll: boolean }[] = [];
  const inboxOpened: number[] = [];
  const emitted: BusEvents['unread:changed'][] = [];
  const subscription = bus.on('unread:changed').subscribe((payload) => emitted.push(payload));
  const unread = new UnreadStore({
    store,
    now: Date.now,
    onApplied: (before, after, fromPoll) => applied.push({ before, after, fromPoll }),
    openInbox: () => inboxOpened.push(1),
  });
  const stop = () => {
    subscription.unsubscribe();
    unread.dispose();
  };
  return { store, unread, applied, inboxOpened, emitted, stop };
}

let made: ReturnType<typeof setup> | null = null;
const make = () => (made = setup());

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(10_000);
  jest.mocked(playSound).mockClear();
  jest.mocked(showDesktopNotification).mockClear();
  signIn({ is_sounds_enabled: true });
});

afterEach(() => {
  made?.stop();
  made = null;
  jest.useRealTimers();
});

describe('countsFromPoll', () => {
  it('keys a poll answer by blog uuid, with every polled blog present', () => {
    const blogs = [
      { uuid: ALICE, name: 'alice', mention_key: 'mk-alice', is_messaging_bot: false },
      { uuid: ART, name: 'alice-art', mention_key: 'mk-art', is_messaging_bot: false },
    ];
    expect(countsFromPoll(blogs, { unread_messages: { 'mk-alice': { c1: 2 } } })).toEqual({ [ALICE]: { c1: 2 }, [ART]: {} });
  });
});

describe('UnreadStore', () => {
  it('takes a first poll even when empty, then only answers that differ; tells the bus by blog name', () => {
    const { unread, store, emitted } = make();
    expect(unread.receivePoll({ [ALICE]: {} })).toBe(true);
    expect(emitted).toEqual([{ total: 0, perBlog: {} }]);
    expect(unread.receivePoll({ [ALICE]: {} })).toBe(false);

    expect(unread.receivePoll({ [ALICE]: { c1: 2, c2: 1 }, [ART]: { c3: 4 }, 't:stranger': { c4: 1 } })).toBe(true);
    expect(store.get().counts[ALICE]).toEqual({ c1: 2, c2: 1 });
    expect(emitted.at(-1)).toEqual({ total: 8, perBlog: { alice: 3, 'alice-art': 4, 't:stranger': 1 } });
    expect(unread.perBlog()).toEqual({ [ALICE]: 3, [ART]: 4, 't:stranger': 1 });
    expect(unread.count('c3')).toBe(4);
    expect(unread.server[ART]).toEqual({ c3: 4 });
  });

  it('hands on a count that rose while a read held it at 0, once the hold ends', () => {
    const { unread, applied } = make();
    unread.receivePoll({ [ALICE]: { c1: 1 } });
    unread.markRead(ALICE, 'c1');
    // A new message right after the read: the poll's 1 looks stale for a moment.
    unread.receivePoll({ [ALICE]: { c1: 1 } });
    expect(unread.count('c1')).toBe(0);
    applied.length = 0;
    jest.advanceTimersByTime(1_000);
    expect(unread.count('c1')).toBe(1);
    expect(applied).toEqual([{ before: { [ALICE]: {} }, after: { [ALICE]: { c1: 1 } }, fromPoll: false }]);
  });

  it('hands the counts before and after to the controller on every change', () => {
    const { unread, applied } = make();
    unread.apply({ [ALICE]: { c1: 1 } }, false);
    expect(applied).toEqual([{ before: {}, after: { [ALICE]: { c1: 1 } }, fromPoll: false }]);
  });

  it('keeps a read conversation at 0 for 500 ms against a stale count, then trusts the server again', async () => {
    const { unread, emitted } = make();
    unread.receivePoll({ [ALICE]: { c1: 2 } });
    unread.markRead(ALICE, 'c1');
    expect(unread.count('c1')).toBe(0);
    expect(emitted.at(-1)).toEqual({ total: 0, perBlog: { alice: 0 } });

    unread.apply({ [ALICE]: { c1: 2 } }, true);
    expect(unread.count('c1')).toBe(0);
    await jest.advanceTimersByTimeAsync(500);
    expect(unread.count('c1')).toBe(2);
    expect(emitted.at(-1)).toEqual({ total: 2, perBlog: { alice: 2 } });
  });

  it('forgets a conversation that left the inbox', () => {
    const { unread } = make();
    unread.receivePoll({ [ALICE]: { c1: 2, c2: 1 } });
    unread.forget(ALICE, 'c1');
    expect(unread.perBlog()).toEqual({ [ALICE]: 1 });
  });

  it('rings for a rise from a poll, not for what was unread at load nor for counts from another tab', () => {
    const { unread } = make();
    unread.receivePoll({ [ALICE]: { c1: 2 } });
    expect(playSound).not.toHaveBeenCalled();
    unread.apply({ [ALICE]: { c1: 3 } }, false);
    expect(playSound).not.toHaveBeenCalled();
    unread.receivePoll({ [ALICE]: { c1: 4 } });
    expect(playSound).toHaveBeenCalledWith('notification', true);
    expect(showDesktopNotification).not.toHaveBeenCalled();
  });

  it('shows a desktop notification for a rise when the config and the person allow it; a click opens the inbox', () => {
    const { unread, store, inboxOpened } = make();
    store.set({ config: { ...CONFIG, is_desktop_notifications_enabled: true, messaging_notification_icon: '/icon.png' }, desktopNotifications: true });
    unread.receivePoll({ [ALICE]: {} });
    unread.receivePoll({ [ALICE]: { c1: 1 } });
    expect(showDesktopNotification).toHaveBeenLastCalledWith('Tumbledash', 'You have 1 unread message', '/icon.png', expect.any(Function));
    unread.receivePoll({ [ALICE]: { c1: 1, c2: 2 } });
    expect(showDesktopNotification).toHaveBeenLastCalledWith('Tumbledash', 'You have 3 unread messages', '/icon.png', expect.any(Function));
    jest.mocked(showDesktopNotification).mock.calls[0]?.[3]?.();
    expect(inboxOpened).toEqual([1]);
  });
});
