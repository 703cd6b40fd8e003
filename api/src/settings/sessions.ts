import type { SessionInfo } from '../contracts.js';
import type { UserSession } from '../accounts/session.js';
import type { Db } from '../db/connect.js';

/** A session's public id: the start of its id hash, never the cookie value nor the whole hash. */
const publicId = (idHash: string) => idHash.slice(0, 16);

/** The person's live sessions (with the hardening's last use, address and browser), the current one first, then the latest used. */
export async function listSessions(db: Db, session: UserSession): Promise<SessionInfo[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', session.userId)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows
    .map((row) => ({
      id: publicId(row.id_hash),
      current: row.id_hash === session.idHash,
      created_at: row.created_at.toISOString(),
      last_seen_at: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
      ip: row.ip,
      user_agent: row.user_agent,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one of the person's sessions by its public id; false when there is none (or it is not theirs). */
export async function signOutSession(db: Db, session: UserSession, id: string): Promise<boolean> {
  const rows = await db
    .selectFrom('sessions')
    .select('id_hash')
    .where('user_id', '=', session.userId)
    .where('id_hash', 'like', `${id}%`)
    .execute();
  if (rows.length !== 1) return false;
  await db.deleteFrom('sessions').where('id_hash', '=', rows[0]!.id_hash).execute();
  return true;
}

/** Every session of the person but this one; answers how many were signed out. */
export async function signOutOtherSessions(db: Db, session: UserSession): Promise<number> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('user_id', '=', session.userId)
    .where('id_hash', '<>', session.idHash)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
