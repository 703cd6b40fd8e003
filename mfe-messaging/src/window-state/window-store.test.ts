import { initialState } from '../store/messaging-state';
import { Store } from '../store/store';
import { signIn, signOut } from '../test-support/api-mock';
import { memoryStorage, participant } from '../test-support/fixtures';
import { windowKey, type WindowsState } from './window-state';
import { WINDOW_SAVE_DELAY_MS, WindowStore, othersIn, type WindowStoreOptions } from './window-store';

const me = participant('alice');
const bob = participant('bob');
const carol = participant('carol');
const dan = participant('dan');

function setup(options: Partial<WindowStoreOptions> = {}) {
  const store = new Store(initialState('alice'));
  const storage = options.storage ?? memoryStorage();
  const broadcasts: WindowsState[] = [];
  const loads: string[] = [];
  const opened: string[] = [];
  let changes = 0;
  let clock = 1_000;
  const windows = new WindowStore({
    store,
    storage,
    user: 'alice',
    now: () => (clock += 1),
    broadcast: (state) => broadcasts.push(state),
    load: (key) => loads.push(key),
    opened: (key) => opened.push(key),
    changed: () => (changes += 1),
    viewportWidth: () => 1280,
    ...options,
  });
  return { store, storage, windows, broadcasts, loads, opened, changes: () => changes };
}

const names = (list: { participants: { name: string }[] }[]) => list.map((window) => window.participants.at(-1)?.name);

beforeEach(() => {
  jest.useFakeTimers();
  signIn();
});

afterEach(() => jest.useRealTimers());

describe('othersIn', () => {
  it('lists the participants other than the acting blog', () => {
    expect(othersIn({ participantUuid: me.uuid, participants: [me, bob] })).toEqual([bob]);
  });
});

