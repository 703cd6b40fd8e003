import type { Db } from '../db/connect.js';
import { randomToken, sha256 } from '../http/tokens.js';
import type { Mail } from '../mail/mailer.js';

export const VERIFY_PATH = '/auth/verify';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A fresh verification token for the user; only its hash is stored. Run in the account's transaction. */
export async function issueVerificationToken(db: Db, userId: string): Promise<string> {
  const token = randomToken(24);
  await db.updateTable('users').set({ email_verification_token_hash: sha256(token) }).where('id', '=', userId).execute();
  return token;
}

export function verificationMail(email: string, origin: string, token: string): Mail {
  const link = `${origin}${VERIFY_PATH}?token=${token}`;
  return {
    to: email,
    subject: 'Verify your email address',
    text: `Welcome to Tumbledash!\n\nFollow this link to verify your email address, so you can talk to other blogs:\n${link}\n`,
  };
}

/** Marks the owner of the token verified and answers their id; null when the token is unknown or used. */
export async function verifyEmail(db: Db, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .updateTable('users')
    .set({ email_verified: true, email_verification_token_hash: null })
    .where('email_verification_token_hash', '=', sha256(token))
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
