import type { Participant } from '@tumbledash/shared';
import { conversationKey } from '../util/conversation-key';
import { storageKey, type SafeStorage } from '../util/storage';

/** What a window keeps about a participant (B§3 "Saved window state"). */
export type SavedParticipant = Pick<Participant, 'uuid' | 'url' | 'name' | 'avatar_url'> & {
  theme?: Participant['theme'];
};

export interface SavedWindow {
  /** Null until the first message creates the conversation. */
  id: string | null;
  participantUuid: string;
  /** Every participant, the acting blog included. */
  participants: SavedParticipant[];
  lastOpenedDateTs: number;
}

export interface WindowsState {
  open: SavedWindow[];
  minimized: SavedWindow[];
}

export const NO_WINDOWS: WindowsState = { open: [], minimized: [] };

export function windowKey(window: Pick<SavedWindow, 'participantUuid' | 'participants'>): string {
  return conversationKey(
    window.participantUuid,
    window.participants.filter((participant) => participant.uuid !== window.participantUuid).map((participant) => participant.uuid),
  );
}

export function otherParticipants<P extends { uuid: string }>(participants: readonly P[], participantUuid: string): P[] {
  return participants.filter((participant) => participant.uuid !== participantUuid);
}

const without = (list: SavedWindow[], key: string) => list.filter((window) => windowKey(window) !== key);

/**
 * Windows sit in the free space right of the 540 px post column (its half, less the dock's margins), so they
 * never cover a post's action buttons; below that width (phones) one window fits the screen.
 */
const COLUMN_HALF = 270;
const DOCK_MARGIN = 24;
const WINDOW_MIN_WIDTH = 260;
const DOCK_GAP = 12;
const MINIMIZED_COLUMN = 68;
/** With several allowed, at least this many open wherever they fit the screen (B§4), over the column's edge if need be. */
const SEVERAL = 2;

const windowsIn = (width: number) => Math.floor((width + DOCK_GAP) / (WINDOW_MIN_WIDTH + DOCK_GAP));

/**
 * How many windows may be open side by side when several are allowed: as many as fit beside the post column,
 * and at least two where two fit the screen (the docks then cover the column's edge; conversation.css makes
 * room for keyboard focus above them). One on phones.
 */
export function windowsThatFit(viewportWidth: number, hasMinimized: boolean): number {
  const minimized = hasMinimized ? MINIMIZED_COLUMN + DOCK_GAP : 0;
  const beside = windowsIn(viewportWidth / 2 - COLUMN_HALF - DOCK_MARGIN - minimized);
  const onScreen = windowsIn(viewportWidth - 2 * DOCK_MARGIN - minimized);
  return Math.max(1, beside, Math.min(SEVERAL, onScreen));
}

export type WindowsAction =
  /** `maxOpen`: with several allowed, the oldest open windows beyond it are minimized. */
  | { type: 'open'; window: SavedWindow; allowMultiple: boolean; maxOpen?: number }
  | { type: 'minimize'; key: string }
  | { type: 'close'; key: string }
  /** The server gave a new conversation its id, or sent fresher participant data. */
  | { type: 'update'; key: string; patch: Partial<Pick<SavedWindow, 'id' | 'participants'>> }
  | { type: 'replace'; state: WindowsState };

/**
 * Open or minimized windows (B§4). Opening one minimizes the others unless several may be open;
 * closing removes it from both lists.
 */
export function windowsReducer(state: WindowsState, action: WindowsAction): WindowsState {
  switch (action.type) {
    case 'open': {
      const key = windowKey(action.window);
      const others = without(state.open, key);
      if (!action.allowMultiple) return { open: [action.window], minimized: [...others, ...without(state.minimized, key)] };
      const keep = Math.max(1, action.maxOpen ?? Infinity) - 1;
      const pushedOut = others.slice(0, Math.max(0, others.length - keep));
      return { open: [...others.slice(pushedOut.length), action.window], minimized: [...pushedOut, ...without(state.minimized, key)] };
    }
    case 'minimize': {
      const window = state.open.find((candidate) => windowKey(candidate) === action.key);
      if (!window) return state;
      return { open: without(state.open, action.key), minimized: [window, ...without(state.minimized, action.key)] };
    }
    case 'close': {
      const open = without(state.open, action.key);
      const minimized = without(state.minimized, action.key);
      if (open.length === state.open.length && minimized.length === state.minimized.length) return state;
      return { open, minimized };
    }
    case 'update': {
      const patch = (window: SavedWindow) => (windowKey(window) === action.key ? { ...window, ...action.patch } : window);
      return { open: state.open.map(patch), minimized: state.minimized.map(patch) };
    }
    case 'replace':
      return action.state;
  }
}

