import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TourState } from '../contracts.js';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { ok } from '../http/envelope.js';

/** A brand-new blogger: an account of the last week that has not posted yet. */
const NEW_ACCOUNT_DAYS = 7;

/** The guided tour (A§2.6, §4.11): who sees it, and its OK, recorded so it never shows again on any device. */
export async function tourRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/svc/tour', { schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async (request) => {
    const session = request.session;
    if (!session?.userId) return ok<TourState>({ show: false, blog_name: null });
    const { rows } = await sql<{ show: boolean; blog_name: string | null }>`
      SELECT (u.created_at > now() - make_interval(days => ${NEW_ACCOUNT_DAYS})
          AND s.tour_dismissed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.author_user_id = u.id)) AS show,
        (SELECT b.name FROM blogs b WHERE b.id = ${session.currentBlogId}) AS blog_name
      FROM users u LEFT JOIN user_settings s ON s.user_id = u.id
      WHERE u.id = ${session.userId}`.execute(db);
    const row = rows[0];
    return ok<TourState>({ show: Boolean(row?.show && row.blog_name), blog_name: row?.blog_name ?? null });
  });

  app.post('/svc/tour/dismiss', { schema: { body: { type: ['object', 'null'] } } }, async (request) => {
    const { userId } = requireUser(request);
    const now = new Date();
    await db
      .insertInto('user_settings')
      .values({ user_id: userId, tour_dismissed_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ tour_dismissed_at: now }))
      .execute();
    return ok<TourState>({ show: false, blog_name: null });
  });
}
