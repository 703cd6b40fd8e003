import type { Db } from '../db/connect.js';
import { refuseSuspended } from './flags.js';

/** The channel a like or reply acts as, refused while an admin has it suspended. */
export async function refuseSuspendedChannel(db: Db, blogId: string): Promise<void> {
  const blog = await db.selectFrom('blogs').select('suspended').where('id', '=', blogId).executeTakeFirst();
  if (blog) refuseSuspended(blog);
}
