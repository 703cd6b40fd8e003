/** What one poll answers: unread counts per mention key and conversation, or the error answer. */
export type PollAnswer = { unread_messages: Record<string, Record<string, number>> } | { error: true };

const MAX_ENTRIES = 50_000;

/**
 * Poll answers kept until something they show changes. Every open tab polls every few seconds, and between
 * two messages the answer is the same, so most polls need no query. Messaging calls `invalidateUsers` after
 * each change (through UnreadChanges, which also tells the other api instances). Nothing here matters if
 * lost: a miss only costs the query.
 */
export class UnreadCache {
  private readonly entries = new Map<string, { userId: string | null; answer: PollAnswer }>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private enabled = true;
  /** Counts invalidations, so an answer read before one is never stored after it. */
  private epoch = 0;

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  get(key: string): PollAnswer | undefined {
    return this.enabled ? this.entries.get(key)?.answer : undefined;
  }

  /** Call before reading an answer from the database; pass the result to `set`. */
  begin(): number {
    return this.epoch;
  }

  /** `userId` null for unknown tokens: those entries go when the cache is cleared. */
  set(key: string, userId: string | null, answer: PollAnswer, startedAt: number): void {
    if (!this.enabled || startedAt !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) this.clear();
    this.entries.set(key, { userId, answer });
    if (userId === null) return;
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  invalidateUsers(userIds: Iterable<string>): void {
    this.epoch += 1;
    for (const userId of userIds) {
      for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
      this.keysByUser.delete(userId);
    }
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.keysByUser.clear();
  }

  /** While changes from other instances cannot be heard, answers must not be kept. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }
}
