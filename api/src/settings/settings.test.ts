import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AccountSettings, BlogSettings, DashboardSettings, NotificationSettings, SessionInfo } from '../contracts.js';
import type { Mail } from '../mail/mailer.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/app.js';
import { actors, blogId, type Actors } from '../testing/post-fixtures.js';
import { after, before } from 'node:test';
import { notify } from '../activity/notify.js';
import { sendNotificationMails } from './notification-mails.js';

/** Every settings route with a body it accepts: authorization is checked for each. */
const WRITES: [string, Record<string, unknown>][] = [
  ['/svc/settings/account/email', { email: 'new@example.com', password: 'x' }],
  ['/svc/settings/account/safe_mode', { safe_mode: true }],
  ['/svc/settings/account/delete', { password: 'x', confirm: true }],
  ['/svc/settings/password', { current_password: 'x', new_password: 'long-enough' }],
  ['/svc/settings/dashboard', { keyboard_shortcuts: false }],
  ['/svc/settings/notifications', { follower: true }],
  ['/svc/settings/apps/0123456789abcdef/revoke', {}],
  ['/svc/settings/blog/tumbledemo', { asks: false }],
  ['/settings/save', { tumblelog_name_or_id: 'tumbledemo', 'tumblelog[twitter_send_posts]': 'on' }],
  ['/svc/settings/tfa/enrol', { password: 'x' }],
  ['/svc/settings/tfa/confirm', { code: '123456' }],
  ['/svc/settings/tfa/disable', { password: 'x', code: '123456' }],
  ['/svc/tour/dismiss', {}],
];
const READS = [
  '/svc/settings/account',
  '/svc/settings/dashboard',
  '/svc/settings/notifications',
  '/svc/settings/apps',
  '/svc/settings/blog/tumbledemo',
  '/svc/settings/tfa',
  '/svc/following',
  '/svc/blog/tumbledemo/activity/sparkline',
];

