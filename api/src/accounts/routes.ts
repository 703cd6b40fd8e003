import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ACCOUNT_MESSAGES,
  validateRegistration,
  type AccountField,
  type ApiErrorDetail,
  type LoginInput,
  type RegisterInput,
  type SwitchChannelInput,
} from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { buildBootstrap } from './bootstrap.js';
import { createAccount, followFeaturedBlogs, recordAvatar, writeAvatar } from './create.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword, prepareDecoy, verifyAgainstDecoy, verifyPassword } from './password.js';
import { issueVerificationToken, verificationMail } from './verification.js';
import { renewSession, requireUser, startSession, applySession, sessionClient } from './session.js';
import { twoFactorChallenge } from '../two-factor/routes.js';
import { clientAddress, rateLimits } from '../rate-limit/limits.js';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.js';

const FIELD_ORDER: AccountField[] = ['email', 'password', 'blog_name'];

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
/** Writes may carry the form key in the body instead of the header. */
const formKey = { type: 'string', maxLength: 200 } as const;

const registerSchema = {
  body: {
    type: 'object',
    properties: {
      email: { type: 'string', maxLength: 254 },
      password: { type: 'string', maxLength: 1024 },
      blog_name: { type: 'string', maxLength: 100 },
      form_key: formKey,
    },
  },
} as const;

const loginSchema = {
  body: {
    type: 'object',
    properties: {
      email: { type: 'string', maxLength: 254 },
      password: { type: 'string', maxLength: 1024 },
      form_key: formKey,
    },
  },
} as const;

const channelSchema = {
  body: {
    type: 'object',
    required: ['channel'],
    properties: { channel: { type: 'string', minLength: 1, maxLength: 100 }, form_key: formKey },
  },
} as const;

function fieldErrors(errors: Partial<Record<AccountField, string>>): ApiErrorDetail[] {
  return FIELD_ORDER.flatMap((field) => (errors[field] ? [{ field, detail: errors[field] }] : []));
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidate = error as { code?: string; constraint?: string } | null;
  return candidate?.code === '23505' && candidate.constraint === constraint;
}

export async function accountRoutes(
  app: FastifyInstance,
  { db, dataDir, mailer }: { db: Db; dataDir: string; mailer: Mailer },
): Promise<void> {
  await prepareDecoy();
  app.get('/svc/bootstrap', { schema: { querystring: noQuery } }, async (request, reply) => {
    // First visit: an anonymous session, so even a visitor has a form key for log-in and sign-up.
    const session = request.session ?? (await renewSession(db, request, reply, null));
    return ok(await buildBootstrap(db, session));
  });

  app.post<{ Body: Partial<RegisterInput> | undefined }>(
    '/svc/account/register',
    { schema: registerSchema, config: { rateLimit: rateLimits.registration } },
    async (request, reply) => {
      const input = request.body ?? {};
      const problems = fieldErrors(validateRegistration(input));
      if (problems.length > 0) throw badRequest(problems[0]!.detail, problems);
      const email = input.email!.trim();
      const blogName = input.blog_name!.trim().toLowerCase();

      const taken = await Promise.all([
        db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst(),
        db.selectFrom('blogs').select('id').where('name', '=', blogName).executeTakeFirst(),
      ]);
      const conflicts: ApiErrorDetail[] = [];
      if (taken[0]) conflicts.push({ field: 'email', detail: ACCOUNT_MESSAGES.emailTaken });
      if (taken[1]) conflicts.push({ field: 'blog_name', detail: ACCOUNT_MESSAGES.blogNameTaken });
      if (conflicts.length > 0) throw badRequest(conflicts[0]!.detail, conflicts);

      const passwordHash = await hashPassword(input.password!);
      const avatar = await writeAvatar(dataDir, blogName);
      let sessionId: string;
      let verificationToken: string;
      try {
        ({ sessionId, verificationToken } = await db.transaction().execute(async (trx) => {
          const { userId, blogId } = await createAccount(trx, { email, passwordHash, blog: { name: blogName, avatarUrl: avatar.url } });
          await recordAvatar(trx, avatar, userId);
          await followFeaturedBlogs(trx, blogId);
          return { verificationToken: await issueVerificationToken(trx, userId), sessionId: await startSession(trx, request.session, userId, sessionClient(request)) };
        }));
      } catch (error) {
        // Someone took the email or name between the check above and the insert.
        if (isUniqueViolation(error, 'users_email_key')) {
          throw badRequest(ACCOUNT_MESSAGES.emailTaken, [{ field: 'email', detail: ACCOUNT_MESSAGES.emailTaken }]);
        }
        if (isUniqueViolation(error, 'blogs_name_key')) {
          throw badRequest(ACCOUNT_MESSAGES.blogNameTaken, [{ field: 'blog_name', detail: ACCOUNT_MESSAGES.blogNameTaken }]);
        }
        throw error;
      }
      // The account stands without the mail; a lost mail is sent again from resend_verification.
      await mailer
        .send(verificationMail(email, `${request.protocol}://${request.host}`, verificationToken))
        .catch((error: unknown) => request.log.error({ err: error }, 'verification mail failed'));
      return ok(await buildBootstrap(db, await applySession(db, request, reply, sessionId)));
    },
  );

  app.post<{ Body: Partial<LoginInput> | undefined }>('/svc/account/login', { schema: loginSchema }, async (request, reply) => {
    const email = request.body?.email?.trim() ?? '';
    const password = request.body?.password ?? '';
    const limits = app.rateLimitConfig;
    await assertLoginAllowed(db, limits, clientAddress(request), email);
    const user = email
      ? await db
          .selectFrom('users')
          .select(['id', 'password_hash'])
          .where(sql`lower(email)`, '=', email.toLowerCase())
          .executeTakeFirst()
      : undefined;
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      await recordLoginFailure(db, { limits, mailer, log: request.log }, clientAddress(request), email);
      throw badRequest(ACCOUNT_MESSAGES.loginFailed);
    }
    // With two-factor on, the password alone does not sign in: the code is asked next.
    const challenge = await twoFactorChallenge(db, request, reply, user.id);
    if (challenge) return ok(challenge);
    return ok(await buildBootstrap(db, await renewSession(db, request, reply, user.id)));
  });

  app.post('/svc/account/logout', { schema: { querystring: noQuery } }, async (request, reply) => {
    return ok(await buildBootstrap(db, await renewSession(db, request, reply, null)));
  });

  app.post<{ Body: SwitchChannelInput }>('/svc/account/channel', { schema: channelSchema }, async (request) => {
    const session = requireUser(request);
    const blog = await db
      .selectFrom('blog_members as m')
      .innerJoin('blogs as b', 'b.id', 'm.blog_id')
      .select('b.id')
      .where('m.user_id', '=', session.userId)
      .where('b.name', '=', request.body.channel.trim().toLowerCase())
      .executeTakeFirst();
    if (!blog) throw forbidden('That blog is not one of yours.');
    await db.updateTable('users').set({ current_blog_id: blog.id }).where('id', '=', session.userId).execute();
    session.currentBlogId = blog.id;
    return ok(await buildBootstrap(db, session));
  });
}
