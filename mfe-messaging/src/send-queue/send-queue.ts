import type { PostReference, Sticker } from '@tumbledash/shared';
import type { PostRef } from '../api/api-types';

/**
 * The outgoing queue as a pure state machine (B§4 "Message send"): queued → pending → sent (removed)
 * or error. Entries flush one at a time in order; an entry that failed holds back the later ones of its
 * conversation until it is retried or discarded.
 */
export type OutgoingStatus = 'queued' | 'pending' | 'error';

export interface OutgoingImage {
  /** The file as a data URL, so it survives a reload; null when it was too big to keep. */
  dataUrl: string | null;
  name: string;
  mime: string;
  width: number;
  height: number;
}

export type OutgoingContent =
  | { type: 'TEXT'; message: string }
  | { type: 'POSTREF'; post: PostRef; preview: PostReference | null; context?: string }
  | { type: 'STICKER'; sticker: Sticker }
  | { type: 'IMAGE'; image: OutgoingImage; context?: string };

export interface OutgoingTarget {
  /** Conversation key (see conversation-key.ts). */
  key: string;
  /** The acting blog's uuid. */
  participant: string;
  /** The other blogs' uuids. */
  participants: string[];
  conversation_id: string | null;
}

export interface OutgoingMessage extends OutgoingTarget {
  client_id: string;
  clientTs: number;
  content: OutgoingContent;
  status: OutgoingStatus;
  /** How many sends were started; above 1 the bubble says "Trying...". */
  attempts: number;
  canRetry: boolean;
  errorStatus: number | null;
  errorText: string | null;
}

export interface OutboxState {
  entries: OutgoingMessage[];
}

export const EMPTY_OUTBOX: OutboxState = { entries: [] };

export type OutboxAction =
  | { type: 'enqueue'; entry: OutgoingMessage }
  | { type: 'start'; clientId: string }
  | { type: 'succeed'; clientId: string }
  | { type: 'fail'; clientId: string; status: number; canRetry: boolean; text: string }
  | { type: 'retry'; clientId: string }
  | { type: 'discard'; clientId: string }
  | { type: 'conversation-created'; key: string; conversationId: string }
  | { type: 'remove-conversation'; key: string }
  /** After a reload nothing is in flight any more: what was pending goes back to queued. */
  | { type: 'recover' }
  | { type: 'replace'; state: OutboxState };

export function newOutgoing(target: OutgoingTarget, content: OutgoingContent, clientId: string, now: number): OutgoingMessage {
  return {
    ...target,
    client_id: clientId,
    clientTs: now,
    content,
    status: 'queued',
    attempts: 0,
    canRetry: true,
    errorStatus: null,
    errorText: null,
  };
}

function update(state: OutboxState, clientId: string, change: (entry: OutgoingMessage) => OutgoingMessage | null): OutboxState {
  let changed = false;
  const entries: OutgoingMessage[] = [];
  for (const entry of state.entries) {
    if (entry.client_id !== clientId) {
      entries.push(entry);
      continue;
    }
    changed = true;
    const next = change(entry);
    if (next) entries.push(next);
  }
  return changed ? { entries } : state;
}

export function outboxReducer(state: OutboxState, action: OutboxAction): OutboxState {
  switch (action.type) {
    case 'enqueue':
      if (state.entries.some((entry) => entry.client_id === action.entry.client_id)) return state;
      return { entries: [...state.entries, action.entry] };
    case 'start':
      return update(state, action.clientId, (entry) =>
        entry.status === 'queued' ? { ...entry, status: 'pending', attempts: entry.attempts + 1 } : entry,
      );
    case 'succeed':
      return update(state, action.clientId, () => null);
    case 'fail':
      return update(state, action.clientId, (entry) => ({
        ...entry,
        status: 'error',
        canRetry: action.canRetry,
        errorStatus: action.status,
        errorText: action.text,
      }));
    case 'retry':
      return update(state, action.clientId, (entry) =>
        entry.status === 'error' && entry.canRetry
          ? { ...entry, status: 'queued', errorStatus: null, errorText: null }
          : entry,
      );
    case 'discard':
      return update(state, action.clientId, (entry) => (entry.status === 'pending' ? entry : null));
    case 'conversation-created': {
      if (!state.entries.some((entry) => entry.key === action.key && entry.conversation_id !== action.conversationId)) {
        return state;
      }
      return {
        entries: state.entries.map((entry) =>
          entry.key === action.key ? { ...entry, conversation_id: action.conversationId } : entry,
        ),
      };
    }
    case 'remove-conversation': {
      const entries = state.entries.filter((entry) => entry.key !== action.key || entry.status === 'pending');
      return entries.length === state.entries.length ? state : { entries };
    }
    case 'recover':
      if (!state.entries.some((entry) => entry.status === 'pending')) return state;
      return { entries: state.entries.map((entry) => (entry.status === 'pending' ? { ...entry, status: 'queued' } : entry)) };
    case 'replace':
      return action.state;
  }
}

/**
 * The next entry to send, or null: nothing goes while another is in flight (sends are sequential), and a
 * conversation with a failed entry sends nothing after it.
 */
export function nextToSend(state: OutboxState): OutgoingMessage | null {
  if (state.entries.some((entry) => entry.status === 'pending')) return null;
  const stopped = new Set<string>();
  for (const entry of state.entries) {
    if (entry.status === 'error') stopped.add(entry.key);
    else if (entry.status === 'queued' && !stopped.has(entry.key)) return entry;
  }
  return null;
}

export function entriesFor(state: OutboxState, key: string): OutgoingMessage[] {
  return state.entries.filter((entry) => entry.key === key);
}

/** Failures worth trying again by themselves: the network or a server that is down or restarting. */
export function isTransientFailure(status: number): boolean {
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/** Automatic resend after a transient failure: 2, 4, 8, 16, then every 30 seconds. */
export function autoRetryDelay(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(1, attempts));
}

/** Bubble text of B§8: "Retry", "Trying..." or "Could not send"; null for a plain queued or pending bubble. */
export function bubbleStatus(entry: OutgoingMessage): 'Retry' | 'Trying...' | 'Could not send' | null {
  if (entry.status === 'error') return entry.canRetry ? 'Retry' : 'Could not send';
  if (entry.status === 'pending' && entry.attempts > 1) return 'Trying...';
  return null;
}

/** Reads a stored outbox; anything unreadable counts as empty (B§8: storage errors fall back to empty). */
export function parseOutbox(raw: string | null): OutboxState {
  if (!raw) return EMPTY_OUTBOX;
  try {
    const value = JSON.parse(raw) as { entries?: unknown };
    if (!Array.isArray(value.entries)) return EMPTY_OUTBOX;
    const entries = value.entries.filter(isOutgoing);
    return { entries };
  } catch {
    return EMPTY_OUTBOX;
  }
}

function isOutgoing(value: unknown): value is OutgoingMessage {
  const entry = value as Partial<OutgoingMessage> | null;
  return (
    !!entry &&
    typeof entry.client_id === 'string' &&
    typeof entry.key === 'string' &&
    typeof entry.participant === 'string' &&
    Array.isArray(entry.participants) &&
    typeof entry.clientTs === 'number' &&
    !!entry.content &&
    typeof entry.content.type === 'string' &&
    (entry.status === 'queued' || entry.status === 'pending' || entry.status === 'error')
  );
}