describe('settings', () => {
  let t: TestApp;
  let a: Actors;
  const mails: Mail[] = [];
  before(async () => {
    t = await createTestApp({ seed: true, server: { mailer: { send: async (mail) => void mails.push(mail) } } });
    a = await actors(t);
  });
  after(() => t.close());

  async function signIn(email: string, password: string): Promise<TestClient> {
    const client = t.client();
    const response = await client.login(email, password);
    assert.equal(response.statusCode, 200, response.body);
    return client;
  }

  it('refuses every settings read and write to anonymous visitors, and every write without the form key', async () => {
    for (const url of READS) assert.equal((await a.anonymous.get(url)).statusCode, 401, url);
    for (const [url, body] of WRITES) {
      assert.equal((await a.anonymous.post(url, body)).statusCode, 401, url);
      assert.equal((await a.demo.post(url, body, null)).statusCode, 403, `${url} without form key`);
    }
  });

  it('opens blog settings to the blog admin only: 403 for others, 404 for no such blog', async () => {
    const own = await a.demo.get<BlogSettings>('/svc/settings/blog/tumbledemo');
    assert.equal(own.statusCode, 200);
    assert.equal(own.envelope.response.submissions, true);
    const other = await a.friend.get('/svc/settings/blog/tumbledemo');
    assert.equal(other.statusCode, 403);
    assert.equal(other.envelope.meta.msg, "You don't have permission to do that.");
    assert.equal((await a.friend.post('/svc/settings/blog/tumbledemo', { asks: false })).statusCode, 403);
    assert.equal((await a.demo.get('/svc/settings/blog/no-such-blog')).statusCode, 404);
    // A member who is not an owner is no admin.
    await t.db.insertInto('blog_members').values({ user_id: (await userId(t, 'friend@example.com')), blog_id: await blogId(t.db, 'demo-sketches'), role: 'member' }).execute();
    assert.equal((await a.friend.get('/svc/settings/blog/demo-sketches')).statusCode, 403);
    assert.equal((await a.friend.get('/svc/blog/tumbledemo/activity/sparkline')).statusCode, 403);
  });

  it('saves the blog switches the features read', async () => {
    const saved = await a.demo.post<BlogSettings>('/svc/settings/blog/demo-sketches', {
      asks: false,
      anonymous_asks: false,
      can_receive_messages: false,
      messages_from_followers_only: true,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      { ...saved.envelope.response, title: undefined, description: undefined, avatar_url: undefined },
      { name: 'demo-sketches', title: undefined, description: undefined, avatar_url: undefined, asks: false, anonymous_asks: false, submissions: false, can_receive_messages: false, messages_from_followers_only: true, twitter_send_posts: false, facebook_opengraph_send_posts: false },
    );
    const row = await t.db.selectFrom('blogs').selectAll().where('name', '=', 'demo-sketches').executeTakeFirstOrThrow();
    assert.equal(row.asks, false);
    assert.equal(row.messages_from_followers_only, true);
    assert.equal((await a.demo.post('/svc/settings/blog/demo-sketches', { asks: 'yes' })).statusCode, 400);
  });

  it('saves the send flags through A§7.1 POST /settings/save, as JSON or a form, for the blog admin only', async () => {
    const flags = { 'tumblelog[twitter_send_posts]': 'on', 'tumblelog[facebook_opengraph_send_posts]': 'off' };
    const saved = await a.demo.post<BlogSettings & { twitter_send_posts: boolean; facebook_opengraph_send_posts: boolean }>('/settings/save', {
      tumblelog_name_or_id: 'demo-sketches',
      page: 'blog',
      ...flags,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.envelope.response.twitter_send_posts, true);
    assert.equal(saved.envelope.response.facebook_opengraph_send_posts, false);
    const form = await a.demo.request({
      method: 'POST',
      url: '/settings/save',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ tumblelog_name_or_id: 'demo-sketches', 'tumblelog[facebook_opengraph_send_posts]': 'on' }).toString(),
    });
    assert.equal(form.statusCode, 200, form.body);
    const row = await t.db.selectFrom('blogs').selectAll().where('name', '=', 'demo-sketches').executeTakeFirstOrThrow();
    assert.deepEqual([row.twitter_send_posts, row.facebook_opengraph_send_posts], [true, true]);
    const read = await a.demo.get<{ twitter_send_posts: boolean }>('/svc/settings/blog/demo-sketches');
    assert.equal(read.envelope.response.twitter_send_posts, true);

    assert.equal((await a.friend.post('/settings/save', { tumblelog_name_or_id: 'tumbledemo', ...flags })).statusCode, 403);
    assert.equal((await a.demo.post('/settings/save', { tumblelog_name_or_id: 'no-such-blog', ...flags })).statusCode, 404);
    assert.equal((await a.demo.post('/settings/save', { tumblelog_name_or_id: 'demo-sketches', 'tumblelog[twitter_send_posts]': 'yes' })).statusCode, 400);
    assert.equal((await a.demo.post('/settings/save', flags)).statusCode, 400);
  });

  it('turns Safe Mode on and off; bootstrap reports it', async () => {
    const on = await a.friend.post<AccountSettings>('/svc/settings/account/safe_mode', { safe_mode: true });
    assert.equal(on.envelope.response.safe_mode, true);
    assert.equal((await a.friend.bootstrap()).envelope.response.user?.safe_mode, true);
    await a.friend.post('/svc/settings/account/safe_mode', { safe_mode: false });
    assert.equal((await a.friend.bootstrap()).envelope.response.user?.safe_mode, false);
  });

  it('saves dashboard preferences; sounds are the user flag messaging reads', async () => {
    const before = await a.friend.get<DashboardSettings>('/svc/settings/dashboard');
    assert.deepEqual(before.envelope.response, { sounds: true, multiple_conversations: false, keyboard_shortcuts: true, endless_scrolling: true });
    const saved = await a.friend.post<DashboardSettings>('/svc/settings/dashboard', { sounds: false, multiple_conversations: true });
    assert.deepEqual(saved.envelope.response, { sounds: false, multiple_conversations: true, keyboard_shortcuts: true, endless_scrolling: true });
    const user = (await a.friend.bootstrap()).envelope.response.user;
    assert.equal(user?.is_sounds_enabled, false);
    assert.deepEqual(user?.dashboard_settings, { sounds: false, multiple_conversations: true, keyboard_shortcuts: true, endless_scrolling: true });
    await a.friend.post('/svc/settings/dashboard', { sounds: true });
  });

  it('mails the chosen activity kinds when they happen, and nothing else', async () => {
    const saved = await a.friend.post<NotificationSettings>('/svc/settings/notifications', { follower: true });
    assert.deepEqual(saved.envelope.response, { follower: true, reblog: false, reply: false, ask: false, message: false });
    await a.demo.post('/svc/unfollow', { tumblelog: 'friendly' });
    mails.length = 0;
    assert.equal((await a.demo.post('/svc/follow', { tumblelog: 'friendly' })).statusCode, 200);
    await sendNotificationMails(t.db, { send: async (mail) => void mails.push(mail) }, 'http://example.test');
    const toFriend = mails.filter((mail) => mail.to === 'friend@example.com');
    assert.equal(toFriend.length, 1);
    assert.equal(toFriend[0]!.subject, 'tumbledemo started following friendly');
    assert.equal((await t.db.selectFrom('notification_mails').selectAll().execute()).length, 0);
  });

  it('mails a reblog, reply, ask and message when the owner asked for them, with the sender named', async () => {
    await a.friend.post('/svc/settings/notifications', { follower: false, reblog: true, reply: true, ask: true, message: true });
    const friendly = await blogId(t.db, 'friendly');
    const demo = await blogId(t.db, 'tumbledemo');
    for (const type of ['reblog', 'reply', 'ask', 'like']) await notify(t.db, { to: friendly, type, from: demo });
    const uuids = await t.db.selectFrom('blogs').select(['name', 'uuid']).where('name', 'in', ['friendly', 'tumbledemo']).execute();
    const uuid = (name: string) => uuids.find((row) => row.name === name)!.uuid;
    const sent = await a.demo.post('/svc/conversations/messages', { client_id: `mail-${Date.now()}`, type: 'TEXT', participant: uuid('tumbledemo'), participants: [uuid('friendly')], message: 'Hello there' });
    assert.equal(sent.statusCode, 200, sent.body);
    mails.length = 0;
    await sendNotificationMails(t.db, { send: async (mail) => void mails.push(mail) }, 'http://example.test');
    assert.deepEqual(
      mails.filter((mail) => mail.to === 'friend@example.com').map((mail) => mail.subject).sort(),
      [
        'tumbledemo reblogged a post of friendly',
        'tumbledemo replied to a post of friendly',
        'tumbledemo sent friendly a message',
        'tumbledemo sent friendly an ask',
      ],
    );
    // Not chosen (follower) or never emailed (like): nothing queued.
    await a.friend.post('/svc/settings/notifications', { reblog: false, reply: false, ask: false, message: false });
    await notify(t.db, { to: friendly, type: 'reblog', from: demo });
    assert.equal((await t.db.selectFrom('notification_mails').selectAll().execute()).length, 0);
  });

  it('changes the email only once the link mailed to the new address is followed', async () => {
    const client = await signIn('ben@example.com', 'ben-password');
    const wrong = await client.post('/svc/settings/account/email', { email: 'ben2@example.com', password: 'nope' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.envelope.meta.msg, 'Your current password is not right.');
    assert.equal((await client.post('/svc/settings/account/email', { email: 'not-an-email', password: 'ben-password' })).statusCode, 400);
    const taken = await client.post('/svc/settings/account/email', { email: 'demo@example.com', password: 'ben-password' });
    assert.equal(taken.envelope.meta.msg, 'That email address is already in use.');
    mails.length = 0;
    const asked = await client.post<AccountSettings>('/svc/settings/account/email', { email: 'ben2@example.com', password: 'ben-password' });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(asked.envelope.response.email, 'ben@example.com');
    assert.equal(asked.envelope.response.pending_email, 'ben2@example.com');
    assert.ok(!asked.body.includes('ben-password'));
    const mail = mails.find((item) => item.to === 'ben2@example.com');
    const link = /\/auth\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    assert.ok(link, 'the mail carries the link');
    const followed = await t.app.inject({ method: 'GET', url: link });
    assert.equal(followed.statusCode, 303);
    assert.equal((await client.get<AccountSettings>('/svc/settings/account')).envelope.response.email, 'ben2@example.com');
    const used = await t.app.inject({ method: 'GET', url: link });
    assert.equal(used.statusCode, 400, 'a link works once');
    assert.match(used.body, /font-family:'Helvetica Neue', Helvetica, Arial, sans-serif/, 'in the product’s font');
  });

  it('changes the password and signs out every other session, not this one', async () => {
    const first = await signIn('cleo@example.com', 'cleo-password');
    const second = await signIn('cleo@example.com', 'cleo-password');
    const sessions = await first.get<{ sessions: SessionInfo[] }>('/svc/settings/apps');
    assert.equal(sessions.envelope.response.sessions.filter((session) => session.current).length, 1);
    const short = await first.post('/svc/settings/password', { current_password: 'cleo-password', new_password: 'short' });
    assert.equal(short.envelope.meta.msg, 'Your password must be at least 8 characters.');
    const wrong = await first.post('/svc/settings/password', { current_password: 'nope', new_password: 'a-new-password' });
    assert.equal(wrong.statusCode, 400);
    const changed = await first.post('/svc/settings/password', { current_password: 'cleo-password', new_password: 'a-new-password' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await first.get('/svc/settings/account')).statusCode, 200);
    assert.equal((await second.get('/svc/settings/account')).statusCode, 401);
    assert.equal((await t.client().login('cleo@example.com', 'a-new-password')).statusCode, 200);
  });

  it('answers an empty current password as missing, naming its field, on every call that asks for it', async () => {
    const missing = 'Enter your current password.';
    const calls: [string, Record<string, unknown>, string][] = [
      ['/svc/settings/account/email', { email: 'new@example.com', password: '' }, 'password'],
      ['/svc/settings/password', { current_password: '', new_password: 'long-enough' }, 'current_password'],
      ['/svc/settings/account/delete', { password: '', confirm: true }, 'password'],
      ['/svc/settings/tfa/enrol', { password: '' }, 'password'],
      ['/svc/settings/tfa/disable', { password: '', code: '123456' }, 'password'],
    ];
    for (const [url, body, field] of calls) {
      const response = await a.demo.post(url, body);
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.envelope.meta.msg, missing, url);
      assert.deepEqual(response.envelope.errors, [{ field, detail: missing }], url);
    }
    const wrong = await a.demo.post('/svc/settings/tfa/enrol', { password: 'nope' });
    assert.deepEqual(wrong.envelope.errors, [{ field: 'password', detail: 'Your current password is not right.' }]);
    const both = await a.demo.post('/svc/settings/password', { current_password: '', new_password: 'short' });
    assert.deepEqual(both.envelope.errors, [
      { field: 'current_password', detail: missing },
      { field: 'new_password', detail: 'Your password must be at least 8 characters.' },
    ]);
    assert.equal((await a.demo.get<AccountSettings>('/svc/settings/account')).statusCode, 200, 'the account is still there');
  });

  it('lists sessions and signs one out by its id; another person cannot', async () => {
    const phone = await signIn('eve@example.com', 'eve-password');
    const laptop = await signIn('eve@example.com', 'eve-password');
    const listed = await laptop.get<{ sessions: SessionInfo[] }>('/svc/settings/apps');
    const other = listed.envelope.response.sessions.find((session) => !session.current)!;
    assert.ok(other);
    assert.ok(other.last_seen_at, 'last seen is known');
    assert.ok(!JSON.stringify(listed.envelope.response).includes(phone.sessionId!), 'no cookie value is shown');
    assert.equal((await a.demo.post(`/svc/settings/apps/${other.id}/revoke`, {})).statusCode, 404);
    const revoked = await laptop.post<{ sessions: SessionInfo[] }>(`/svc/settings/apps/${other.id}/revoke`, {});
    assert.equal(revoked.statusCode, 200);
    assert.equal((await phone.get('/svc/settings/account')).statusCode, 401);
    assert.equal((await laptop.get('/svc/settings/account')).statusCode, 200);
  });

  it('deletes the account with its own blogs in one go, after the password', async () => {
    const client = await signIn('finn@example.com', 'finn-password');
    assert.equal((await client.post('/svc/settings/account/delete', { password: 'nope', confirm: true })).statusCode, 400);
    assert.equal((await client.post('/svc/settings/account/delete', { password: 'finn-password' })).statusCode, 400);
    const deleted = await client.post('/svc/settings/account/delete', { password: 'finn-password', confirm: true });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await t.db.selectFrom('users').select('id').where('email', '=', 'finn@example.com').executeTakeFirst(), undefined);
    assert.equal(await t.db.selectFrom('blogs').select('id').where('name', '=', 'recipe-box').executeTakeFirst(), undefined);
    assert.equal((await client.get('/svc/settings/account')).statusCode, 401);
    assert.equal((await t.client().login('finn@example.com', 'finn-password')).statusCode, 400);
  });
});

async function userId(t: TestApp, email: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
