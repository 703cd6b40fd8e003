import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A "sensitive content" report feeds the NSFW flag pipeline: the post gets `flagged_nsfw`, which the blog
 * viewer blurs and its owner can appeal (B§4 appeals). Not when the owner already marked it sensitive
 * (nothing to flag), nor once an appeal of it is complete (a reviewed decision is not undone by a report).
 * True when the flag was newly set.
 */
export async function flagReportedSensitive(trx: Transaction<Database>, postId: string): Promise<boolean> {
  const result = await trx
    .updateTable('posts')
    .set({ flagged_nsfw: true, updated_at: sql`now()` })
    .where('id', '=', postId)
    .where('flagged_nsfw', '=', false)
    .where('owner_flagged_nsfw', '=', false)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('appeals as a').select('a.post_id').whereRef('a.post_id', '=', 'posts.id').where('a.state', '=', 4))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
