/**
 * When to poll next (B§4, B§9), as pure functions over a small state. The conversation rate applies while
 * a conversation is open, the inbox rate while only the inbox is; quiet polls lengthen the interval by the
 * backoff multipliers, new data or typing (at most once per 30 s) reset it, and more than 3 errors in a
 * row stop it. `idle` keeps the header badge current in a tab with nothing open: the inbox rate and
 * backoff, never slower than the base poller (60 s).
 */
export type PollMode = 'off' | 'idle' | 'inbox' | 'conversation';

export const INBOX_BACKOFF = [1, 1, 2, 2, 4] as const;
export const CONVERSATION_BACKOFF = [1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 8, 8, 8, 8, 16] as const;
export const DEFAULT_MESSAGE_POLL_MS = 15_000;
export const BASE_POLL_MS = 60_000;
export const MAX_CONSECUTIVE_ERRORS = 3;
export const TYPING_RESET_MS = 30_000;

export interface PollRates {
  inbox: number;
  conversation: number;
  idle: number;
}

export interface SchedulerState {
  mode: PollMode;
  /** Quiet polls since the last reset; indexes the backoff list. */
  step: number;
  /** Errors in a row. */
  errors: number;
  lastTypingReset: number | null;
}

export const INITIAL_SCHEDULER: SchedulerState = { mode: 'off', step: 0, errors: 0, lastTypingReset: null };

function multipliers(mode: PollMode): readonly number[] {
  return mode === 'conversation' ? CONVERSATION_BACKOFF : INBOX_BACKOFF;
}

export function isStopped(state: SchedulerState): boolean {
  return state.errors > MAX_CONSECUTIVE_ERRORS;
}

/** Milliseconds until the next poll, or null when polling is off or stopped. */
export function nextDelay(state: SchedulerState, rates: PollRates): number | null {
  if (state.mode === 'off' || isStopped(state)) return null;
  const list = multipliers(state.mode);
  const multiplier = list[Math.min(state.step, list.length - 1)] ?? 1;
  if (state.mode === 'idle') return Math.min(BASE_POLL_MS, rates.idle * multiplier);
  const base = state.mode === 'inbox' ? rates.inbox : rates.conversation;
  return base * multiplier;
}

/** A new mode starts from the base rate; opening something is a fresh start after errors too. */
export function withMode(state: SchedulerState, mode: PollMode): SchedulerState {
  if (state.mode === mode) return state;
  return { ...state, mode, step: 0, errors: mode === 'inbox' || mode === 'conversation' ? 0 : state.errors };
}

export function afterData(state: SchedulerState, changed: boolean): SchedulerState {
  return { ...state, errors: 0, step: changed ? 0 : state.step + 1 };
}

export function afterError(state: SchedulerState): SchedulerState {
  return { ...state, errors: state.errors + 1 };
}

/** Typing resets the backoff, at most once per 30 seconds; the same state when it does not. */
export function afterTyping(state: SchedulerState, now: number): SchedulerState {
  if (state.lastTypingReset !== null && now - state.lastTypingReset < TYPING_RESET_MS) return state;
  return { ...state, step: 0, lastTypingReset: now };
}

export function resumed(state: SchedulerState): SchedulerState {
  return isStopped(state) ? { ...state, errors: 0, step: 0 } : state;
}
