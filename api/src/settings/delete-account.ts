import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/**
 * Deletes the account in one transaction: the blogs it alone owns (their posts, follows, messages go with
 * them by cascade), then the user (sessions, likes, settings cascade; what others keep — reblogs of its
 * posts, asks it sent, messages in others' conversations — loses its author by SET NULL).
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM blogs b WHERE EXISTS (
        SELECT 1 FROM blog_members m WHERE m.blog_id = b.id AND m.user_id = ${userId} AND m.role = 'owner')
      AND NOT EXISTS (
        SELECT 1 FROM blog_members o WHERE o.blog_id = b.id AND o.user_id <> ${userId} AND o.role = 'owner')`.execute(trx);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
