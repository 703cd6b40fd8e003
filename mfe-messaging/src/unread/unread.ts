/**
 * Unread counts per blog and conversation (B§4): a poll sets them; reading a conversation sets a local 0
 * that outlives a stale poll answer for 500 ms, after which the server's figure counts again.
 */
export const OVERRIDE_EXPIRY_MS = 500;
export const BADGE_MAX = 99;

/** blog uuid → conversation id → unread count. */
export type UnreadCounts = Record<string, Record<string, number>>;

export interface UnreadState {
  server: UnreadCounts;
  /** conversation id → when the local 0 expires (ms). */
  overrides: Record<string, number>;
}

export const NO_UNREAD: UnreadState = { server: {}, overrides: {} };

function clean(counts: UnreadCounts): UnreadCounts {
  const result: UnreadCounts = {};
  for (const [blog, conversations] of Object.entries(counts)) {
    const kept: Record<string, number> = {};
    for (const [id, count] of Object.entries(conversations)) {
      const value = Math.max(0, Math.floor(Number(count) || 0));
      if (value > 0) kept[id] = value;
    }
    result[blog] = kept;
  }
  return result;
}

export function applyServerCounts(state: UnreadState, counts: UnreadCounts): UnreadState {
  return { ...state, server: clean(counts) };
}

/** A conversation was fetched and marked read: 0 until the override expires. */
export function markReadLocally(state: UnreadState, conversationId: string, now: number): UnreadState {
  return { ...state, overrides: { ...state.overrides, [conversationId]: now + OVERRIDE_EXPIRY_MS } };
}

/** Sets one conversation's count on the server side (e.g. after mark_read answered). */
export function setServerCount(state: UnreadState, blog: string, conversationId: string, count: number): UnreadState {
  const current = state.server[blog] ?? {};
  return applyServerCounts(state, { ...state.server, [blog]: { ...current, [conversationId]: count } });
}

export function pruneOverrides(state: UnreadState, now: number): UnreadState {
  const overrides = Object.fromEntries(Object.entries(state.overrides).filter(([, expires]) => expires > now));
  return Object.keys(overrides).length === Object.keys(state.overrides).length ? state : { ...state, overrides };
}

/** The counts to show at `now`. */
export function effectiveCounts(state: UnreadState, now: number): UnreadCounts {
  const result: UnreadCounts = {};
  for (const [blog, conversations] of Object.entries(state.server)) {
    result[blog] = {};
    for (const [id, count] of Object.entries(conversations)) {
      const overridden = (state.overrides[id] ?? 0) > now;
      if (!overridden && count > 0) result[blog][id] = count;
    }
  }
  return result;
}

/** When the earliest override runs out, or null with none. */
export function nextExpiry(state: UnreadState, now: number): number | null {
  const pending = Object.values(state.overrides).filter((expires) => expires > now);
  return pending.length ? Math.min(...pending) : null;
}

export interface UnreadTotals {
  total: number;
  perBlog: Record<string, number>;
}

export function totals(counts: UnreadCounts): UnreadTotals {
  const perBlog: Record<string, number> = {};
  let total = 0;
  for (const [blog, conversations] of Object.entries(counts)) {
    const sum = Object.values(conversations).reduce((acc, count) => acc + count, 0);
    perBlog[blog] = sum;
    total += sum;
  }
  return { total, perBlog };
}

export function conversationCount(counts: UnreadCounts, conversationId: string | null): number {
  if (!conversationId) return 0;
  for (const conversations of Object.values(counts)) {
    const count = conversations[conversationId];
    if (count) return count;
  }
  return 0;
}

export function sameCounts(a: UnreadCounts, b: UnreadCounts): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const blog of keys) {
    const left = a[blog] ?? {};
    const right = b[blog] ?? {};
    const ids = new Set([...Object.keys(left), ...Object.keys(right)]);
    for (const id of ids) if ((left[id] ?? 0) !== (right[id] ?? 0)) return false;
  }
  return true;
}

/** Badge text: nothing at 0, the count up to the maximum, then "99+" (B§9). */
export function badgeText(count: number, max = BADGE_MAX): string | null {
  const value = Math.max(0, Math.floor(count));
  if (value === 0) return null;
  return value > max ? `${max}+` : String(value);
}

/** Blog selector badge (B§5): the other blogs' total, never below 0. */
export function selectorTotal(perBlog: Record<string, number>, currentBlog: string | null, includeCurrent = false): number {
  const sum = Object.entries(perBlog)
    .filter(([blog]) => includeCurrent || blog !== currentBlog)
    .reduce((acc, [, count]) => acc + count, 0);
  return Math.max(0, sum);
}
