import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { BlogRow } from '../db/schema.js';
import { badRequest, notFound } from '../http/envelope.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `participants` as sent (array or comma list) → the other blogs, one-to-one only. 404 for unknown blogs. */
export async function otherBlogOf(db: Db, acting: BlogRow, participants: string[] | string): Promise<BlogRow> {
  const uuids = (Array.isArray(participants) ? participants : participants.split(','))
    .map((uuid) => uuid.trim().toLowerCase())
    .filter((uuid) => uuid && uuid !== acting.uuid);
  if (uuids.length === 0) throw badRequest('participants must name the blog to talk to.', [{ field: 'participants', detail: 'participants must name the blog to talk to.' }]);
  if (uuids.length > 1) throw badRequest('Conversations are between two blogs.', [{ field: 'participants', detail: 'Conversations are between two blogs.' }]);
  if (!UUID_PATTERN.test(uuids[0]!)) throw notFound('That blog does not exist.');
  const other = await db.selectFrom('blogs').selectAll().where('uuid', '=', uuids[0]!).executeTakeFirst();
  if (!other) throw notFound('That blog does not exist.');
  return other;
}

/** The one-to-one conversation between two blogs, if there is one. */
export async function conversationBetween(db: Db, a: string, b: string): Promise<string | null> {
  const row = await db
    .selectFrom('conversation_participants as mine')
    .innerJoin('conversation_participants as theirs', (join) =>
      join.onRef('theirs.conversation_id', '=', 'mine.conversation_id').on('theirs.blog_id', '=', b),
    )
    .select('mine.conversation_id')
    .where('mine.blog_id', '=', a)
    .where(sql<boolean>`(SELECT count(*) FROM conversation_participants x WHERE x.conversation_id = mine.conversation_id) = 2`)
    .orderBy('mine.conversation_id')
    .executeTakeFirst();
  return row?.conversation_id ?? null;
}

/** A conversation id the acting blog takes part in, or 404 as if it did not exist. */
export async function requireParticipation(db: Db, actingBlogId: string, conversationId: string): Promise<void> {
  const row = await db
    .selectFrom('conversation_participants')
    .select('conversation_id')
    .where('conversation_id', '=', conversationId)
    .where('blog_id', '=', actingBlogId)
    .executeTakeFirst();
  if (!row) throw notFound('That conversation does not exist.');
}
