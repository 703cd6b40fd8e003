import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { notFound } from '../http/envelope.js';
import { requireParticipation } from './conversation-lookup.js';

/**
 * Deletes one message from the acting blog's side of the conversation (B§6 "Delete is always offered", for
 * anyone's message): it leaves that blog's view, the other participants keep it — as deleting a whole
 * conversation does. 404 for a conversation the blog is not in or a message it cannot see; deleting it again
 * answers as the first time.
 */
export async function hideMessage(db: Db, blogId: string, conversationId: string, ts: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireParticipation(trx, blogId, conversationId);
    const message = await trx
      .selectFrom('messages as m')
      .innerJoin('conversation_participants as cp', (join) => join.onRef('cp.conversation_id', '=', 'm.conversation_id').on('cp.blog_id', '=', blogId))
      .select('m.id')
      .where('m.conversation_id', '=', conversationId)
      .where('m.ts', '=', ts)
      // Messages before the blog deleted the conversation are gone for it already.
      .where('m.ts', '>', sql<string>`coalesce(cp.deleted_before_ts, 0)`)
      .executeTakeFirst();
    if (!message) throw notFound('That message does not exist.');
    await trx.insertInto('hidden_messages').values({ message_id: message.id, blog_id: blogId }).onConflict((oc) => oc.doNothing()).execute();
  });
}

/** SQL condition: message `m` is not deleted from the side of blog `blogId`. */
export const notHiddenFrom = (blogId: string) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM hidden_messages h WHERE h.message_id = m.id AND h.blog_id = ${blogId})`;
