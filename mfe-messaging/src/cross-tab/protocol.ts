import type { Message } from '@tumbledash/shared';
import type { UnreadCounts } from '../unread/unread';
import type { SavedWindow, WindowsState } from '../window-state/window-state';

/**
 * What tabs of the same user tell each other, so they show the same windows and counts without waiting
 * for a poll. Every message is checked on arrival: another version, another user, our own echo or a
 * malformed body is dropped.
 */
export type TabMessage =
  /** A new tab asks the others for what is not in storage (unread counts). */
  | { type: 'hello' }
  | { type: 'windows'; state: WindowsState }
  | { type: 'unread'; counts: UnreadCounts }
  | { type: 'read'; blog: string; conversationId: string }
  /** Messages this tab learned (sent or fetched) for a conversation. */
  | { type: 'messages'; key: string; messages: Message[] }
  /** The outbox in storage changed: read it again. */
  | { type: 'outbox' }
  /** A conversation was deleted or marked as spam. */
  | { type: 'removed'; key: string }
  /** One message was deleted from the acting blog's side. */
  | { type: 'message-removed'; key: string; ts: string }
  | { type: 'tutorial-seen' }
  /** The leader tab's live stream said something changed: fetch it now. */
  | { type: 'live' }
  | { type: 'logout' };

export const PROTOCOL_VERSION = 1;
const APP = 'td-messaging';

export interface TabEnvelope {
  app: typeof APP;
  v: number;
  user: string;
  from: string;
  seq: number;
  message: TabMessage;
}

export function envelope(user: string, from: string, seq: number, message: TabMessage): TabEnvelope {
  return { app: APP, v: PROTOCOL_VERSION, user, from, seq, message };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

function isCounts(value: unknown): value is UnreadCounts {
  return (
    isObject(value) &&
    Object.values(value).every(
      (conversations) => isObject(conversations) && Object.values(conversations).every((count) => typeof count === 'number'),
    )
  );
}

function isWindowList(value: unknown): value is SavedWindow[] {
  return (
    Array.isArray(value) &&
    value.every(
      (window) =>
        isObject(window) &&
        isString(window.participantUuid) &&
        Array.isArray(window.participants) &&
        typeof window.lastOpenedDateTs === 'number' &&
        (window.id === null || isString(window.id)),
    )
  );
}

function isMessage(value: unknown): value is Message {
  return isObject(value) && isString(value.ts) && isString(value.participant) && isString(value.type);
}

function isTabMessage(value: unknown): value is TabMessage {
  if (!isObject(value)) return false;
  switch (value.type) {
    case 'hello':
    case 'outbox':
    case 'tutorial-seen':
    case 'live':
    case 'logout':
      return true;
    case 'windows':
      return isObject(value.state) && isWindowList(value.state.open) && isWindowList(value.state.minimized);
    case 'unread':
      return isCounts(value.counts);
    case 'read':
      return isString(value.blog) && isString(value.conversationId);
    case 'messages':
      return isString(value.key) && Array.isArray(value.messages) && value.messages.every(isMessage);
    case 'removed':
      return isString(value.key);
    case 'message-removed':
      return isString(value.key) && isString(value.ts);
    default:
      return false;
  }
}

/** The message inside `raw` (an object or its JSON) if it is for `user` from another tab; else null. */
export function openEnvelope(raw: unknown, user: string, self: string): TabMessage | null {
  let value = raw;
  if (isString(raw)) {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isObject(value)) return null;
  if (value.app !== APP || value.v !== PROTOCOL_VERSION || value.user !== user || value.from === self) return null;
  if (!isString(value.from) || typeof value.seq !== 'number') return null;
  return isTabMessage(value.message) ? value.message : null;
}