describe('WindowStore', () => {
  it('opens a window with a view to load, focuses it, tells the other tabs and saves the lists 50 ms later', async () => {
    const { windows, store, storage, broadcasts, loads, opened, changes } = setup();
    const key = windows.open('c1', me.uuid, [me, bob]);
    expect(key).toBe(windowKey({ participantUuid: me.uuid, participants: [me, bob] }));
    expect(store.get().windows.open.map((window) => window.id)).toEqual(['c1']);
    expect(windows.view(key)).toMatchObject({ key, id: 'c1', status: 'loading', messages: [], atBottom: true });
    expect(store.get().focusKey).toBe(key);
    expect(loads).toEqual([key]);
    expect(opened).toEqual([key]);
    expect(broadcasts).toHaveLength(1);
    expect(changes()).toBe(1);
    // Fresh participant data (a title) reaches the view at once.
    expect(windows.view(key)?.participants[1]).toMatchObject({ title: 'bob title' });

    expect(storage.get('messaging:alice:open')).toBeNull();
    await jest.advanceTimersByTimeAsync(WINDOW_SAVE_DELAY_MS);
    expect(JSON.parse(storage.get('messaging:alice:open') ?? '[]')).toHaveLength(1);
  });

  it('keeps one window open unless several are allowed (as many as fit beside the post column)', () => {
    const { windows, store } = setup({ viewportWidth: () => 1920 });
    windows.open('c1', me.uuid, [me, bob]);
    windows.open('c2', me.uuid, [me, carol]);
    expect(names(store.get().windows.open)).toEqual(['carol']);
    expect(names(store.get().windows.minimized)).toEqual(['bob']);

    windows.setAllowMultiple(true);
    windows.open('c3', me.uuid, [me, dan]);
    expect(names(store.get().windows.open).sort()).toEqual(['carol', 'dan']);
  });

  it('with several allowed, keeps two open at 1280 px and one on a phone', () => {
    const desktop = setup();
    desktop.windows.setAllowMultiple(true);
    desktop.windows.open('c1', me.uuid, [me, bob]);
    desktop.windows.open('c2', me.uuid, [me, carol]);
    desktop.windows.open('c3', me.uuid, [me, dan]);
    expect(names(desktop.store.get().windows.open)).toEqual(['carol', 'dan']);

    const phone = setup({ viewportWidth: () => 375 });
    phone.windows.setAllowMultiple(true);
    phone.windows.open('c1', me.uuid, [me, bob]);
    phone.windows.open('c2', me.uuid, [me, carol]);
    expect(names(phone.store.get().windows.open)).toEqual(['carol']);
  });

  it('minimizes (focus follows to the tab), restores with what the view knows, and closes (focus to what takes its place)', () => {
    const { windows, store } = setup();
    const bobKey = windows.open('c1', me.uuid, [me, bob]);
    const carolKey = windows.open('c2', me.uuid, [me, carol]);
    windows.minimize(carolKey);
    expect(store.get().windows.open).toEqual([]);
    expect(store.get().focusKey).toBe(carolKey);

    windows.clearFocus();
    windows.minimize(carolKey);
    expect(store.get().focusKey).toBeNull();

    windows.restore(bobKey);
    expect(names(store.get().windows.open)).toEqual(['bob']);
    expect(store.get().focusKey).toBe(bobKey);

    windows.close(bobKey);
    expect(store.get().focusKey).toBe(carolKey);
    expect(windows.view(bobKey)).toBeUndefined();
    expect(windows.isOpen(carolKey)).toBe(false);
  });

  it('follows the account\'s "Several conversation windows" setting, at start and when it changes', () => {
    signIn({ dashboard_settings: { sounds: true, multiple_conversations: true, keyboard_shortcuts: true, endless_scrolling: true } });
    const { windows, store } = setup();
    windows.start();
    expect(store.get().allowMultiple).toBe(true);
    signIn({ dashboard_settings: { sounds: true, multiple_conversations: false, keyboard_shortcuts: true, endless_scrolling: true } });
    expect(store.get().allowMultiple).toBe(false);
    windows.dispose();
    signIn({ dashboard_settings: { sounds: true, multiple_conversations: true, keyboard_shortcuts: true, endless_scrolling: true } });
    expect(store.get().allowMultiple).toBe(false);
  });

  it('restores the saved lists and the choice of several windows on the next load', async () => {
    signIn({ dashboard_settings: { sounds: true, multiple_conversations: true, keyboard_shortcuts: true, endless_scrolling: true } });
    const first = setup({ viewportWidth: () => 1920 });
    first.windows.setAllowMultiple(true);
    first.windows.open('c1', me.uuid, [me, bob]);
    first.windows.open(null, me.uuid, [me, carol]);
    first.windows.minimize(windowKey({ participantUuid: me.uuid, participants: [me, carol] }));
    await jest.advanceTimersByTimeAsync(WINDOW_SAVE_DELAY_MS);

    const second = setup({ storage: first.storage });
    second.windows.start();
    expect(second.store.get().allowMultiple).toBe(true);
    expect(names(second.store.get().windows.open)).toEqual(['bob']);
    expect(names(second.store.get().windows.minimized)).toEqual(['carol']);
    // Open windows load at once; minimized ones when restored.
    expect(second.loads).toEqual([windowKey({ participantUuid: me.uuid, participants: [me, bob] })]);
    expect(Object.keys(second.store.get().conversations)).toHaveLength(2);
  });

  it('writes a pending save when disposed, but not after the user logged out', () => {
    const kept = setup();
    kept.windows.open('c1', me.uuid, [me, bob]);
    kept.windows.dispose();
    expect(JSON.parse(kept.storage.get('messaging:alice:open') ?? '[]')).toHaveLength(1);

    const gone = setup();
    gone.windows.open('c1', me.uuid, [me, bob]);
    signOut();
    gone.windows.dispose();
    expect(gone.storage.get('messaging:alice:open')).toBeNull();
  });

  it('takes changes from another tab without echoing them, and gives a view the id the other tab got', () => {
    const { windows, store, broadcasts } = setup();
    const key = windows.open(null, me.uuid, [me, bob]);
    windows.updateView(key, { status: 'ready' });
    const sent = broadcasts.length;
    const there = store.get().windows.open.map((window) => ({ ...window, id: 'c9' }));
    windows.dispatch({ type: 'replace', state: { open: there, minimized: [] } }, false);
    expect(broadcasts).toHaveLength(sent);
    expect(windows.view(key)).toMatchObject({ id: 'c9', status: 'ready' });
  });

  it('keeps saved names current, never re-keying a window for an answer about other blogs', () => {
    const { windows, store } = setup();
    const key = windows.open('c1', me.uuid, [me, bob]);
    windows.refreshSavedParticipants(key, [me, { ...bob, name: 'bobby' }]);
    expect(store.get().windows.open[0]?.participants.map((p) => p.name)).toEqual(['alice', 'bobby']);
    windows.refreshSavedParticipants(key, [me, carol]);
    expect(store.get().windows.open[0]?.participants.map((p) => p.name)).toEqual(['alice', 'bobby']);
    windows.setId(key, 'c2');
    expect(store.get().windows.open[0]?.id).toBe('c2');
  });

  it('names the other side for error texts', () => {
    const { windows } = setup();
    const key = windows.open('c1', me.uuid, [me, bob]);
    expect(windows.otherName(key)).toBe('bob');
    expect(windows.otherName('nothing')).toBe('This blog');
  });
});
