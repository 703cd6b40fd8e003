import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { randomToken, sha256 } from '../http/tokens.js';
import type { Mail } from '../mail/mailer.js';

export const CONFIRM_EMAIL_PATH = '/auth/confirm-email';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Keeps the new address aside (replacing any earlier request) and answers the token to mail to it. */
export async function requestEmailChange(db: Db, userId: string, newEmail: string): Promise<string> {
  const token = randomToken(24);
  const values = { new_email: newEmail, token_hash: sha256(token), expires_at: new Date(Date.now() + LINK_LIFETIME_MS) };
  await db
    .insertInto('email_changes')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  return token;
}

export function emailChangeMail(email: string, origin: string, token: string): Mail {
  return {
    to: email,
    subject: 'Confirm your new email address',
    text: `Someone (hopefully you) asked to use this address for a Tumbledash account.\n\nFollow this link within a day to confirm it:\n${origin}${CONFIRM_EMAIL_PATH}?token=${token}\n\nIf it was not you, ignore this mail: nothing changes.\n`,
  };
}

export type EmailChangeResult = { userId: string } | { error: 'invalid' | 'taken' };

/**
 * Follows the link: the account takes the new address, verified by this very link. Refused when the token is
 * unknown, used or expired, or when another account took the address meanwhile.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<EmailChangeResult> {
  if (!TOKEN_PATTERN.test(token)) return { error: 'invalid' };
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .deleteFrom('email_changes')
      .where('token_hash', '=', sha256(token))
      .returning(['user_id', 'new_email', 'expires_at'])
      .executeTakeFirst();
    if (!change || change.expires_at.getTime() < Date.now()) return { error: 'invalid' } as const;
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', change.new_email.toLowerCase())
      .where('id', '<>', change.user_id)
      .executeTakeFirst();
    if (taken) return { error: 'taken' } as const;
    await trx
      .updateTable('users')
      .set({ email: change.new_email, email_verified: true, email_verification_token_hash: null })
      .where('id', '=', change.user_id)
      .execute();
    return { userId: change.user_id };
  });
}
