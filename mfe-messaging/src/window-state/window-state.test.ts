import { memoryStorage, participant } from '../test-support/fixtures';
import { clearUserStorage } from '../util/storage';
import {
  NO_WINDOWS,
  findWindow,
  focusAfterClose,
  focusReturnTarget,
  loadWindows,
  saveWindows,
  toSavedParticipant,
  windowKey,
  windowsReducer,
  windowsThatFit,
  type SavedWindow,
  type WindowsState,
} from './window-state';

const me = participant('me');
const windowWith = (name: string, ts = 1): SavedWindow => ({
  id: `c-${name}`,
  participantUuid: me.uuid,
  participants: [me, participant(name)].map(toSavedParticipant),
  lastOpenedDateTs: ts,
});
const keys = (state: WindowsState) => ({ open: state.open.map(windowKey), minimized: state.minimized.map(windowKey) });
const a = windowWith('a');
const b = windowWith('b');
const c = windowWith('c');

describe('focusReturnTarget', () => {
  const opener = { isConnected: true, name: 'share button' };
  const anchor = { isConnected: true, name: 'Messaging button' };

  it('returns focus to the element that opened the window', () => {
    expect(focusReturnTarget([opener, anchor])).toBe(opener);
  });

  it('falls back to the inbox anchor when the opener has left the page or is disabled', () => {
    expect(focusReturnTarget([{ ...opener, isConnected: false }, anchor])).toBe(anchor);
    expect(focusReturnTarget([{ ...opener, disabled: true }, anchor])).toBe(anchor);
  });

  it('gives nothing when nothing remembered is left', () => {
    expect(focusReturnTarget([{ ...anchor, isConnected: false }, null, undefined])).toBeNull();
    expect(focusReturnTarget([])).toBeNull();
  });
});

describe('focusAfterClose', () => {
  const d = windowWith('d');
  const state: WindowsState = { open: [a, b], minimized: [c, d] };

  it('hands focus to the open window taking the place of a closed one', () => {
    expect(focusAfterClose(state, windowKey(a))).toBe(windowKey(b));
    expect(focusAfterClose(state, windowKey(b))).toBe(windowKey(a));
  });

  it('falls back to the first minimized tab when no window stays open', () => {
    expect(focusAfterClose({ open: [a], minimized: [c, d] }, windowKey(a))).toBe(windowKey(c));
  });

  it('moves from a closed tab to its neighbour, then to an open window', () => {
    expect(focusAfterClose(state, windowKey(c))).toBe(windowKey(d));
    expect(focusAfterClose(state, windowKey(d))).toBe(windowKey(c));
    expect(focusAfterClose({ open: [a, b], minimized: [c] }, windowKey(c))).toBe(windowKey(b));
  });

  it('gives nothing when nothing is left or the window is unknown', () => {
    expect(focusAfterClose({ open: [a], minimized: [] }, windowKey(a))).toBeNull();
    expect(focusAfterClose(state, 'unknown')).toBeNull();
  });
});

