import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ACCOUNT_MESSAGES,
  CURRENT_PASSWORD_MESSAGES,
  type AccountSettings,
  type BlogSettings,
  type BlogSwitches,
  type DashboardSettings,
  type NotificationKind,
  type NotificationSettings,
  type SessionInfo,
} from '../contracts.js';
import { hashPassword } from '../accounts/password.js';
import { renewSession, requireUser, type UserSession } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { PAGE_FONT } from '../html/page-font.js';
import { badRequest, forbidden, notFound, ok } from '../http/envelope.js';
import type { Mailer } from '../mail/mailer.js';
import { blogNameField, strictBody } from '../posts/fields.js';
import { checkCurrentPassword } from './current-password.js';
import { CONFIRM_EMAIL_PATH, confirmEmailChange, emailChangeMail, requestEmailChange } from './email-change.js';
import { deleteAccount } from './delete-account.js';
import { dashboardSettings, NOTIFICATION_COLUMNS, notificationSettings, savePreferences } from './preferences.js';
import { startNotificationMails } from './notification-mails.js';
import { listSessions, signOutOtherSessions, signOutSession } from './sessions.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PASSWORD_MIN_LENGTH = 8;
export const SETTINGS_MESSAGES = {
  ...CURRENT_PASSWORD_MESSAGES,
  sameEmail: 'That is already your email address.',
  linkInvalid: 'This link is not valid, has expired or was already used.',
  notBlogAdmin: "You don't have permission to do that.",
} as const;

const passwordField = { type: 'string', maxLength: 1024 } as const;
const noQuery = { querystring: { type: 'object', additionalProperties: false, properties: {} } } as const;
const switchField = { type: 'boolean' } as const;

const emailSchema = { body: strictBody({ email: { type: 'string', maxLength: 254 }, password: passwordField }, ['email', 'password']) } as const;
const safeModeSchema = { body: strictBody({ safe_mode: switchField }, ['safe_mode']) } as const;
const deleteSchema = { body: strictBody({ password: passwordField, confirm: { type: 'boolean', const: true } }, ['password', 'confirm']) } as const;
const passwordSchema = {
  body: strictBody({ current_password: passwordField, new_password: passwordField }, ['current_password', 'new_password']),
} as const;
const dashboardSchema = {
  body: strictBody(
    { sounds: switchField, multiple_conversations: switchField, keyboard_shortcuts: switchField, endless_scrolling: switchField },
    [],
  ),
} as const;
const notificationsSchema = {
  body: strictBody({ follower: switchField, reblog: switchField, reply: switchField, ask: switchField, message: switchField }, []),
} as const;
const sessionParams = { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{16}$' } } } } as const;
const blogParams = { type: 'object', required: ['name'], properties: { name: blogNameField } } as const;
const blogSwitchesSchema = {
  params: blogParams,
  body: strictBody(
    {
      asks: switchField,
      anonymous_asks: switchField,
      submissions: switchField,
      can_receive_messages: switchField,
      messages_from_followers_only: switchField,
    },
    [],
  ),
} as const;
/** A§7.1 POST /settings/save: the two send flags of a blog, as a settings form posts them ("on" or "off"). */
const onOff = { type: 'string', enum: ['on', 'off'] } as const;
const SEND_FLAGS = {
  'tumblelog[twitter_send_posts]': 'twitter_send_posts',
  'tumblelog[facebook_opengraph_send_posts]': 'facebook_opengraph_send_posts',
} as const;
type SendFlagField = keyof typeof SEND_FLAGS;
const sendFlagsSchema = {
  body: strictBody(
    {
      tumblelog_name_or_id: blogNameField,
      // Which settings page sent the form; the flags say what to change.
      page: { type: 'string', maxLength: 100 },
      'tumblelog[twitter_send_posts]': onOff,
      'tumblelog[facebook_opengraph_send_posts]': onOff,
    },
    ['tumblelog_name_or_id'],
  ),
} as const;

const confirmQuery = {
  querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } },
} as const;

const INVALID_LINK_PAGE = `<!doctype html><meta charset="utf-8"><title>Tumbledash</title>
<main style="font-family:${PAGE_FONT};max-width:32rem;margin:4rem auto">
<h1>This link does not work</h1>
<p>${SETTINGS_MESSAGES.linkInvalid}</p>
<p><a href="/settings/account">Go to your account settings</a></p></main>`;

/** The fields a partial update really sent. */
function definedOnly<T extends Record<string, boolean | undefined>>(values: T): Partial<Record<keyof T, boolean>> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Record<keyof T, boolean>>;
}

