import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SharePopoverData } from '../contracts.js';
import { smtpMailer } from '../mail/smtp.js';
import { createTestApp, FRIEND, platformAdmin, RELAXED_RATE_LIMITS, type TestApp } from '../testing/app.js';
import { logInMemory } from '../testing/log-lines.js';
import { actors, insertPost, type Actors } from '../testing/post-fixtures.js';
import type { PostRow } from '../db/schema.js';
import shared from '@tumbledash/shared/contracts';
import { SHARE_ERRORS } from './routes.js';
import { startSmtpSink } from './smtp-sink.js';

const PHOTO = {
  type: 'photo',
  caption: '<p>A sunset over the bay</p>',
  linkthrough: '',
  photos: [{ id: 'o1', url: '/media/sunset.png', width: 640, height: 480, caption: '' }],
  layout: [1],
};

const { SHARE_LIMITS } = shared;

type Data = { share_popover_data: SharePopoverData };

/** Low enough for the last test to reach, above what the tests before it send. */
const EMAIL_SHARES_PER_MINUTE = 12;

describe('share popover data, shares, short links and embeds', () => {
  let t: TestApp;
  let a: Actors;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: ReturnType<typeof smtpMailer>;
  let photo: PostRow;
  let privatePost: PostRow;
  let draft: PostRow;

  before(async () => {
    sink = await startSmtpSink();
    mailer = smtpMailer(sink.url, 'Tumbledash <share@tumbledash.test>');
    t = await createTestApp({ seed: true, server: { mailer, rateLimits: { ...RELAXED_RATE_LIMITS, emailShares: { max: EMAIL_SHARES_PER_MINUTE, windowMs: 60_000 } } } });
    a = await actors(t);
    photo = await insertPost(t.db, 'tumbledemo', { type: 'photo', content: JSON.stringify(PHOTO), slug: 'sunset' });
    privatePost = await insertPost(t.db, 'tumbledemo', { is_private: true });
    draft = await insertPost(t.db, 'tumbledemo', { state: 'draft' });
  });
  after(async () => {
    await t.close();
    mailer.close();
    await sink.close();
  });

  const dataOf = (client: Actors['demo'], blog: string, id: string) => client.post<Data>(`/svc/post/share/${blog}/${id}`, {});

  it('answers every field and show_* flag of A§3.8 for a public post', async () => {
    const response = await dataOf(a.friend, 'tumbledemo', photo.id);
    assert.equal(response.statusCode, 200, response.body);
    const data = response.envelope.response.share_popover_data;
    assert.equal(data.post_id, photo.id);
    assert.equal(data.tumblelog_name, 'tumbledemo');
    assert.match(data.post_url, new RegExp(`^http://localhost(:80)?/blog/tumbledemo/${photo.id}/sunset$`));
    assert.match(data.post_tiny_url, /^http:\/\/localhost(:80)?\/p\/[0-9a-z]+$/);
    assert.equal(data.is_private, false);
    assert.equal(data.has_user, true);
    assert.equal(data.form_key, a.friend.formKey);
    assert.deepEqual(
      [data.show_email, data.show_embed, data.show_facebook, data.show_permalink, data.show_pinterest, data.show_reporting_links, data.show_twitter, data.show_reddit, data.show_flagging],
      [true, true, true, true, true, true, true, true, true],
    );
    assert.match(data.embed_code, /<div class="tumbledash-post" data-href="[^"]*\/embed\/post\/tumbledemo\/\d+\?key=[0-9a-f]{24}"/);
    assert.match(data.embed_code, /<script async src="[^"]*\/embed\.js"/);
    assert.equal(data.pinterest_share_window?.name, 'pinterest');
    assert.match(data.pinterest_share_window?.url ?? '', /^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=/);
    assert.match(data.image_url ?? '', /\/media\/sunset\.png$/);
    assert.equal(data.summary, 'A sunset over the bay');
    assert.equal(data.tumblelog_share.name, 'tumbledemo');
  });

  it('offers embed code only with enable_share_embed_code and Reddit only with reddit_sharing (and refuses a Reddit share without it)', async () => {
    const admin = await platformAdmin(t);
    // As the platform console turns them.
    const flag = async (name: string, enabled: boolean) => {
      const response = await admin.post('/svc/platform/flags', { name, enabled });
      assert.equal(response.statusCode, 200, response.body);
    };
    await flag('enable_share_embed_code', false);
    await flag('reddit_sharing', false);
    try {
      const data = (await dataOf(a.friend, 'tumbledemo', photo.id)).envelope.response.share_popover_data;
      assert.equal(data.show_embed, false);
      assert.equal(data.show_reddit, false);
      assert.equal(data.show_facebook, true);
      const reddit = await a.friend.post('/svc/share/reddit', { post_id: photo.id, tumblelog_name: 'tumbledemo', share_fallback: true });
      assert.equal(reddit.statusCode, 403, reddit.body);
    } finally {
      await flag('enable_share_embed_code', true);
      await flag('reddit_sharing', true);
    }
    const data = (await dataOf(a.friend, 'tumbledemo', photo.id)).envelope.response.share_popover_data;
    assert.equal(data.show_embed, true);
    assert.equal(data.show_reddit, true);
  });

  it('answers /svc/facebook_status with the status network’s label only for a blog that sends its posts there; has_facebook agrees', async () => {
    assert.equal((await a.anonymous.post('/svc/facebook_status', {})).statusCode, 401);
    const empty = await a.friend.post<{ label: string }>('/svc/facebook_status', {});
    assert.equal(empty.statusCode, 200, empty.body);
    assert.deepEqual(empty.envelope.response, { label: '' });
    assert.equal((await dataOf(a.friend, 'tumbledemo', photo.id)).envelope.response.share_popover_data.has_facebook, false);
    await t.db.updateTable('blogs').set({ facebook_opengraph_send_posts: true }).where('name', '=', 'friendly').execute();
    try {
      assert.deepEqual((await a.friend.post<{ label: string }>('/svc/facebook_status', {})).envelope.response, { label: 'Facebook' });
      assert.equal((await dataOf(a.friend, 'tumbledemo', photo.id)).envelope.response.share_popover_data.has_facebook, true);
      assert.equal((await dataOf(a.anonymous, 'tumbledemo', photo.id)).envelope.response.share_popover_data.has_facebook, false);
    } finally {
      await t.db.updateTable('blogs').set({ facebook_opengraph_send_posts: false }).where('name', '=', 'friendly').execute();
    }
    assert.equal((await a.friend.post('/svc/facebook_status', { surprise: 1 })).statusCode, 400);
  });

  it('offers no reporting on one’s own post', async () => {
    const data = (await dataOf(a.demo, 'tumbledemo', photo.id)).envelope.response.share_popover_data;
    assert.equal(data.show_reporting_links, false);
    assert.equal(data.show_flagging, false);
  });

  it('offers a private post to its owner with the permalink only, and to nobody else', async () => {
    const own = await dataOf(a.demo, 'tumbledemo', privatePost.id);
    assert.equal(own.statusCode, 200);
    const data = own.envelope.response.share_popover_data;
    assert.equal(data.is_private, true);
    assert.equal(data.embed_code, '');
    assert.deepEqual(
      [data.show_permalink, data.show_email, data.show_embed, data.show_facebook, data.show_pinterest, data.show_twitter, data.show_reddit, data.show_reporting_links],
      [true, false, false, false, false, false, false, false],
    );
    for (const client of [a.friend, a.anonymous]) {
      for (const id of [privatePost.id, draft.id]) {
        const response = await dataOf(client, 'tumbledemo', id);
        assert.equal(response.statusCode, 404, response.body);
        assert.equal(response.envelope.response.share_popover_data, undefined);
      }
    }
  });

  it('refuses a wrong blog, a bad id, a missing form key and unknown fields', async () => {
    assert.equal((await dataOf(a.friend, 'friendly', photo.id)).statusCode, 404);
    const bad = await dataOf(a.friend, 'tumbledemo', 'abc');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.envelope.meta.msg, /post_id/);
    assert.equal((await a.friend.post(`/svc/post/share/tumbledemo/${photo.id}`, {}, null)).statusCode, 403);
    const unknown = await a.friend.post('/svc/share/facebook', { post_id: photo.id, tumblelog_name: 'tumbledemo', colour: 'red' });
    assert.equal(unknown.statusCode, 400);
    assert.equal((await a.friend.post('/svc/share/myspace', { post_id: photo.id, tumblelog_name: 'tumbledemo' })).statusCode, 400);
  });

  it('redirects the short link to the post, for those who may see it', async () => {
    const data = (await dataOf(a.friend, 'tumbledemo', photo.id)).envelope.response.share_popover_data;
    const path = new URL(data.post_tiny_url).pathname;
    const response = await a.anonymous.get(path);
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, `/blog/tumbledemo/${photo.id}/sunset`);
    const hidden = (await dataOf(a.demo, 'tumbledemo', privatePost.id)).envelope.response.share_popover_data;
    assert.equal((await a.anonymous.get(new URL(hidden.post_tiny_url).pathname)).statusCode, 404);
    assert.equal((await a.anonymous.get('/p/NOT-A-CODE')).statusCode, 404);
  });

  it('mails a post over SMTP with text and HTML parts, and Reply-To only when allowed', async () => {
    const base = { post_id: photo.id, tumblelog_name: 'tumbledemo', email_address: 'pal@example.com', message: 'You will like this' };
    const withReply = await a.friend.post('/svc/share/email', { ...base, allow_reply_to: true });
    assert.equal(withReply.statusCode, 200, withReply.body);
    const mail = sink.mails.at(-1)!;
    assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.text : '', 'pal@example.com');
    assert.equal(mail.subject, 'friendly shared a post from tumbledemo with you');
    assert.equal(mail.replyTo?.text, FRIEND.email);
    assert.match(mail.text ?? '', /You will like this/);
    assert.match(mail.text ?? '', /A sunset over the bay/);
    assert.match(mail.text ?? '', new RegExp(`/blog/tumbledemo/${photo.id}/sunset`));
    assert.match(String(mail.html), /<img src="http:\/\/localhost(:80)?\/media\/sunset\.png"/);

    const noReply = await a.friend.post('/svc/share/email', { ...base, allow_reply_to: false });
    assert.equal(noReply.statusCode, 200);
    assert.equal(sink.mails.at(-1)!.replyTo, undefined);
    const rows = await t.db.selectFrom('shares').selectAll().where('network', '=', 'email').execute();
    assert.equal(rows.length, 2);
  });

  it('refuses a bad address, a long message, and a private post, sending nothing', async () => {
    const before = sink.mails.length;
    const bad = await a.friend.post('/svc/share/email', { post_id: photo.id, tumblelog_name: 'tumbledemo', email_address: 'pal@example' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.envelope.meta.msg, SHARE_ERRORS.email);
    const long = await a.friend.post('/svc/share/email', { post_id: photo.id, tumblelog_name: 'tumbledemo', email_address: 'pal@example.com', message: 'x'.repeat(256) });
    assert.equal(long.statusCode, 400);
    assert.equal(long.envelope.meta.msg, SHARE_ERRORS.message);
    const own = await a.demo.post('/svc/share/email', { post_id: privatePost.id, tumblelog_name: 'tumbledemo', email_address: 'pal@example.com' });
    assert.equal(own.statusCode, 403);
    assert.equal((await a.anonymous.post('/svc/share/email', { post_id: photo.id, tumblelog_name: 'tumbledemo', email_address: 'pal@example.com' })).statusCode, 401);
    assert.equal(sink.mails.length, before);
  });

  it('checks the tweet (140, [URL] as the share popover counts it) and the status message (255), records fallbacks', async () => {
    const base = { post_id: photo.id, tumblelog_name: 'tumbledemo' };
    const room = SHARE_LIMITS.tweetMax - SHARE_LIMITS.tweetUrlLength;
    assert.equal((await a.friend.post('/svc/share/twitter', { ...base, message: `${'x'.repeat(room)}[URL]` })).statusCode, 200);
    const long = await a.friend.post('/svc/share/twitter', { ...base, message: `${'x'.repeat(room + 1)}[URL]` });
    assert.equal(long.statusCode, 400);
    assert.equal(long.envelope.meta.msg, SHARE_ERRORS.tweet);
    assert.equal(SHARE_ERRORS.tweet, `A tweet must be 1 to 140 characters, with [URL] counting as ${SHARE_LIMITS.tweetUrlLength}.`);
    assert.equal((await a.friend.post('/svc/share/twitter', { ...base, message: '' })).statusCode, 400);
    assert.equal((await a.friend.post('/svc/share/facebook', { ...base, message: 'x'.repeat(256) })).statusCode, 400);
    assert.equal((await a.friend.post('/svc/share/facebook', { ...base, message: 'x'.repeat(255) })).statusCode, 200);
    for (const network of ['reddit', 'pinterest', 'twitter']) {
      const response = await a.friend.post(`/svc/share/${network}`, { ...base, share_fallback: true });
      assert.equal(response.statusCode, 200, response.body);
    }
    const fallbacks = await t.db.selectFrom('shares').select('network').where('share_fallback', '=', true).execute();
    assert.deepEqual(fallbacks.map((row) => row.network).sort(), ['pinterest', 'reddit', 'twitter']);
  });

  it('records a visitor’s shares to the networks without a user, and mails only for a signed-in person', async () => {
    const base = { post_id: photo.id, tumblelog_name: 'tumbledemo' };
    const shares = [
      ['twitter', { message: 'Look [URL]' }],
      ['twitter', { share_fallback: true }],
      ['facebook', { message: 'Nice' }],
      ['reddit', { share_fallback: true }],
      ['pinterest', { share_fallback: true }],
    ] as const;
    for (const [network, fields] of shares) {
      const response = await a.anonymous.post(`/svc/share/${network}`, { ...base, ...fields });
      assert.equal(response.statusCode, 200, `${network}: ${response.body}`);
      assert.deepEqual(response.envelope.response, { network, shared: true });
    }
    const rows = await t.db.selectFrom('shares').select(['network', 'user_id']).where('user_id', 'is', null).orderBy('id').execute();
    assert.deepEqual(rows.map((row) => row.network), shares.map(([network]) => network));

    // The same checks as for a signed-in person, and the form key.
    const long = await a.anonymous.post('/svc/share/twitter', { ...base, message: 'x'.repeat(141) });
    assert.equal(long.statusCode, 400);
    assert.equal(long.envelope.meta.msg, SHARE_ERRORS.tweet);
    assert.equal((await a.anonymous.post('/svc/share/facebook', { ...base, message: 'x'.repeat(256) })).statusCode, 400);
    assert.equal((await a.anonymous.post('/svc/share/twitter', { ...base, share_fallback: true }, null)).statusCode, 403);
    assert.equal((await a.anonymous.post('/svc/share/twitter', { ...base, share_fallback: 'yes' })).statusCode, 400);
    assert.equal((await a.anonymous.post('/svc/share/twitter', { post_id: privatePost.id, tumblelog_name: 'tumbledemo', share_fallback: true })).statusCode, 404);
    assert.equal((await a.anonymous.post('/svc/share/twitter', { post_id: draft.id, tumblelog_name: 'tumbledemo', share_fallback: true })).statusCode, 404);
    assert.equal((await a.anonymous.post('/svc/share/twitter', { post_id: '999999999', tumblelog_name: 'tumbledemo', share_fallback: true })).statusCode, 404);
    assert.equal((await a.anonymous.post('/svc/share/twitter', { ...base, tumblelog_name: 'friendly', share_fallback: true })).statusCode, 404);
    assert.equal((await a.anonymous.post('/svc/share/myspace', { ...base, share_fallback: true })).statusCode, 400);
    assert.equal((await a.anonymous.post('/svc/share/twitter', {})).statusCode, 400);
    const text = await insertPost(t.db, 'tumbledemo');
    assert.equal((await a.anonymous.post('/svc/share/pinterest', { post_id: text.id, tumblelog_name: 'tumbledemo', share_fallback: true })).statusCode, 400);
    assert.equal((await a.anonymous.post('/svc/share/email', { ...base, email_address: 'pal@example.com' })).statusCode, 401);
    assert.equal((await t.db.selectFrom('shares').select('id').where('user_id', 'is', null).execute()).length, shares.length);
  });

  it('shares a blog by email (blog share)', async () => {
    const response = await a.friend.post('/svc/email_tumblelog', { tumblelog_name: 'tumbledemo', email_address: 'pal@example.com', message: 'Follow them' });
    assert.equal(response.statusCode, 200, response.body);
    const mail = sink.mails.at(-1)!;
    assert.equal(mail.subject, 'friendly shared the blog tumbledemo with you');
    assert.match(mail.text ?? '', /\/blog\/tumbledemo/);
    assert.equal((await a.friend.post('/svc/email_tumblelog', { tumblelog_name: 'no-such-blog', email_address: 'pal@example.com' })).statusCode, 404);
  });

  it('limits shares by email per person (the rate-limit preset), not the other networks', async () => {
    const body = { post_id: photo.id, tumblelog_name: 'tumbledemo', email_address: 'pal@example.com' };
    let limited;
    for (let i = 0; i <= EMAIL_SHARES_PER_MINUTE && !limited; i += 1) {
      const response = await a.friend.post('/svc/share/email', body);
      if (response.statusCode === 429) limited = response;
      else assert.equal(response.statusCode, 200, response.body);
    }
    assert.ok(limited, 'a share by email past the limit answers 429');
    assert.match(limited.envelope.meta.msg, /^You've shared by email a lot in a short time\. Try again in /);
    assert.ok(limited.headers['retry-after']);
    assert.equal((await a.friend.post('/svc/email_tumblelog', { tumblelog_name: 'tumbledemo', email_address: 'pal@example.com' })).statusCode, 429);
    assert.equal((await a.friend.post('/svc/share/facebook', { post_id: photo.id, tumblelog_name: 'tumbledemo' })).statusCode, 200);
    // Someone else still may.
    assert.equal((await a.demo.post('/svc/share/email', body)).statusCode, 200);
  });

  it('suggests favorites: the post’s blog first, then blogs messaged and followed, never one’s own', async () => {
    const boot = await a.friend.bootstrap();
    const participant = boot.envelope.response.user!.channels[0]!.uuid;
    const response = await a.friend.get<{ blogs: { name: string; in_trail: boolean }[] }>(`/svc/share/favorites?participant=${participant}&post_id=${photo.id}`);
    assert.equal(response.statusCode, 200, response.body);
    const names = response.envelope.response.blogs.map((blog) => blog.name);
    assert.equal(names[0], 'tumbledemo');
    assert.equal(response.envelope.response.blogs[0]!.in_trail, true);
    assert.ok(names.length <= 10);
    assert.ok(!names.includes('friendly'));
    const others = await a.demo.get(`/svc/share/favorites?participant=${participant}`);
    assert.equal(others.statusCode, 403);
  });

  it('serves the embed page for framing anywhere, and nothing for a private post or a wrong key', async () => {
    const data = (await dataOf(a.friend, 'tumbledemo', photo.id)).envelope.response.share_popover_data;
    const src = /data-href="([^"]+)"/.exec(data.embed_code)![1]!.replace(/&amp;/g, '&');
    const page = await a.anonymous.get(new URL(src).pathname + new URL(src).search);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /A sunset over the bay/);
    assert.match(page.body, /font:15px\/1\.45 'Helvetica Neue', Helvetica, Arial, sans-serif;/, 'in the product’s font');
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors \*/);
    assert.equal(page.headers['x-frame-options'], undefined);
    const wrongKey = await a.anonymous.get(`/embed/post/tumbledemo/${photo.id}?key=nope`);
    assert.equal(wrongKey.statusCode, 404);
    assert.doesNotMatch(wrongKey.body, /sunset/);
    const hidden = await a.anonymous.get(`/embed/post/tumbledemo/${privatePost.id}?key=${data.embed_key}`);
    assert.equal(hidden.statusCode, 404);
    const script = await a.anonymous.get('/embed.js');
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['content-type']), /javascript/);
  });
});


