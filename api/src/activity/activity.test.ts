import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ActivityNotification } from '../contracts.js';
import { createTestApp, DEMO, FRIEND, type TestApp } from '../testing/app.js';

describe('blog activity', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  it('lists a member’s blog notifications, newest first', async () => {
    const client = t.client();
    await client.login(DEMO.email, DEMO.password);
    const response = await client.get<{ notifications: ActivityNotification[] }>('/svc/blog/tumbledemo/activity');
    assert.equal(response.statusCode, 200, response.body);
    const { notifications } = response.envelope.response;
    assert.ok(notifications.length > 5);
    for (let i = 1; i < notifications.length; i += 1) assert.ok(notifications[i - 1]!.timestamp >= notifications[i]!.timestamp);
    const types = new Set(notifications.map((item) => item.type));
    for (const type of ['follower', 'like', 'reblog', 'ask', 'user_mention']) assert.ok(types.has(type), `has ${type}`);

    const like = notifications.find((item) => item.type === 'like')!;
    assert.equal(like.message, 'liked your post');
    assert.ok(like.from_tumblelog?.name);
    assert.equal(like.post?.tumblelog, 'tumbledemo');
    assert.match(like.post!.url, /^\/blog\/tumbledemo\/\d+/);

    const anonymousAsk = notifications.find((item) => item.type === 'ask' && item.from_tumblelog === null);
    assert.ok(anonymousAsk, 'an anonymous ask has no sender');

    const friendly = notifications.find((item) => item.from_tumblelog?.name === 'friendly')!;
    assert.equal(friendly.is_friend, true, 'tumbledemo and friendly follow each other');
    assert.equal(friendly.from_tumblelog!.following, true);

    const reply = notifications.find((item) => item.type === 'reply');
    if (reply) assert.ok(reply.note_meta?.reply_text);
  });

  it('shows the member’s second blog too', async () => {
    const client = t.client();
    await client.login(DEMO.email, DEMO.password);
    const response = await client.get<{ notifications: ActivityNotification[] }>('/svc/blog/demo-sketches/activity?limit=2');
    assert.equal(response.statusCode, 200);
    assert.ok(response.envelope.response.notifications.length <= 2);
  });

  it('refuses anyone who is not a member with 403', async () => {
    const client = t.client();
    await client.login(FRIEND.email, FRIEND.password);
    const response = await client.get('/svc/blog/tumbledemo/activity');
    assert.equal(response.statusCode, 403);
  });

  it('refuses anonymous visitors with 401', async () => {
    const client = t.client();
    await client.bootstrap();
    assert.equal((await client.get('/svc/blog/tumbledemo/activity')).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/svc/blog/tumbledemo/activity' })).statusCode, 401);
  });

  it('answers 404 for an unknown blog', async () => {
    const client = t.client();
    await client.login(DEMO.email, DEMO.password);
    assert.equal((await client.get('/svc/blog/no-such-blog/activity')).statusCode, 404);
  });
});
