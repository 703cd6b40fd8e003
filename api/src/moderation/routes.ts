import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import shared from '@tumbledash/shared/contracts';
import { requireAdmin } from '../accounts/admin.js';
import { requireUser } from '../accounts/session.js';
import type { BlogFlag, BlogFlagsResponse } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { notFound, ok } from '../http/envelope.js';
import { NO_BLOG } from '../peepr/blog-access.js';
import { blogNameField, strictBody } from '../posts/fields.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { FLAG_COLUMNS, MODERATION_MESSAGES, toBlogFlags, type FlagColumns } from './flags.js';

const { BLOG_FLAGS } = shared;

const toggleSchema = { body: strictBody({ tumblelog: blogNameField }, ['tumblelog']) } as const;

/**
 * A§6 / A§7.1: POST /spam/toggle, /nsfw/toggle, /adult/toggle, /uniblock/toggle and /suspended/toggle, for the
 * site's admins. Each flips one flag in one statement, logs who did it (log_events, category "moderation") and
 * answers all five flags of the blog.
 */
export async function moderationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  rejectUnknownFields(app);
  for (const flag of BLOG_FLAGS) {
    app.post<{ Body: { tumblelog: string } }>(`/${flag}/toggle`, { schema: toggleSchema }, async (request) => {
      const { userId } = requireUser(request);
      await requireAdmin(db, userId, MODERATION_MESSAGES.admins);
      return ok(await toggleFlag(db, request.body.tumblelog, flag, userId));
    });
  }
}

async function toggleFlag(db: Db, name: string, flag: BlogFlag, userId: string): Promise<BlogFlagsResponse> {
  const column = sql.ref(FLAG_COLUMNS[flag]);
  const { rows } = await sql<FlagColumns & { name: string }>`
    WITH toggled AS (
      UPDATE blogs SET ${column} = NOT ${column} WHERE name = ${name.toLowerCase()}
      RETURNING name, flagged_spam, flagged_nsfw, flagged_adult, uniblocked, suspended
    ), logged AS (
      INSERT INTO log_events (user_id, category, event, data)
      SELECT ${userId}, 'moderation', ${`${flag}/toggle`}, jsonb_build_object('tumblelog', name, 'value', ${column}) FROM toggled
    )
    SELECT * FROM toggled`.execute(db);
  const row = rows[0];
  if (!row) throw notFound(NO_BLOG);
  return { tumblelog: row.name, flags: toBlogFlags(row) };
}