describe('rate limits of /svc/share/:network', () => {
  let t: TestApp;
  let a: Actors;
  let photo: PostRow;
  before(async () => {
    const two = { max: 2, windowMs: 60_000 };
    t = await createTestApp({ seed: true, server: { rateLimits: { ...RELAXED_RATE_LIMITS, networkShares: two } } });
    a = await actors(t);
    photo = await insertPost(t.db, 'tumbledemo', { type: 'photo', content: JSON.stringify(PHOTO) });
  });
  after(() => t.close());

  it('counts a visitor’s shares to the networks by address and a person’s by account, apart from email', async () => {
    const tweet = { post_id: photo.id, tumblelog_name: 'tumbledemo', share_fallback: true };
    for (let share = 0; share < 2; share += 1) assert.equal((await a.anonymous.post('/svc/share/twitter', tweet)).statusCode, 200);
    const third = await a.anonymous.post('/svc/share/reddit', tweet);
    assert.equal(third.statusCode, 429);
    assert.match(third.envelope.meta.msg, /^You've shared a lot in a short time\. Try again in /);
    assert.ok(Number(third.headers['retry-after']) > 0);
    // A signed-in person counts on their own; their email shares have a counter of their own too.
    for (let share = 0; share < 2; share += 1) assert.equal((await a.friend.post('/svc/share/facebook', tweet)).statusCode, 200);
    assert.equal((await a.friend.post('/svc/share/facebook', tweet)).statusCode, 429);
    const mail = await a.friend.post('/svc/share/email', { post_id: photo.id, tumblelog_name: 'tumbledemo', email_address: 'someone@example.com' });
    assert.notEqual(mail.statusCode, 429, mail.body);
  });
});

describe('a share by email when the mail server is down', () => {
  let t: TestApp;
  let a: Actors;
  const log = logInMemory();
  before(async () => {
    const mailer = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) };
    t = await createTestApp({ seed: true, server: { mailer, logger: log.logger } });
    a = await actors(t);
  });
  after(() => t.close());

  it('answers 502 with its sentence, and logs the mail server’s refusal with the request id', async () => {
    const photo = await insertPost(t.db, 'tumbledemo', { type: 'photo', content: JSON.stringify(PHOTO) });
    const response = await a.friend.post('/svc/share/email', { post_id: photo.id, tumblelog_name: 'tumbledemo', email_address: 'pal@example.com' });
    assert.equal(response.statusCode, 502);
    assert.deepEqual(response.envelope.meta, { status: 502, msg: SHARE_ERRORS.mailFailed });
    assert.doesNotMatch(response.body, /ECONNREFUSED/, 'the cause stays in the log');
    const errors = log.lines.filter((line) => line.level >= 50);
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.reqId, response.headers['x-request-id']);
    assert.match(errors[0]!.err!.message, /ECONNREFUSED 127\.0\.0\.1:2525/);
  });
});
