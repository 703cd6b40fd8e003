import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { blockBetween } from '../follows/blocks.js';
import type { ActivityNotificationsTable } from '../db/schema.js';

export interface Notification {
  /** The receiving blog. */
  to: string;
  type: string;
  /** The acting blog; null for an anonymous sender. */
  from: string | null;
  postId?: string | null;
  data?: ActivityNotificationsTable['data']['__select__'];
}

/**
 * Writes an activity notification, except to the acting blog itself, between blogs where one blocks the other,
 * and to a suspended blog (it gains nothing from others while an admin holds it).
 */
export async function notify(db: Db, notification: Notification): Promise<void> {
  if (notification.from === notification.to) return;
  if (notification.from !== null && (await blockBetween(db, notification.from, notification.to))) return;
  await db
    .insertInto('activity_notifications')
    .columns(['blog_id', 'type', 'from_blog_id', 'post_id', 'data'])
    .expression(
      db
        .selectFrom('blogs')
        .select([
          'id',
          sql<string>`${notification.type}::text`.as('type'),
          sql<string | null>`${notification.from}::bigint`.as('from_blog_id'),
          sql<string | null>`${notification.postId ?? null}::bigint`.as('post_id'),
          sql<string>`${JSON.stringify(notification.data ?? {})}::jsonb`.as('data'),
        ])
        .where('id', '=', notification.to)
        .where('suspended', '=', false),
    )
    .execute();
}
