import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/connect.js';
import type { UnreadCache } from './unread-cache.js';

/** Tells every api instance that what some users' polls show has changed. */
export interface UnreadChanges {
  usersChanged(userIds: string[]): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'td_unread';
const RECONNECT_MS = 2_000;

/** One instance (PGlite): the local cache is the only one. */
export function localUnreadChanges(cache: UnreadCache): UnreadChanges {
  return {
    async usersChanged(userIds) {
      cache.invalidateUsers(userIds);
    },
    async close() {},
  };
}

/**
 * Several instances on one PostgreSQL: each change is also sent with NOTIFY, and each instance LISTENs on a
 * connection of its own. While that connection is down the cache is off, so no instance serves a stale count.
 */
export function postgresUnreadChanges(cache: UnreadCache, db: Db, databaseUrl: string, log: FastifyBaseLogger): UnreadChanges {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  cache.setEnabled(false);

  const reconnectLater = () => {
    cache.setEnabled(false);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const listener = new pg.Client({ connectionString: databaseUrl });
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) cache.invalidateUsers(message.payload.split(','));
    });
    listener.on('error', (error) => {
      log.warn({ err: error }, 'unread change listener failed');
      reconnectLater();
    });
    listener.on('end', reconnectLater);
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
      client = listener;
      cache.clear();
      cache.setEnabled(true);
    } catch (error) {
      log.warn({ err: error }, 'unread change listener could not connect');
      await listener.end().catch(() => undefined);
      reconnectLater();
    }
  }
  void connect();

  return {
    async usersChanged(userIds) {
      if (userIds.length === 0) return;
      cache.invalidateUsers(userIds);
      await sql`SELECT pg_notify(${CHANNEL}, ${userIds.join(',')})`.execute(db);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      cache.setEnabled(false);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The users who hold a blog of this conversation. */
export async function usersOfConversation(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('conversation_participants as cp')
    .innerJoin('blog_members as m', 'm.blog_id', 'cp.blog_id')
    .select('m.user_id')
    .distinct()
    .where('cp.conversation_id', '=', conversationId)
    .execute();
  return rows.map((row) => row.user_id);
}
