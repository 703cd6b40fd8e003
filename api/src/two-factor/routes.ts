import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_CODE_MISSING, type TwoFactorConfirmed, type TwoFactorEnrolment, type TwoFactorRequired } from '../contracts.js';
import { buildBootstrap } from '../accounts/bootstrap.js';
import { renewSession, requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { badRequest, HttpError, ok, unauthorized } from '../http/envelope.js';
import { strictBody } from '../posts/fields.js';
import { checkCurrentPassword } from '../settings/current-password.js';
import { acceptedStep, enrolmentOf, looksLikeRecoveryCode, newRecoveryCodes, newSecret, recoveryCodeHash } from './totp.js';

const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const MESSAGES = {
  ...TWO_FACTOR_MESSAGES,
  alreadyOn: 'Two-factor authentication is already on.',
  notEnrolling: 'Start again: scan a new code first.',
  notOn: 'Two-factor authentication is not on.',
} as const;

const codeField = { type: 'string', maxLength: 64 } as const;
const passwordField = { type: 'string', maxLength: 1024 } as const;
const noQuery = { querystring: { type: 'object', additionalProperties: false, properties: {} } } as const;

function codeError(message: string = MESSAGES.codeInvalid) {
  return badRequest(message, [{ field: 'code', detail: message }]);
}

/**
 * Spends a code of an enabled account: a TOTP code newer than the last one used, or an unused recovery code
 * (marked used by this call, so it works once). Answers whether it was accepted.
 */
export async function spendCode(db: Db, userId: string, code: string): Promise<boolean> {
  const factor = await db.selectFrom('two_factor').select(['secret', 'last_step']).where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
  if (!factor) return false;
  if (looksLikeRecoveryCode(code)) {
    const used = await db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', recoveryCodeHash(code))
      .where('used_at', 'is', null)
      .returning('code_hash')
      .executeTakeFirst();
    return Boolean(used);
  }
  const step = acceptedStep(factor.secret, code, Number(factor.last_step));
  if (step === null) return false;
  // Only one request can move last_step past this step: a code replayed in parallel loses.
  const moved = await db
    .updateTable('two_factor')
    .set({ last_step: String(step) })
    .where('user_id', '=', userId)
    .where('last_step', '<', String(step))
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(moved);
}

/**
 * For the log-in route: when the account has two-factor on, the password alone does not sign in. The
 * session is renewed (still anonymous) and may finish with a code for five minutes.
 */
export async function twoFactorChallenge(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<TwoFactorRequired | null> {
  const factor = await db.selectFrom('two_factor').select('user_id').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
  if (!factor) return null;
  const session = await renewSession(db, request, reply, null);
  await db
    .insertInto('two_factor_challenges')
    .values({ session_id_hash: session.idHash, user_id: userId, expires_at: new Date(Date.now() + CHALLENGE_LIFETIME_MS) })
    .execute();
  return { two_factor_required: true, form_key: session.formKey };
}

/** TOTP two-factor (RFC 6238): enrol with a QR code, confirm with a code, recovery codes, disable; the log-in step. */
export async function twoFactorRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/svc/settings/tfa', { schema: noQuery }, async (request) => {
    const { userId } = requireUser(request);
    const factor = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
    const unused = await db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return ok({ enabled: Boolean(factor?.enabled_at), recovery_codes_left: Number(unused.count) });
  });

  app.post<{ Body: { password: string } }>(
    '/svc/settings/tfa/enrol',
    { schema: { body: strictBody({ password: passwordField }, ['password']) } },
    async (request) => {
      const { userId } = requireUser(request);
      await checkCurrentPassword(db, userId, request.body.password, 'password');
      const existing = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
      if (existing?.enabled_at) throw new HttpError(409, MESSAGES.alreadyOn);
      const secret = newSecret();
      await db
        .insertInto('two_factor')
        .values({ user_id: userId, secret })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret, last_step: '0', created_at: new Date() }))
        .execute();
      const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      return ok<TwoFactorEnrolment>(await enrolmentOf(secret, user.email));
    },
  );

  app.post<{ Body: { code: string } }>(
    '/svc/settings/tfa/confirm',
    { schema: { body: strictBody({ code: codeField }, ['code']) } },
    async (request) => {
      const { userId } = requireUser(request);
      const factor = await db.selectFrom('two_factor').select(['secret', 'enabled_at']).where('user_id', '=', userId).executeTakeFirst();
      if (!factor) throw badRequest(MESSAGES.notEnrolling);
      if (factor.enabled_at) throw new HttpError(409, MESSAGES.alreadyOn);
      // An empty code is missing, not wrong.
      if (!request.body.code.trim()) throw codeError(TWO_FACTOR_SETUP_CODE_MISSING);
      const step = acceptedStep(factor.secret, request.body.code, 0);
      if (step === null) throw codeError();
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('two_factor').set({ enabled_at: new Date(), last_step: String(step) }).where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('two_factor_recovery_codes')
          .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code) })))
          .execute();
      });
      return ok<TwoFactorConfirmed>({ recovery_codes: codes });
    },
  );

  app.post<{ Body: { password: string; code: string } }>(
    '/svc/settings/tfa/disable',
    { schema: { body: strictBody({ password: passwordField, code: codeField }, ['password', 'code']) } },
    async (request) => {
      const { userId } = requireUser(request);
      await checkCurrentPassword(db, userId, request.body.password, 'password');
      const factor = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
      if (!factor?.enabled_at) throw badRequest(MESSAGES.notOn);
      if (!request.body.code.trim()) throw codeError(MESSAGES.codeMissing);
      if (!(await spendCode(db, userId, request.body.code))) throw codeError();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
      });
      return ok({ enabled: false, recovery_codes_left: 0 });
    },
  );

  app.post<{ Body: { code: string } }>(
    '/svc/account/login/tfa',
    { schema: { body: strictBody({ code: codeField }, ['code']) } },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw unauthorized(MESSAGES.challengeExpired);
      const challenge = await db.selectFrom('two_factor_challenges').selectAll().where('session_id_hash', '=', session.idHash).executeTakeFirst();
      if (!challenge || challenge.expires_at.getTime() < Date.now()) throw unauthorized(MESSAGES.challengeExpired);
      const code = request.body.code.trim();
      if (!code) throw codeError(MESSAGES.codeMissing);
      if (!(await spendCode(db, challenge.user_id, code))) {
        // A few tries per password: then the password is asked again.
        const attempts = challenge.attempts + 1;
        if (attempts >= MAX_ATTEMPTS) {
          await db.deleteFrom('two_factor_challenges').where('session_id_hash', '=', session.idHash).execute();
        } else {
          await db.updateTable('two_factor_challenges').set({ attempts }).where('session_id_hash', '=', session.idHash).execute();
        }
        throw codeError();
      }
      // renewSession deletes the anonymous session and, by cascade, its challenge.
      return ok(await buildBootstrap(db, await renewSession(db, request, reply, challenge.user_id)));
    },
  );
}
