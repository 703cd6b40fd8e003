import type { Db } from '../db/connect.js';
import type { LogEvent } from '../contracts.js';
import type { ConversionLog } from './events.js';

/** Rows of what browsers log about behaviour (not moderation, platform or conversion rows), pruned after this. */
export const BEHAVIOUR_CATEGORIES = ['gif', 'video', 'cslog'] as const;
export const BEHAVIOUR_RETENTION_DAYS = 30;

/** B§9: browsers send the log only while the `log_lady` flag is on; the server refuses it otherwise. */
export async function logLadyOn(db: Db): Promise<boolean> {
  const flag = await db.selectFrom('feature_flags').select('enabled').where('name', '=', 'log_lady').executeTakeFirst();
  return flag?.enabled === true;
}

/**
 * One statement for the whole batch (all or none). An event whose `rid` is already stored is skipped, so a
 * batch sent twice is stored once; answers how many rows are new.
 */
export async function storeLogEvents(db: Db, events: readonly LogEvent[], userId: string | null): Promise<number> {
  const rows = await db
    .insertInto('log_events')
    .values(
      events.map((event) => ({
        user_id: userId,
        category: event.category,
        event: event.event,
        uuid: event.uuid,
        ts: String(event.ts),
        rid: event.rid,
        elapsed: String(event.elapsed),
        data: JSON.stringify(event.data),
        env: JSON.stringify({ path: event.env.path, width: event.env.width }),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** A browser console or error line (B§7 POST /services/cslog). */
export async function storeConsoleLine(db: Db, payload: string, userId: string | null): Promise<number> {
  await db.insertInto('log_events').values({ user_id: userId, category: 'cslog', event: 'log', data: JSON.stringify({ payload }) }).execute();
  return 1;
}

/** A§7.5: once per player for each person; a second one is skipped (migration 096's unique index). Answers 1 or 0. */
export async function storeConversion(db: Db, log: ConversionLog, userId: string): Promise<number> {
  const rows = await db
    .insertInto('log_events')
    .values({ user_id: userId, category: 'conversion', event: log.name, data: JSON.stringify({ player: log.player, player_version: log.player_version }) })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Deletes behaviour rows older than the retention (a periodic job); answers how many. */
export async function pruneBehaviourLog(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - BEHAVIOUR_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.deleteFrom('log_events').where('category', 'in', [...BEHAVIOUR_CATEGORIES]).where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