async function accountSettings(db: Db, userId: string): Promise<AccountSettings> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('email_changes as c', 'c.user_id', 'u.id')
    .leftJoin('two_factor as t', 't.user_id', 'u.id')
    .select(['u.email', 'u.email_verified', 'u.safe_mode', 'c.new_email', 'c.expires_at', 't.enabled_at'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const pending = row.new_email && row.expires_at && row.expires_at.getTime() > Date.now() ? row.new_email : null;
  return {
    email: row.email,
    is_verified_email: row.email_verified,
    pending_email: pending,
    safe_mode: row.safe_mode,
    two_factor: row.enabled_at !== null,
  };
}

/** The blog and its settings, for its admin (an owner member) only: 404 for no such blog, 403 for anyone else. */
async function administeredBlog(db: Db, session: UserSession, name: string) {
  const blog = await db
    .selectFrom('blogs as b')
    .leftJoin('blog_members as m', (join) => join.onRef('m.blog_id', '=', 'b.id').on('m.user_id', '=', session.userId))
    .select([
      'b.id',
      'b.name',
      'b.title',
      'b.description',
      'b.avatar_url',
      'b.asks',
      'b.anonymous_asks',
      'b.submissions',
      'b.can_receive_messages',
      'b.messages_from_followers_only',
      'b.twitter_send_posts',
      'b.facebook_opengraph_send_posts',
      'm.role',
    ])
    .where('b.name', '=', name.toLowerCase())
    .executeTakeFirst();
  if (!blog) throw notFound('There is no blog by that name.');
  if (blog.role !== 'owner') throw forbidden(SETTINGS_MESSAGES.notBlogAdmin);
  const { id, role: _role, ...settings } = blog;
  return { id, settings: settings satisfies BlogSettings };
}

/**
 * The settings area (issue 12): every route acts on the signed-in person's own account, or on a blog they
 * administer. Passwords are checked, never answered or logged.
 */
export async function settingsRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }): Promise<void> {
  app.get('/svc/settings/account', { schema: noQuery }, async (request) => ok(await accountSettings(db, requireUser(request).userId)));

  app.post<{ Body: { email: string; password: string } }>('/svc/settings/account/email', { schema: emailSchema }, async (request) => {
    const { userId } = requireUser(request);
    const email = request.body.email.trim();
    if (!email) throw badRequest(ACCOUNT_MESSAGES.emailMissing, [{ field: 'email', detail: ACCOUNT_MESSAGES.emailMissing }]);
    if (!EMAIL_PATTERN.test(email)) throw badRequest(ACCOUNT_MESSAGES.emailInvalid, [{ field: 'email', detail: ACCOUNT_MESSAGES.emailInvalid }]);
    await checkCurrentPassword(db, userId, request.body.password, 'password');
    const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.email.toLowerCase() === email.toLowerCase()) throw badRequest(SETTINGS_MESSAGES.sameEmail, [{ field: 'email', detail: SETTINGS_MESSAGES.sameEmail }]);
    const taken = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    if (taken) throw badRequest(ACCOUNT_MESSAGES.emailTaken, [{ field: 'email', detail: ACCOUNT_MESSAGES.emailTaken }]);
    const token = await requestEmailChange(db, userId, email);
    await mailer.send(emailChangeMail(email, `${request.protocol}://${request.host}`, token));
    return ok(await accountSettings(db, userId));
  });

  app.get<{ Querystring: { token: string } }>(CONFIRM_EMAIL_PATH, { schema: confirmQuery }, async (request, reply) => {
    const result = await confirmEmailChange(db, request.query.token);
    if ('userId' in result) return reply.redirect('/settings/account?email_changed=1', 303);
    return reply.status(400).type('text/html; charset=utf-8').send(INVALID_LINK_PAGE);
  });

  app.post<{ Body: { safe_mode: boolean } }>('/svc/settings/account/safe_mode', { schema: safeModeSchema }, async (request) => {
    const { userId } = requireUser(request);
    await db.updateTable('users').set({ safe_mode: request.body.safe_mode }).where('id', '=', userId).execute();
    return ok(await accountSettings(db, userId));
  });

  app.post<{ Body: { password: string } }>('/svc/settings/account/delete', { schema: deleteSchema }, async (request, reply) => {
    const { userId } = requireUser(request);
    await checkCurrentPassword(db, userId, request.body.password, 'password');
    await deleteAccount(db, userId);
    // The session died with the account: hand out an anonymous one.
    request.session = null;
    await renewSession(db, request, reply, null);
    return ok({ deleted: true });
  });

  app.post<{ Body: { current_password: string; new_password: string } }>(
    '/svc/settings/password',
    { schema: passwordSchema },
    async (request) => {
      const session = requireUser(request);
      const next = request.body.new_password;
      // Both fields' problems at once, in the form's order, before the password is checked.
      const problems = [
        ...(request.body.current_password ? [] : [{ field: 'current_password', detail: SETTINGS_MESSAGES.passwordMissing }]),
        ...(next.length < PASSWORD_MIN_LENGTH ? [{ field: 'new_password', detail: ACCOUNT_MESSAGES.passwordShort }] : []),
      ];
      if (problems.length > 0) throw badRequest(problems[0]!.detail, problems);
      await checkCurrentPassword(db, session.userId, request.body.current_password, 'current_password');
      const hash = await hashPassword(next);
      const signedOut = await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', session.userId).execute();
        return signOutOtherSessions(trx, session);
      });
      return ok({ changed: true, signed_out_sessions: signedOut });
    },
  );

  app.get('/svc/settings/dashboard', { schema: noQuery }, async (request) => ok(await dashboardSettings(db, requireUser(request).userId)));

  app.post<{ Body: Partial<DashboardSettings> }>('/svc/settings/dashboard', { schema: dashboardSchema }, async (request) => {
    const { userId } = requireUser(request);
    const { sounds, multiple_conversations, keyboard_shortcuts, endless_scrolling } = request.body;
    await db.transaction().execute(async (trx) => {
      if (sounds !== undefined) await trx.updateTable('users').set({ sounds_enabled: sounds }).where('id', '=', userId).execute();
      await savePreferences(trx, userId, definedOnly({ multiple_conversations, keyboard_shortcuts, endless_scrolling }));
    });
    return ok(await dashboardSettings(db, userId));
  });

  app.get('/svc/settings/notifications', { schema: noQuery }, async (request) => ok(await notificationSettings(db, requireUser(request).userId)));

  app.post<{ Body: Partial<NotificationSettings> }>('/svc/settings/notifications', { schema: notificationsSchema }, async (request) => {
    const { userId } = requireUser(request);
    const values: Record<string, boolean> = {};
    for (const [kind, column] of Object.entries(NOTIFICATION_COLUMNS)) {
      const value = request.body[kind as NotificationKind];
      if (value !== undefined) values[column] = value;
    }
    await savePreferences(db, userId, values);
    return ok(await notificationSettings(db, userId));
  });

  app.get('/svc/settings/apps', { schema: noQuery }, async (request) => {
    const session = requireUser(request);
    return ok<{ sessions: SessionInfo[] }>({ sessions: await listSessions(db, session) });
  });

  app.post<{ Params: { id: string } }>('/svc/settings/apps/:id/revoke', { schema: { ...sessionParams, body: { type: ['object', 'null'] } } }, async (request) => {
    const session = requireUser(request);
    if (!(await signOutSession(db, session, request.params.id))) throw notFound('That session is already signed out.');
    return ok({ sessions: await listSessions(db, session) });
  });

  app.get<{ Params: { name: string } }>('/svc/settings/blog/:name', { schema: { params: blogParams, ...noQuery } }, async (request) => {
    const { settings } = await administeredBlog(db, requireUser(request), request.params.name);
    return ok(settings);
  });

  app.post<{ Params: { name: string }; Body: Partial<BlogSwitches> }>(
    '/svc/settings/blog/:name',
    { schema: blogSwitchesSchema },
    async (request) => {
      const session = requireUser(request);
      const { id } = await administeredBlog(db, session, request.params.name);
      const { asks, anonymous_asks, submissions, can_receive_messages, messages_from_followers_only } = request.body;
      const values = definedOnly({ asks, anonymous_asks, submissions, can_receive_messages, messages_from_followers_only });
      if (Object.keys(values).length > 0) {
        await db.updateTable('blogs').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute();
      }
      return ok((await administeredBlog(db, session, request.params.name)).settings);
    },
  );

  app.post<{ Body: { tumblelog_name_or_id: string } & Partial<Record<SendFlagField, 'on' | 'off'>> }>(
    '/settings/save',
    { schema: sendFlagsSchema },
    async (request) => {
      const session = requireUser(request);
      const { id } = await administeredBlog(db, session, request.body.tumblelog_name_or_id);
      const values: Partial<Record<(typeof SEND_FLAGS)[SendFlagField], boolean>> = {};
      for (const [field, column] of Object.entries(SEND_FLAGS) as [SendFlagField, (typeof SEND_FLAGS)[SendFlagField]][]) {
        const value = request.body[field];
        if (value !== undefined) values[column] = value === 'on';
      }
      if (Object.keys(values).length > 0) {
        await db.updateTable('blogs').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute();
      }
      return ok((await administeredBlog(db, session, request.body.tumblelog_name_or_id)).settings);
    },
  );

  // Activity mails go out as the events happen (queued by 030_settings.sql's triggers).
  const origin = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  let job: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    job = startNotificationMails(db, mailer, origin, app.log);
  });
  app.addHook('onClose', async () => job?.stop());
}
