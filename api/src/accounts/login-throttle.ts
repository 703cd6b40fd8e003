import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { waitText, type RateLimitConfig } from '../rate-limit/config.js';
import { tooMany } from '../rate-limit/limits.js';
import { hit, peek } from '../rate-limit/store.js';

/**
 * Failed log-ins are counted per address and per account (the email as typed, lowercased, whether or not an
 * account has it — so the answers never tell which emails exist), in the shared rate-limit store.
 */
const keys = (ip: string, email: string) => ({ ip: `login-ip:${ip}`, account: `login-account:${email.trim().toLowerCase()}` });

export const loginWait = (wait: string) => `Too many failed log-in attempts. Try again in ${wait}.`;

/** 429 while either count is at its limit: the account waits whatever the address, the address whatever the account. */
export async function assertLoginAllowed(db: Db, limits: RateLimitConfig, ip: string, email: string): Promise<void> {
  const key = keys(ip, email);
  const [byIp, byAccount] = await Promise.all([peek(db, key.ip), peek(db, key.account)]);
  const waits = [
    byIp.current >= limits.loginFailuresPerIp.max ? byIp.ttl : 0,
    byAccount.current >= limits.loginFailuresPerAccount.max ? byAccount.ttl : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) throw tooMany(loginWait(waitText(wait)), wait);
}

export function lockedAccountMail(to: string, limits: RateLimitConfig): Mail {
  const { max, windowMs } = limits.loginFailuresPerAccount;
  return {
    to,
    subject: 'Someone is trying to log in to your Tumbledash account',
    text: [
      `There were ${max} failed attempts to log in to your Tumbledash account in ${waitText(windowMs)}, so log-ins to it`,
      'are paused for a while, from anywhere.',
      '',
      'If that was you, wait a little and try again. If it was not, your password held: nobody got in. Choosing a',
      'longer password (and turning on two-factor authentication in Settings) keeps it that way.',
    ].join('\n'),
  };
}

/**
 * Counts one failure. When the account reaches its limit its owner (if the email has an account) is mailed,
 * once per window; the mail goes out in the background so a known email answers as fast as an unknown one.
 */
export async function recordLoginFailure(
  db: Db,
  context: { limits: RateLimitConfig; mailer: Mailer; log: FastifyBaseLogger },
  ip: string,
  email: string,
): Promise<void> {
  const key = keys(ip, email);
  const [, byAccount] = await Promise.all([
    hit(db, key.ip, context.limits.loginFailuresPerIp.windowMs),
    hit(db, key.account, context.limits.loginFailuresPerAccount.windowMs),
  ]);
  if (byAccount.current !== context.limits.loginFailuresPerAccount.max) return;
  void (async () => {
    const owner = await db
      .selectFrom('users')
      .select('email')
      .where(sql`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (owner) await context.mailer.send(lockedAccountMail(owner.email, context.limits));
  })().catch((error: unknown) => context.log.error({ err: error }, 'locked-account mail failed'));
}
