import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { HttpError } from '../http/envelope.js';

/**
 * Rate limits of shares by email, counted on the rows already kept (shares, post_reports), so they hold
 * across api instances. When api/src/rate-limit lands with its presets, these two calls are where it plugs in.
 */
export const SHARE_LIMITS_PER_HOUR = { email: 20 } as const;
export const REPORTS_PER_MINUTE = 5;

export const TOO_MANY_EMAILS = 'You have shared by email a lot in the last hour. Try again later.';
export const TOO_MANY_REPORTS = 'You have sent a lot of reports in the last minute. Try again in a minute.';

export async function checkEmailShareRate(db: Db, userId: string): Promise<void> {
  const row = await db
    .selectFrom('shares')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('network', '=', 'email')
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (row.count >= SHARE_LIMITS_PER_HOUR.email) throw new HttpError(429, TOO_MANY_EMAILS);
}

export async function checkReportRate(db: Db, userId: string): Promise<void> {
  const row = await db
    .selectFrom('post_reports')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('reporter_user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  if (row.count >= REPORTS_PER_MINUTE) throw new HttpError(429, TOO_MANY_REPORTS);
}
