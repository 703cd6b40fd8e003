import type { Db } from '../db/connect.js';
import type { BlogRow } from '../db/schema.js';
import { HttpError, forbidden } from '../http/envelope.js';
import { MESSAGING_ERRORS } from './rules.js';

/** The blog the user acts as (`participant`): one of their own, or 403. */
export async function actingBlog(db: Db, userId: string, participantUuid: string): Promise<BlogRow> {
  const blog = await db
    .selectFrom('blogs as b')
    .innerJoin('blog_members as m', 'm.blog_id', 'b.id')
    .selectAll('b')
    .where('m.user_id', '=', userId)
    .where('b.uuid', '=', participantUuid)
    .executeTakeFirst();
  if (!blog) throw forbidden('You can only send and read messages as one of your own blogs.');
  return blog;
}

/** Reading and sending messages need a verified email (B§6, code 7001). */
export async function requireVerifiedEmail(db: Db, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select('email_verified').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.email_verified) {
    const { status, code, msg } = MESSAGING_ERRORS.unverified;
    throw new HttpError(status, msg, [{ code, detail: msg }]);
  }
}