/**
 * Where focus goes when a window goes away, so a keyboard user is not dropped on the page body: the open
 * window that takes its place, else the nearest minimized tab, else nothing.
 */
export function focusAfterClose(state: WindowsState, key: string): string | null {
  const open = without(state.open, key);
  const minimized = without(state.minimized, key);
  const openIndex = state.open.findIndex((window) => windowKey(window) === key);
  const minimizedIndex = state.minimized.findIndex((window) => windowKey(window) === key);
  let next: SavedWindow | undefined;
  if (openIndex >= 0) next = open[Math.min(openIndex, open.length - 1)] ?? minimized[0];
  else if (minimizedIndex >= 0) next = minimized[Math.min(minimizedIndex, minimized.length - 1)] ?? open[open.length - 1];
  return next ? windowKey(next) : null;
}

/** What could take focus back: still in the page and not disabled. */
export interface FocusCandidate {
  isConnected: boolean;
  disabled?: boolean;
}

/**
 * Where focus goes when the last window closes (nothing in the docks is left to take it): the first of the
 * remembered elements — the one that opened the window, then the inbox's anchor (the header's Messaging
 * button) — that is still in the page.
 */
export function focusReturnTarget<T extends FocusCandidate>(candidates: readonly (T | null | undefined)[]): T | null {
  return candidates.find((candidate): candidate is T => !!candidate && candidate.isConnected && candidate.disabled !== true) ?? null;
}

export function findWindow(state: WindowsState, key: string): { window: SavedWindow; open: boolean } | null {
  const open = state.open.find((window) => windowKey(window) === key);
  if (open) return { window: open, open: true };
  const minimized = state.minimized.find((window) => windowKey(window) === key);
  return minimized ? { window: minimized, open: false } : null;
}

/** Keeps only what B§3 lists, so nothing else about a blog lands in storage. */
export function toSavedParticipant(participant: SavedParticipant): SavedParticipant {
  const { uuid, url, name, avatar_url, theme } = participant;
  return theme ? { uuid, url, name, avatar_url, theme } : { uuid, url, name, avatar_url };
}

function isSavedWindow(value: unknown): value is SavedWindow {
  const window = value as Partial<SavedWindow> | null;
  return (
    !!window &&
    (window.id === null || typeof window.id === 'string') &&
    typeof window.participantUuid === 'string' &&
    Array.isArray(window.participants) &&
    window.participants.every((participant) => typeof participant?.uuid === 'string' && typeof participant.name === 'string') &&
    window.participants.some((participant) => participant.uuid !== window.participantUuid) &&
    typeof window.lastOpenedDateTs === 'number'
  );
}

export function parseWindowList(raw: string | null): SavedWindow[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isSavedWindow) : [];
  } catch {
    return [];
  }
}

export function openKey(user: string): string {
  return storageKey(user, 'open');
}

export function minimizedKey(user: string): string {
  return storageKey(user, 'minimized');
}

/** Restores the lists saved for a user; unreadable or doubled entries are dropped. */
export function loadWindows(storage: SafeStorage, user: string): WindowsState {
  const open = parseWindowList(storage.get(openKey(user)));
  const openKeys = new Set(open.map(windowKey));
  const minimized = parseWindowList(storage.get(minimizedKey(user))).filter((window) => !openKeys.has(windowKey(window)));
  return { open, minimized };
}

export function saveWindows(storage: SafeStorage, user: string, state: WindowsState): void {
  const strip = (window: SavedWindow): SavedWindow => ({ ...window, participants: window.participants.map(toSavedParticipant) });
  storage.set(openKey(user), JSON.stringify(state.open.map(strip)));
  storage.set(minimizedKey(user), JSON.stringify(state.minimized.map(strip)));
}
