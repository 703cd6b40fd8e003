import type { Db } from '../db/connect.js';
import { forbidden } from '../http/envelope.js';

/** Refuses anyone but the site's admins (users.is_admin) with `message`, which names what only admins may do. */
export async function requireAdmin(db: Db, userId: string, message: string): Promise<void> {
  const user = await db.selectFrom('users').select('is_admin').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.is_admin) throw forbidden(message);
}
