import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/connect.js';

/** What a tab is told: `unread` (a message arrived or something was read: counts and open windows changed). */
export type LiveEventType = 'unread' | 'activity';

export interface LiveEvent {
  id: string;
  type: LiveEventType;
}

type Listener = (event: LiveEvent) => void;

/** How long events are kept for streams that reconnect (Last-Event-ID); older ones are cleaned up. */
export const LIVE_EVENT_RETENTION_MS = 10 * 60 * 1000;

const CHANNEL = 'td_live';
const CLEANUP_EVERY_MS = 60_000;
const RECONNECT_MS = 2_000;

/**
 * Events for people's open streams. Raising one stores it (so a reconnecting stream can catch up) and tells
 * every instance: over PostgreSQL NOTIFY on a connection of its own when there are several, in-process with
 * PGlite (one instance).
 */
export class LiveEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private listener: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly cleaner: NodeJS.Timeout;
  /** False while the PostgreSQL listener is down: streams are then closed so clients fall back to polling. */
  private listening: boolean;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listening = !databaseUrl;
    if (databaseUrl) void this.connect();
    // Any instance may remove old events (a plain DELETE: running it on several at once is harmless).
    this.cleaner = setInterval(() => {
      this.cleanUp().catch((error: unknown) => this.log.warn({ err: error }, 'live event cleanup failed'));
    }, CLEANUP_EVERY_MS);
    this.cleaner.unref();
  }

  get available(): boolean {
    return this.listening && !this.closed;
  }

  /**
   * Stores one event per person and tells their streams. A stream skips ids at or below the last it sent, so
   * each person's ids must become visible (and be notified) in ascending order: the insert runs under a
   * per-person transaction lock, and NOTIFY goes out with the commit, so two raises for one person commit,
   * and are notified, one after the other. Locks are taken in id order, so raises for several people cannot
   * deadlock.
   */
  async raise(userIds: readonly string[], type: LiveEventType): Promise<void> {
    const recipients = [...new Set(userIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
    if (recipients.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const userId of recipients) await sql`SELECT pg_advisory_xact_lock(hashtext(${`live:${userId}`}))`.execute(trx);
      const rows = await trx
        .insertInto('live_events')
        .values(recipients.map((userId) => ({ user_id: userId, type })))
        .returning(['id', 'user_id'])
        .execute();
      const message = rows.map((row) => `${row.user_id}:${row.id}:${type}`).join(',');
      if (this.databaseUrl) await sql`SELECT pg_notify(${CHANNEL}, ${message})`.execute(trx);
      // PGlite is one connection held by this transaction until it ends: nothing can read or raise before
      // then, so delivering here keeps commit order, and a tab's follow-up request sees the committed rows.
      else this.deliver(message);
    });
  }

  /** Events of this user after `afterId`, oldest first (a stream resuming with Last-Event-ID). */
  async since(userId: string, afterId: string): Promise<LiveEvent[]> {
    const rows = await this.db
      .selectFrom('live_events')
      .select(['id', 'type'])
      .where('user_id', '=', userId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map((row) => ({ id: row.id, type: row.type as LiveEventType }));
  }

  /** The newest event id (a new stream starts after it). */
  async latestId(userId: string): Promise<string> {
    const row = await this.db.selectFrom('live_events').select(sql<string>`max(id)::text`.as('id')).where('user_id', '=', userId).executeTakeFirst();
    return row?.id ?? '0';
  }

  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Removes events no reconnecting stream can still ask for; answers how many. */
  async cleanUp(now = new Date()): Promise<number> {
    const result = await this.db
      .deleteFrom('live_events')
      .where('created_at', '<', new Date(now.getTime() - LIVE_EVENT_RETENTION_MS))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.cleaner);
    if (this.retry) clearTimeout(this.retry);
    await this.listener?.end().catch(() => undefined);
  }

  private deliver(message: string): void {
    for (const item of message.split(',')) {
      const [userId, id, type] = item.split(':');
      if (!userId || !id || !type) continue;
      for (const listener of this.listeners.get(userId) ?? []) listener({ id, type: type as LiveEventType });
    }
  }

  private reconnectLater(): void {
    this.listening = false;
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }

  private async connect(): Promise<void> {
    // LISTEN needs a connection of its own: a pooled one would be handed to other queries.
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.deliver(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'live event listener failed');
      this.reconnectLater();
    });
    client.on('end', () => this.reconnectLater());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listener = client;
      this.listening = true;
    } catch (error) {
      this.log.warn({ err: error }, 'live event listener could not connect');
      await client.end().catch(() => undefined);
      this.reconnectLater();
    }
  }
}
