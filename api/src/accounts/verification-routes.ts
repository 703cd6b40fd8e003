import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { PAGE_FONT } from '../html/page-font.js';
import { badRequest, ok } from '../http/envelope.js';
import type { Mailer } from '../mail/mailer.js';
import type { UnreadChanges } from '../poll/unread-changes.js';
import { requireUser } from './session.js';
import { issueVerificationToken, verificationMail, verifyEmail, VERIFY_PATH } from './verification.js';

const verifyQuery = {
  querystring: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', maxLength: 100 } },
  },
} as const;

const INVALID_LINK_PAGE = `<!doctype html><meta charset="utf-8"><title>Tumbledash</title>
<main style="font-family:${PAGE_FONT};max-width:32rem;margin:4rem auto">
<h1>This link does not work</h1>
<p>This verification link is not valid or was already used.</p>
<p><a href="/dashboard">Go to your dashboard</a></p></main>`;

/** Email verification (B§6): the link of the mail, and sending that mail again. */
export async function verificationRoutes(
  app: FastifyInstance,
  { db, mailer, unreadChanges }: { db: Db; mailer: Mailer; unreadChanges: UnreadChanges },
): Promise<void> {
  app.get<{ Querystring: { token: string } }>(VERIFY_PATH, { schema: verifyQuery }, async (request, reply) => {
    const userId = await verifyEmail(db, request.query.token);
    if (userId) {
      // Polling answered "error" while unverified.
      await unreadChanges.usersChanged([userId]);
      return reply.redirect('/dashboard?email_verified=1', 303);
    }
    return reply.status(400).type('text/html; charset=utf-8').send(INVALID_LINK_PAGE);
  });

  app.post('/svc/account/resend_verification', { schema: { body: { type: ['object', 'null'] } } }, async (request) => {
    const { userId } = requireUser(request);
    const user = await db.selectFrom('users').select(['email', 'email_verified']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.email_verified) throw badRequest('Your email address is already verified.');
    const token = await issueVerificationToken(db, userId);
    await mailer.send(verificationMail(user.email, `${request.protocol}://${request.host}`, token));
    return ok({ sent: true });
  });
}
