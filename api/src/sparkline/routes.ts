import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Sparkline } from '../contracts.js';
import { requireUser } from '../accounts/session.js';
import { MEMBERS_ONLY } from '../activity/routes.js';
import type { Db } from '../db/connect.js';
import { forbidden, notFound, ok } from '../http/envelope.js';
import { NO_BLOG } from '../peepr/blog-access.js';
import { blogWithRole } from '../posts/acting-blog.js';
import { blogNameField } from '../posts/fields.js';

const DAYS = 30;

/**
 * Notes (likes, reblogs, replies) on the blog's posts per day over the last 30 days, oldest first, zeros
 * included: one query aggregating per day (B§2 activity popover sparkline).
 */
export async function notesPerDay(db: Db, blogId: string): Promise<Sparkline['days']> {
  const { rows } = await sql<{ date: string; count: number }>`
    WITH notes AS (
      SELECT l.created_at FROM likes l JOIN posts p ON p.id = l.post_id WHERE p.blog_id = ${blogId}
        AND l.created_at >= current_date - ${DAYS - 1}::int
      UNION ALL SELECT r.created_at FROM posts r JOIN posts p ON p.id = r.parent_post_id WHERE p.blog_id = ${blogId}
        AND r.created_at >= current_date - ${DAYS - 1}::int
      UNION ALL SELECT y.created_at FROM replies y JOIN posts p ON p.id = y.post_id WHERE p.blog_id = ${blogId}
        AND y.created_at >= current_date - ${DAYS - 1}::int
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(n.created_at)::int AS count
    FROM generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') AS d(day)
    LEFT JOIN notes n ON n.created_at >= d.day AND n.created_at < d.day + interval '1 day'
    GROUP BY d.day ORDER BY d.day`.execute(db);
  return rows;
}

export async function sparklineRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Params: { name: string } }>(
    '/svc/blog/:name/activity/sparkline',
    {
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: blogNameField } },
        querystring: { type: 'object', additionalProperties: false, properties: {} },
      },
    },
    async (request) => {
      const session = requireUser(request);
      const blog = await blogWithRole(db, request.params.name, session.userId);
      if (!blog) throw notFound(NO_BLOG);
      if (!blog.role) throw forbidden(MEMBERS_ONLY);
      return ok<Sparkline>({ days: await notesPerDay(db, blog.id) });
    },
  );
}