describe('windowsReducer', () => {
  it('keeps one window open by default: opening another minimizes the rest', () => {
    let state = windowsReducer(NO_WINDOWS, { type: 'open', window: a, allowMultiple: false });
    state = windowsReducer(state, { type: 'open', window: b, allowMultiple: false });
    expect(keys(state)).toEqual({ open: [windowKey(b)], minimized: [windowKey(a)] });
    state = windowsReducer(state, { type: 'open', window: a, allowMultiple: false });
    expect(keys(state)).toEqual({ open: [windowKey(a)], minimized: [windowKey(b)] });
  });

  it('lets several stay open when allowed', () => {
    let state = windowsReducer(NO_WINDOWS, { type: 'open', window: a, allowMultiple: true });
    state = windowsReducer(state, { type: 'minimize', key: windowKey(a) });
    state = windowsReducer(state, { type: 'open', window: b, allowMultiple: true });
    state = windowsReducer(state, { type: 'open', window: a, allowMultiple: true });
    expect(keys(state)).toEqual({ open: [windowKey(b), windowKey(a)], minimized: [] });
  });

  it('keeps only as many open as fit beside the post column, minimizing the oldest', () => {
    let state = windowsReducer(NO_WINDOWS, { type: 'open', window: a, allowMultiple: true, maxOpen: 2 });
    state = windowsReducer(state, { type: 'open', window: b, allowMultiple: true, maxOpen: 2 });
    state = windowsReducer(state, { type: 'open', window: c, allowMultiple: true, maxOpen: 2 });
    expect(keys(state)).toEqual({ open: [windowKey(b), windowKey(c)], minimized: [windowKey(a)] });
    state = windowsReducer(state, { type: 'open', window: a, allowMultiple: true, maxOpen: 1 });
    expect(keys(state)).toEqual({ open: [windowKey(a)], minimized: [windowKey(b), windowKey(c)] });
  });

  it('with several allowed, opens two on desktop widths (over the column edge), one on phones, more on wide screens', () => {
    expect(windowsThatFit(1280, false)).toBe(2);
    expect(windowsThatFit(1280, true)).toBe(2);
    expect(windowsThatFit(1024, true)).toBe(2);
    expect(windowsThatFit(375, true)).toBe(1);
    expect(windowsThatFit(600, true)).toBe(1);
    expect(windowsThatFit(1920, false)).toBe(2);
    expect(windowsThatFit(2560, true)).toBe(3);
  });

  it('minimizes and closes; closing removes from both lists', () => {
    let state = windowsReducer(NO_WINDOWS, { type: 'open', window: a, allowMultiple: true });
    state = windowsReducer(state, { type: 'open', window: b, allowMultiple: true });
    state = windowsReducer(state, { type: 'minimize', key: windowKey(a) });
    expect(keys(state)).toEqual({ open: [windowKey(b)], minimized: [windowKey(a)] });
    state = windowsReducer(state, { type: 'close', key: windowKey(a) });
    state = windowsReducer(state, { type: 'close', key: windowKey(b) });
    expect(state).toEqual(NO_WINDOWS);
  });

  it('records the id the server gave a new conversation', () => {
    const fresh = { ...c, id: null };
    let state = windowsReducer(NO_WINDOWS, { type: 'open', window: fresh, allowMultiple: false });
    state = windowsReducer(state, { type: 'update', key: windowKey(fresh), patch: { id: '77' } });
    expect(findWindow(state, windowKey(fresh))).toMatchObject({ open: true, window: { id: '77' } });
  });
});

describe('window persistence', () => {
  it('saves per user under messaging:{user}:{open|minimized} and restores', () => {
    const storage = memoryStorage();
    const state: WindowsState = { open: [a], minimized: [b, c] };
    saveWindows(storage, 'alice', state);
    expect([...storage.data.keys()].sort()).toEqual(['messaging:alice:minimized', 'messaging:alice:open']);
    expect(loadWindows(storage, 'alice')).toEqual(state);
    expect(loadWindows(storage, 'bob')).toEqual(NO_WINDOWS);
  });

  it('stores only the participant fields of B§3', () => {
    const storage = memoryStorage();
    saveWindows(storage, 'alice', { open: [a], minimized: [] });
    const stored = JSON.parse(storage.get('messaging:alice:open') ?? '[]') as SavedWindow[];
    expect(Object.keys(stored[0]!.participants[1]!).sort()).toEqual(['avatar_url', 'name', 'theme', 'url', 'uuid']);
  });

  it('falls back to empty on unreadable data and drops a window listed twice', () => {
    const storage = memoryStorage({
      'messaging:alice:open': JSON.stringify([a, { nope: true }]),
      'messaging:alice:minimized': JSON.stringify([a, b]),
    });
    expect(keys(loadWindows(storage, 'alice'))).toEqual({ open: [windowKey(a)], minimized: [windowKey(b)] });
    storage.set('messaging:alice:open', '{broken');
    expect(loadWindows(storage, 'alice').open).toEqual([]);
  });

  it('is cleared on logout', () => {
    const storage = memoryStorage();
    saveWindows(storage, 'alice', { open: [a], minimized: [b] });
    saveWindows(storage, 'bob', { open: [c], minimized: [] });
    clearUserStorage(storage, 'alice');
    expect([...storage.data.keys()].sort()).toEqual(['messaging:bob:minimized', 'messaging:bob:open']);
  });
});
