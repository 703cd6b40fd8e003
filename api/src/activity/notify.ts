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

/** Writes an activity notification, except to the acting blog itself and between blogs where one blocks the other. */
export async function notify(db: Db, notification: Notification): Promise<void> {
  if (notification.from === notification.to) return;
  if (notification.from !== null && (await blockBetween(db, notification.from, notification.to))) return;
  await db
    .insertInto('activity_notifications')
    .values({
      blog_id: notification.to,
      type: notification.type,
      from_blog_id: notification.from,
      post_id: notification.postId ?? null,
      data: JSON.stringify(notification.data ?? {}),
    })
    .execute();
}
