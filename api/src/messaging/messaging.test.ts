import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Conversation, Message, MessagingConfig, Participant } from '../contracts.js';
import { avatarPng } from '../media/png.js';
import { createTestApp, DEMO, FRIEND, type TestApp, type TestClient } from '../testing/app.js';
import { insertPost } from '../testing/post-fixtures.js';

interface ConfigResponse {
  config: MessagingConfig;
  blogs: { uuid: string; name: string; mention_key: string; is_messaging_bot: boolean }[];
}
type Details = Omit<Conversation, 'last_message'> & { messages: { data: Message[]; _links: { previous?: { href: string } } } };

function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = '----tumbledash-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('messaging', () => {
  let t: TestApp;
  let demo: TestClient;
  let friend: TestClient;
  let demoBlogs: ConfigResponse['blogs'];
  let friendBlog: ConfigResponse['blogs'][number];
  let uuidOf: (name: string) => Promise<string>;
  let clientIds = 0;
  const nextClientId = () => `client-${(clientIds += 1)}`;

  before(async () => {
    t = await createTestApp({ seed: true, server: { newConversationsPerDay: 3, devOutbox: true } });
    demo = t.client();
    await demo.login(DEMO.email, DEMO.password);
    friend = t.client();
    await friend.login(FRIEND.email, FRIEND.password);
    demoBlogs = (await demo.get<ConfigResponse>('/svc/conversations/config')).envelope.response.blogs;
    friendBlog = (await friend.get<ConfigResponse>('/svc/conversations/config')).envelope.response.blogs[0]!;
    uuidOf = async (name) => (await t.db.selectFrom('blogs').select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
  });
  after(() => t.close());

  const tumbledemo = () => demoBlogs.find((blog) => blog.name === 'tumbledemo')!;

  async function conversationWith(client: TestClient, acting: string, other: string): Promise<Details> {
    const query = new URLSearchParams({ participant: acting, participants: other });
    const response = await client.get<Details>(`/svc/conversations/messages?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.envelope.response;
  }

  function send(client: TestClient, body: Record<string, unknown>) {
    return client.post<Details>('/svc/conversations/messages', { client_id: nextClientId(), type: 'TEXT', ...body });
  }

  describe('config', () => {
    it('answers 401 to visitors and the user’s blogs and settings to a signed-in user', async () => {
      assert.equal((await t.client().get('/svc/conversations/config')).statusCode, 401);
      const response = await demo.get<ConfigResponse>('/svc/conversations/config');
      assert.equal(response.statusCode, 200);
      const { config, blogs } = response.envelope.response;
      assert.equal(config.image_upload_max_bytes, 10_485_760);
      assert.equal(config.has_tutorial, true);
      // B§4: favorites are appended when the list has 3 conversations or fewer.
      assert.equal(config.append_favorites_to_inbox_limit, 3);
      assert.deepEqual(blogs.map((blog) => blog.name).sort(), ['demo-sketches', 'tumbledemo']);
    });

    it('remembers that the tutorial was seen', async () => {
      const client = t.client();
      await client.login(DEMO.email, DEMO.password);
      assert.equal((await client.post('/svc/conversations/tutorial_seen', {})).statusCode, 200);
      assert.equal((await client.get<ConfigResponse>('/svc/conversations/config')).envelope.response.config.has_tutorial, false);
      await t.db.updateTable('users').set({ tutorial_seen: false }).execute();
    });
  });

  describe('inbox', () => {
    it('lists the acting blog’s conversations newest first, with unread counts and participants', async () => {
      const response = await demo.get<{ conversations: Conversation[]; _links: object }>(`/svc/conversations?participant=${tumbledemo().uuid}`);
      assert.equal(response.statusCode, 200);
      const { conversations } = response.envelope.response;
      assert.ok(conversations.length >= 2);
      const stamps = conversations.map((conversation) => conversation.last_modified_ts);
      assert.deepEqual(stamps, [...stamps].sort((a, b) => b - a));
      const withFriend = conversations.find((conversation) => conversation.participants.some((p) => p.name === 'friendly'))!;
      assert.equal(withFriend.unread_messages_count, 1);
      assert.equal(withFriend.last_message?.message, 'Coffee this weekend?');
      assert.equal(withFriend.can_send, true);
      const friendly = withFriend.participants.find((p) => p.name === 'friendly')!;
      assert.equal(friendly.is_blog_following_you, true);
      assert.equal(friendly.is_following_blog, true);
      assert.ok(friendly.duration_following_blog > 0);
    });

    it('pages with a next link until the last page', async () => {
      const first = await demo.get<{ conversations: Conversation[]; _links: { next?: { href: string } } }>(
        `/svc/conversations?participant=${tumbledemo().uuid}&limit=1`,
      );
      const next = first.envelope.response._links.next;
      assert.ok(next);
      const second = await demo.get<{ conversations: Conversation[]; _links: { next?: { href: string } } }>(next.href);
      assert.equal(second.statusCode, 200);
      assert.notEqual(second.envelope.response.conversations[0]!.id, first.envelope.response.conversations[0]!.id);
    });

    it('refuses to act as a blog that is not the user’s', async () => {
      const response = await demo.get(`/svc/conversations?participant=${friendBlog.uuid}`);
      assert.equal(response.statusCode, 403);
      assert.equal((await t.client().get(`/svc/conversations?participant=${friendBlog.uuid}`)).statusCode, 401);
    });
  });

  describe('reading a conversation', () => {
    it('gives the messages oldest first, by participants or by id', async () => {
      const details = await conversationWith(demo, tumbledemo().uuid, friendBlog.uuid);
      const texts = details.messages.data.map((message) => message.message);
      assert.equal(texts.at(-1), 'Coffee this weekend?');
      assert.ok(details.messages.data.some((message) => message.type === 'POSTREF' && message.post?.state === 'ok'));
      const byId = await demo.get<Details>(`/svc/conversations/messages?participant=${tumbledemo().uuid}&conversation_id=${details.id}&limit=1`);
      assert.equal(byId.envelope.response.messages.data.length, 1);
      const previous = byId.envelope.response.messages._links.previous;
      assert.ok(previous);
      const older = await demo.get<Details>(previous.href);
      assert.equal(older.envelope.response.messages.data.length, 1);
      assert.ok(Number(older.envelope.response.messages.data[0]!.ts) < Number(byId.envelope.response.messages.data[0]!.ts));
    });

    it('hides another blog’s conversation as if it did not exist', async () => {
      const pixel = await uuidOf('pixel-garden');
      const theirs = await conversationWith(demo, tumbledemo().uuid, pixel);
      const response = await friend.get(`/svc/conversations/messages?participant=${friendBlog.uuid}&conversation_id=${theirs.id}`);
      assert.equal(response.statusCode, 404);
    });

    it('answers 404 when two blogs have no conversation yet', async () => {
      const query = new URLSearchParams({ participant: tumbledemo().uuid, participants: await uuidOf('film-grain') });
      assert.equal((await demo.get(`/svc/conversations/messages?${query}`)).statusCode, 404);
    });
  });

  describe('sending', () => {
    it('stores a text message once, however often it is resent', async () => {
      const existing = await conversationWith(demo, tumbledemo().uuid, friendBlog.uuid);
      const body = { client_id: 'resend-me', participant: tumbledemo().uuid, conversation_id: existing.id, type: 'TEXT', message: 'See you Saturday!' };
      const first = await demo.post<Details>('/svc/conversations/messages', body);
      assert.equal(first.statusCode, 200, first.body);
      const again = await demo.post<Details>('/svc/conversations/messages', body);
      assert.equal(again.statusCode, 200);
      assert.equal(again.envelope.response.messages.data[0]!.ts, first.envelope.response.messages.data[0]!.ts);
      assert.equal(again.envelope.response.messages.data[0]!.client_id, 'resend-me');
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM messages WHERE client_id = 'resend-me'`.execute(t.db);
      assert.equal(rows[0]!.n, 1);
    });

    it('starts a conversation with a followed blog, and a resent first message makes no second one', async () => {
      const filmGrain = await uuidOf('film-grain');
      const body = { client_id: 'first-hello', participant: tumbledemo().uuid, participants: [filmGrain], type: 'TEXT', message: 'Hello film-grain' };
      const first = await demo.post<Details>('/svc/conversations/messages', body);
      assert.equal(first.statusCode, 200, first.body);
      const again = await demo.post<Details>('/svc/conversations/messages', body);
      assert.equal(again.envelope.response.id, first.envelope.response.id);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM messages WHERE client_id = 'first-hello'`.execute(t.db);
      assert.equal(rows[0]!.n, 1);
    });

    it('validates what is sent', async () => {
      const cases: Record<string, unknown>[] = [
        { participant: tumbledemo().uuid, participants: [friendBlog.uuid], message: '   ' },
        { participant: tumbledemo().uuid, participants: [friendBlog.uuid], message: 'x'.repeat(4097) },
        { participant: tumbledemo().uuid, message: 'no conversation' },
        { participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'VIDEO', message: 'x' },
        { participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'POSTREF', post: { id: 'abc' } },
        { participant: tumbledemo().uuid, participants: [friendBlog.uuid], message: 'hi', extra: true },
      ];
      for (const body of cases) {
        const response = await send(demo, body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.ok(response.envelope.meta.msg.length > 0);
      }
      const broken = await demo.request({ method: 'POST', url: '/svc/conversations/messages', payload: '{"client_id":', headers: { 'content-type': 'application/json' } });
      assert.equal(broken.statusCode, 400);
    });

    it('sends posts and stickers that exist, and 404s the others', async () => {
      const post = await t.db.selectFrom('posts').select('id').where('state', '=', 'published').where('is_private', '=', false).where('type', '=', 'quote').executeTakeFirstOrThrow();
      const ok = await send(demo, { participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'POSTREF', post: { id: post.id }, context: 'post-chrome:dashboard' });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.envelope.response.messages.data[0]!.post?.id, post.id);
      const missing = await send(demo, { participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'POSTREF', post: { id: '1' } });
      assert.equal(missing.statusCode, 404);
      const stickers = (await demo.get<{ stickers: { id: string }[] }>('/svc/conversations/stickers')).envelope.response.stickers;
      assert.ok(stickers.length >= 4);
      const sticker = await send(demo, { participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'STICKER', sticker_id: stickers[0]!.id });
      assert.equal(sticker.envelope.response.messages.data[0]!.sticker?.id, stickers[0]!.id);
      assert.equal((await send(demo, { participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'STICKER', sticker_id: 'nope' })).statusCode, 404);
    });

    it('refuses a suspended blog’s post: missing (404) for whoever cannot see it, 403 for an admin who can; nothing stored', async () => {
      const post = await insertPost(t.db, 'pixel-garden', { type: 'quote', content: JSON.stringify({ type: 'quote', quote: '<p>Sines all the way down.</p>', source: '' }) });
      const sendPost = (client: TestClient, acting: string, other: string, clientId: string) =>
        client.post('/svc/conversations/messages', { client_id: clientId, participant: acting, participants: [other], type: 'POSTREF', post: { id: post.id } });
      const suspend = async () => assert.equal((await demo.post('/suspended/toggle', { tumblelog: 'pixel-garden' })).statusCode, 200);
      const ids = [nextClientId(), nextClientId()];
      await suspend();
      try {
        const unseen = await sendPost(friend, friendBlog.uuid, tumbledemo().uuid, ids[0]!);
        assert.equal(unseen.statusCode, 404, unseen.body);
        // demo is the seeded admin: it sees the blog, so it is told why.
        const seen = await sendPost(demo, tumbledemo().uuid, friendBlog.uuid, ids[1]!);
        assert.equal(seen.statusCode, 403, seen.body);
        assert.equal(seen.envelope.meta.msg, 'This blog is suspended.');
      } finally {
        await suspend();
      }
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM messages WHERE client_id IN (${ids[0]}, ${ids[1]})`.execute(t.db);
      assert.equal(rows[0]!.n, 0);
      const lifted = await sendPost(friend, friendBlog.uuid, tumbledemo().uuid, nextClientId());
      assert.equal(lifted.statusCode, 200, lifted.body);
    });

    it('answers 400 to a post reference of a type B§5 leaves out (text), and stores nothing', async () => {
      const text = await t.db.selectFrom('posts').select('id').where('state', '=', 'published').where('is_private', '=', false).where('type', '=', 'text').executeTakeFirstOrThrow();
      const clientId = nextClientId();
      const response = await demo.post('/svc/conversations/messages', { client_id: clientId, participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'POSTREF', post: { id: text.id } });
      assert.equal(response.statusCode, 400);
      assert.equal(response.envelope.meta.msg, 'Only photo, link, quote, audio, video and chat posts can be sent in a message.');
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM messages WHERE client_id = ${clientId}`.execute(t.db);
      assert.equal(rows[0]!.n, 0);
    });

    it('takes images by content: a PNG is stored, a renamed text file is 400', async () => {
      const fields = { client_id: nextClientId(), participant: tumbledemo().uuid, participants: friendBlog.uuid, type: 'IMAGE', context: 'messaging-image-upload' };
      const image = await demo.request<Details>({ method: 'POST', url: '/svc/conversations/messages', ...multipart(fields, { name: 'a.png', type: 'image/png', bytes: avatarPng('x') }) });
      assert.equal(image.statusCode, 200, image.body);
      const stored = image.envelope.response.messages.data[0]!;
      assert.deepEqual({ ...stored.image!.original_size, url: '' }, { url: '', width: 128, height: 128 });
      assert.match(stored.image!.original_size.url, /^\/media\/[\w-]+\.png$/);
      assert.equal((await t.app.inject({ url: stored.image!.original_size.url })).statusCode, 200);
      const fake = await demo.request({
        method: 'POST',
        url: '/svc/conversations/messages',
        ...multipart({ ...fields, client_id: nextClientId() }, { name: 'b.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }),
      });
      assert.equal(fake.statusCode, 400);
      assert.equal(fake.envelope.meta.msg, 'This is not a JPEG, PNG or GIF image.');
    });

    it('refuses an image over the size limit with 400', async () => {
      const fields = { client_id: nextClientId(), participant: tumbledemo().uuid, participants: friendBlog.uuid, type: 'IMAGE' };
      const huge = Buffer.concat([avatarPng('x'), Buffer.alloc(10_485_761)]);
      const response = await demo.request({ method: 'POST', url: '/svc/conversations/messages', ...multipart(fields, { name: 'big.png', type: 'image/png', bytes: huge }) });
      assert.equal(response.statusCode, 400);
      assert.equal(response.envelope.meta.msg, 'The request is too large.');
    });

    it('refuses a write without the form key', async () => {
      const response = await demo.post('/svc/conversations/messages', { client_id: 'x', participant: tumbledemo().uuid, participants: [friendBlog.uuid], type: 'TEXT', message: 'hi' }, null);
      assert.equal(response.statusCode, 403);
    });
  });

  describe('who may start a conversation (B§6, B§8)', () => {
    it('answers 409 to a blog that does not follow the recipient', async () => {
      const response = await send(friend, { participant: friendBlog.uuid, participants: [await uuidOf('quote-keeper')], message: 'hi' });
      assert.equal(response.statusCode, 409);
      assert.equal(response.envelope.meta.msg, 'You can only send messages to blogs you follow.');
    });

    it('answers 403 with code 7003 when the recipient takes messages only from blogs it follows', async () => {
      await t.db.updateTable('blogs').set({ messages_from_followers_only: true }).where('name', '=', 'quote-keeper').execute();
      const response = await send(demo, { participant: tumbledemo().uuid, participants: [await uuidOf('quote-keeper')], message: 'hi' });
      assert.equal(response.statusCode, 403);
      assert.equal(response.envelope.errors?.[0]?.code, 7003);
      assert.equal(response.envelope.meta.msg, 'Sorry, quote-keeper only allows messages from blogs they follow.');
    });

    it('answers 429 past the daily limit of new conversations', async () => {
      const targets = ['night-owl-notes', 'synthwave-radio', 'recipe-box'];
      const statuses: number[] = [];
      for (const name of targets) statuses.push((await send(demo, { participant: tumbledemo().uuid, participants: [await uuidOf(name)], message: 'hi' })).statusCode);
      // film-grain earlier today was the first; the limit in this test app is 3.
      assert.deepEqual(statuses, [200, 200, 429]);
      const last = await send(demo, { participant: tumbledemo().uuid, participants: [await uuidOf('recipe-box')], message: 'hi' });
      assert.equal(last.envelope.meta.msg, "You've hit the daily limit on new conversations. Impressive.");
      // Its code tells it from the 429 of sending too fast (7005), so the client shows B§8's text for this one only.
      assert.equal(last.envelope.errors?.[0]?.code, 7004);
      // Retry-After: when the day's first conversation leaves the 24 hours, at most a day away.
      const retryAfter = Number(last.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 86_400, `Retry-After ${last.headers['retry-after']}`);
    });

    it('answers 403 with code 7001 until the email is verified, then the link in the mail verifies it', async () => {
      const newcomer = t.client();
      await newcomer.bootstrap();
      const registered = await newcomer.post('/svc/account/register', { email: 'newcomer@example.com', password: 'long-enough-password', blog_name: 'newcomer' });
      assert.equal(registered.statusCode, 200);
      const blog = (await newcomer.get<ConfigResponse>('/svc/conversations/config')).envelope.response.blogs[0]!;
      await t.db.insertInto('follows').values({ follower_blog_id: (await t.db.selectFrom('blogs').select('id').where('name', '=', 'newcomer').executeTakeFirstOrThrow()).id, followed_blog_id: (await t.db.selectFrom('blogs').select('id').where('name', '=', 'friendly').executeTakeFirstOrThrow()).id }).onConflict((oc) => oc.doNothing()).execute();
      const refused = await send(newcomer, { participant: blog.uuid, participants: [friendBlog.uuid], message: 'hi' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.envelope.errors?.[0]?.code, 7001);

      const mail = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'newcomer@example.com').executeTakeFirstOrThrow();
      const link = /https?:\/\/\S+/.exec(mail.body)![0];
      const outbox = await t.app.inject({ url: '/dev/outbox' });
      assert.match(outbox.body, /newcomer@example\.com/);
      assert.match(outbox.body, /font-family:'Helvetica Neue', Helvetica, Arial, sans-serif/, 'in the product’s font');
      const visit = await t.app.inject({ url: new URL(link).pathname + new URL(link).search });
      assert.equal(visit.statusCode, 303);
      const usedLink = await t.app.inject({ url: new URL(link).pathname + new URL(link).search });
      assert.equal(usedLink.statusCode, 400);
      assert.match(usedLink.body, /font-family:'Helvetica Neue', Helvetica, Arial, sans-serif/, 'in the product’s font');

      const sent = await send(newcomer, { participant: blog.uuid, participants: [friendBlog.uuid], message: 'hi' });
      assert.equal(sent.statusCode, 200, sent.body);
      const inbox = await friend.get<{ conversations: Conversation[] }>(`/svc/conversations?participant=${friendBlog.uuid}`);
      const fromNewcomer = inbox.envelope.response.conversations.find((c) => c.participants.some((p) => p.name === 'newcomer'))!;
      assert.equal(fromNewcomer.is_possible_spam, true);
      assert.equal(fromNewcomer.is_blurred_images, true);
    });
  });

  describe('polling and reading', () => {
    it('counts unread messages per blog and conversation for the token’s user only', async () => {
      const bootstrap = (await friend.bootstrap()).envelope.response as unknown as { user: { polling_token: string } };
      const token = bootstrap.user.polling_token;
      const keys = [friendBlog.mention_key, tumbledemo().mention_key].join(',');
      const response = await t.app.inject({ url: `/services/poll?token=${token}&unread_messages=true&mention_keys=${keys}` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const unread = JSON.parse(response.body).response.unread_messages as Record<string, Record<string, number>>;
      assert.deepEqual(Object.keys(unread), [friendBlog.mention_key]);
      const conversation = await conversationWith(friend, friendBlog.uuid, tumbledemo().uuid);
      assert.ok(unread[friendBlog.mention_key]![conversation.id]! >= 1);

      const read = await friend.post<{ unread_messages_count: number }>('/svc/conversations/mark_read', { conversation_id: conversation.id, participant: friendBlog.uuid });
      assert.equal(read.statusCode, 200);
      const after = await t.app.inject({ url: `/services/poll?token=${token}&unread_messages=true&mention_keys=${keys}` });
      assert.equal(JSON.parse(after.body).response.unread_messages[friendBlog.mention_key][conversation.id], undefined);

      // A new message shows in the very next poll, cached answers or not.
      await send(demo, { participant: tumbledemo().uuid, conversation_id: conversation.id, message: 'Are you there?' });
      const next = await t.app.inject({ url: `/services/poll?token=${token}&unread_messages=true&mention_keys=${keys}` });
      assert.equal(JSON.parse(next.body).response.unread_messages[friendBlog.mention_key][conversation.id], 1);
    });

    it('answers error true to an unknown token', async () => {
      const response = await t.app.inject({ url: '/services/poll?token=nope&unread_messages=true&mention_keys=a' });
      assert.deepEqual(JSON.parse(response.body).response, { error: true });
    });
  });

  describe('participants', () => {
    it('describes a blog by name or uuid, and 404s unknown ones', async () => {
      const byName = await demo.get<Participant>(`/svc/conversations/participant_info?q=friendly&participant=${tumbledemo().uuid}`);
      assert.equal(byName.statusCode, 200);
      assert.equal(byName.envelope.response.uuid, friendBlog.uuid);
      assert.equal(byName.envelope.response.can_receive_messages, true);
      const byUuid = await demo.get<Participant>(`/svc/conversations/participant_info?q=${friendBlog.uuid}&participant=${tumbledemo().uuid}`);
      assert.equal(byUuid.envelope.response.name, 'friendly');
      assert.equal((await demo.get(`/svc/conversations/participant_info?q=nobody-here&participant=${tumbledemo().uuid}`)).statusCode, 404);
    });

    it('searches blog names, prefix first, and lists favorites without active conversations', async () => {
      const search = await demo.get<{ blogs: Participant[] }>(`/svc/conversations/participant_suggestions?q=gr&participant=${tumbledemo().uuid}`);
      assert.deepEqual(search.envelope.response.blogs.map((blog) => blog.name), ['film-grain']);
      const favorites = await demo.get<{ blogs: Participant[] }>(
        `/svc/conversations/participant_suggestions?limit=8&participant=${tumbledemo().uuid}&include_recent=true&exclude_active=true`,
      );
      const names = favorites.envelope.response.blogs.map((blog) => blog.name);
      assert.ok(!names.includes('friendly'), 'friendly already has a conversation');
      assert.ok(!names.includes('demo-sketches'), 'own blogs are not suggested');
    });
  });

  describe('deleting, spam and blocks', () => {
    it('deletes a conversation for the acting blog only; a new message brings it back', async () => {
      const pixel = await uuidOf('pixel-garden');
      const conversation = await conversationWith(demo, tumbledemo().uuid, pixel);
      const deleted = await demo.request({ method: 'DELETE', url: `/svc/conversations/messages?conversation_id=${conversation.id}&participant=${tumbledemo().uuid}` });
      assert.equal(deleted.statusCode, 200);
      const inbox = async () =>
        (await demo.get<{ conversations: Conversation[] }>(`/svc/conversations?participant=${tumbledemo().uuid}&limit=20`)).envelope.response.conversations.map((c) => c.id);
      assert.ok(!(await inbox()).includes(conversation.id));
      const afterDelete = await conversationWith(demo, tumbledemo().uuid, pixel);
      assert.equal(afterDelete.messages.data.length, 0);
      await send(demo, { participant: tumbledemo().uuid, conversation_id: conversation.id, message: 'Back again' });
      assert.ok((await inbox()).includes(conversation.id));
    });

    describe('one message (B§6: Delete is always offered)', () => {
      const deleteUrl = (ts: string, conversationId: string, participant: string) =>
        `/svc/conversations/messages/${ts}?${new URLSearchParams({ conversation_id: conversationId, participant })}`;
      const visibleTs = async (client: TestClient, acting: string, other: string) =>
        (await conversationWith(client, acting, other)).messages.data.map((message) => message.ts);

      it('deletes the acting blog’s own message and the other side’s from its side only; the other side keeps both', async () => {
        const conversation = await conversationWith(demo, tumbledemo().uuid, friendBlog.uuid);
        const mine = (await send(demo, { participant: tumbledemo().uuid, conversation_id: conversation.id, message: 'Oops, wrong window' })).envelope.response.messages.data[0]!;
        const theirs = (await send(friend, { participant: friendBlog.uuid, conversation_id: conversation.id, message: 'Saw that!' })).envelope.response.messages.data[0]!;

        const deleted = await demo.request({ method: 'DELETE', url: deleteUrl(mine.ts, conversation.id, tumbledemo().uuid) });
        assert.equal(deleted.statusCode, 200, deleted.body);
        assert.equal((await demo.request({ method: 'DELETE', url: deleteUrl(theirs.ts, conversation.id, tumbledemo().uuid) })).statusCode, 200);
        const demoSees = await visibleTs(demo, tumbledemo().uuid, friendBlog.uuid);
        assert.ok(!demoSees.includes(mine.ts) && !demoSees.includes(theirs.ts));
        const friendSees = await visibleTs(friend, friendBlog.uuid, tumbledemo().uuid);
        assert.ok(friendSees.includes(mine.ts) && friendSees.includes(theirs.ts));
        // The inbox previews the newest message the blog still has.
        const inbox = await demo.get<{ conversations: Conversation[] }>(`/svc/conversations?participant=${tumbledemo().uuid}&limit=20`);
        const row = inbox.envelope.response.conversations.find((c) => c.id === conversation.id)!;
        assert.notEqual(row.last_message?.ts, theirs.ts);
        assert.notEqual(row.last_message?.ts, mine.ts);
        // Deleting it again answers the same.
        assert.equal((await demo.request({ method: 'DELETE', url: deleteUrl(mine.ts, conversation.id, tumbledemo().uuid) })).statusCode, 200);
      });

      it('answers 404 to a blog outside the conversation and for an unknown message, 403 for another’s blog, 401 to visitors', async () => {
        const conversation = await conversationWith(demo, tumbledemo().uuid, friendBlog.uuid);
        const target = conversation.messages.data.at(-1)!;
        const pixelConversation = await conversationWith(demo, tumbledemo().uuid, await uuidOf('pixel-garden'));
        const outsider = await friend.request({ method: 'DELETE', url: deleteUrl(target.ts, pixelConversation.id, friendBlog.uuid) });
        assert.equal(outsider.statusCode, 404);
        assert.equal((await friend.request({ method: 'DELETE', url: deleteUrl(target.ts, conversation.id, tumbledemo().uuid) })).statusCode, 403);
        const visitor = t.client();
        await visitor.bootstrap();
        assert.equal((await visitor.request({ method: 'DELETE', url: deleteUrl(target.ts, conversation.id, tumbledemo().uuid) })).statusCode, 401);
        const unknown = await demo.request({ method: 'DELETE', url: deleteUrl('1', conversation.id, tumbledemo().uuid) });
        assert.equal(unknown.statusCode, 404);
        assert.equal(unknown.envelope.meta.msg, 'That message does not exist.');
        assert.equal((await demo.request({ method: 'DELETE', url: deleteUrl('not-a-ts', conversation.id, tumbledemo().uuid) })).statusCode, 400);
        assert.equal((await demo.request({ method: 'DELETE', url: `/svc/conversations/messages/${target.ts}?participant=${tumbledemo().uuid}` })).statusCode, 400);
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM hidden_messages h JOIN messages m ON m.id = h.message_id WHERE m.ts = ${target.ts}`.execute(t.db);
        assert.equal(rows[0]!.n, 0);
      });

      it('refuses a delete without the form key and writes nothing', async () => {
        const conversation = await conversationWith(demo, tumbledemo().uuid, friendBlog.uuid);
        const target = conversation.messages.data.at(-1)!;
        const response = await demo.request({ method: 'DELETE', url: deleteUrl(target.ts, conversation.id, tumbledemo().uuid), formKey: null });
        assert.equal(response.statusCode, 403);
        assert.ok((await visibleTs(demo, tumbledemo().uuid, friendBlog.uuid)).includes(target.ts));
      });
    });

    it('spam blocks the sender, hides the conversation and stops their messages', async () => {
      const details = await conversationWith(friend, friendBlog.uuid, await uuidOf('newcomer'));
      const flagged = await friend.post('/svc/conversations/flag', { conversation_id: details.id, participant: friendBlog.uuid, type: 'spam', context: 'inline' });
      assert.equal(flagged.statusCode, 200, flagged.body);
      const inbox = await friend.get<{ conversations: Conversation[] }>(`/svc/conversations?participant=${friendBlog.uuid}&limit=20`);
      assert.ok(!inbox.envelope.response.conversations.some((c) => c.id === details.id));
      const newcomer = t.client();
      await newcomer.login('newcomer@example.com', 'long-enough-password');
      const newcomerUuid = await uuidOf('newcomer');
      const refused = await send(newcomer, { participant: newcomerUuid, conversation_id: details.id, message: 'hello?' });
      assert.equal(refused.statusCode, 403);
      const theirView = await conversationWith(newcomer, newcomerUuid, friendBlog.uuid);
      assert.equal(theirView.can_send, false);
    });

    it('unblurs images for the acting blog', async () => {
      const details = await conversationWith(friend, friendBlog.uuid, tumbledemo().uuid);
      await t.db.updateTable('conversation_participants').set({ is_blurred_images: true }).execute();
      const response = await friend.post('/svc/conversations/flag', { conversation_id: details.id, participant: friendBlog.uuid, type: 'unblur' });
      assert.equal(response.statusCode, 200);
      const row = await t.db.selectFrom('conversation_participants').innerJoin('blogs', 'blogs.id', 'conversation_participants.blog_id').select('is_blurred_images').where('conversation_id', '=', details.id).where('blogs.name', '=', 'friendly').executeTakeFirstOrThrow();
      assert.equal(row.is_blurred_images, false);
    });
  });
});
