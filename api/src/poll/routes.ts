import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { ok } from '../http/envelope.js';
import type { PollAnswer, UnreadCache } from './unread-cache.js';

const MAX_KEYS = 50;

const pollSchema = {
  querystring: {
    type: 'object',
    required: ['token'],
    properties: {
      token: { type: 'string', maxLength: 100 },
      unread_messages: { type: 'boolean' },
      mention_keys: { type: 'string', maxLength: 2000 },
    },
  },
} as const;

interface UnreadRow {
  mention_key: string;
  conversation_id: string;
  unread: string;
}

/**
 * GET /services/poll (B§7): unread counts per blog and conversation for the polling token's user. It runs in
 * every open tab every few seconds, so it skips the session lookup (the token is the credential), answers from
 * the cache while nothing changed, and is otherwise one indexed query. An unknown token or an unverified
 * email answers `{ error: true }`.
 */
export async function pollRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: UnreadCache }): Promise<void> {
  async function answer(token: string, keys: string[]): Promise<{ userId: string | null; answer: PollAnswer }> {
    const { rows } = await sql<UnreadRow & { user_id: string; verified: boolean }>`
      SELECT u.id AS user_id, u.email_verified AS verified, b.mention_key, cp.conversation_id, count(m.ts) AS unread
      FROM users u
      LEFT JOIN blog_members bm ON bm.user_id = u.id
      LEFT JOIN blogs b ON b.id = bm.blog_id AND NOT b.is_messaging_bot AND b.mention_key = ANY(${keys}::text[])
      LEFT JOIN conversation_participants cp ON cp.blog_id = b.id
      LEFT JOIN conversations c ON c.id = cp.conversation_id AND c.last_modified_ts > cp.last_read_ts
      LEFT JOIN messages m ON m.conversation_id = c.id
        AND m.ts > greatest(cp.last_read_ts, coalesce(cp.deleted_before_ts, 0))
        AND m.sender_blog_id IS DISTINCT FROM b.id
      WHERE u.polling_token = ${token}
      GROUP BY u.id, u.email_verified, b.mention_key, cp.conversation_id`.execute(db);
    const first = rows[0];
    if (!first) return { userId: null, answer: { error: true } };
    if (!first.verified) return { userId: first.user_id, answer: { error: true } };
    const unread: Record<string, Record<string, number>> = {};
    for (const row of rows) {
      if (!row.mention_key) continue;
      const counts = (unread[row.mention_key] ??= {});
      const count = Number(row.unread);
      if (row.conversation_id && count > 0) counts[row.conversation_id] = count;
    }
    return { userId: first.user_id, answer: { unread_messages: unread } };
  }

  app.get<{ Querystring: { token: string; unread_messages?: boolean; mention_keys?: string } }>(
    '/services/poll',
    { schema: pollSchema },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const keys = (request.query.mention_keys ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
        .slice(0, MAX_KEYS);
      const key = `${request.query.token}|${keys.join(',')}`;
      const cached = cache.get(key);
      if (cached) return ok(cached);
      const startedAt = cache.begin();
      const fresh = await answer(request.query.token, keys);
      cache.set(key, fresh.userId, fresh.answer, startedAt);
      return ok(fresh.answer);
    },
  );
}
