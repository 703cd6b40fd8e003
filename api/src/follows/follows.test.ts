import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notify } from '../activity/notify.js';
import type { ActivityNotification, DashboardPost } from '../contracts.js';
import { NO_BLOG } from '../peepr/blog-access.js';
import type { Response, TestApp } from '../testing/app.js';
import { blogId, insertPost, notificationsOf, type Actors, withSeededApp } from '../testing/post-fixtures.js';

describe('follow, subscribe and block', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('follows as the current channel once, with one notification; unfollow ends the subscription', async () => {
    assert.equal((await a.anonymous.post('/svc/follow', { tumblelog: 'quote-keeper' })).statusCode, 401);
    assert.equal((await a.friend.post('/svc/follow', { tumblelog: 'no-such-blog' })).statusCode, 404);
    assert.equal((await a.friend.post('/svc/follow', { tumblelog: 'friendly' })).statusCode, 400);
    assert.equal((await a.friend.post('/svc/follow', { tumblelog: 'quote-keeper', extra: true })).statusCode, 400);
    const body = { tumblelog: 'quote-keeper', placement_id: null, pt: null, source: 'FOLLOW_SOURCE_POST', context: 'dashboard', offset: 2 };
    const followed = await a.friend.post('/svc/follow', body);
    assert.deepEqual(followed.envelope.response, { following: true, can_subscribe: true, is_subscribed: false });
    assert.equal((await a.friend.post('/svc/follow', body)).statusCode, 200);
    const friendly = await blogId(t.db, 'friendly');
    assert.equal((await notificationsOf(t.db, 'quote-keeper', 'follower', null)).filter((row) => row.from_blog_id === friendly).length, 1);

    assert.equal((await a.anonymous.post('/svc/blog/quote-keeper/subscription', {})).statusCode, 401);
    const subscribed = await a.friend.post('/svc/blog/quote-keeper/subscription', { source: 'post' });
    assert.deepEqual(subscribed.envelope.response, { is_subscribed: true });
    assert.equal((await a.friend.post('/svc/blog/nobody-here/subscription', {})).statusCode, 404);
    const notFollowing = await a.friend.post('/svc/blog/night-owl-notes/subscription', {});
    assert.equal(notFollowing.statusCode, 409);
    assert.equal(notFollowing.envelope.meta.msg, 'Follow night-owl-notes to subscribe.');

    const unfollowed = await a.friend.post('/svc/unfollow', { tumblelog: 'quote-keeper', source: 'UNFOLLOW_SOURCE_POST' });
    assert.deepEqual(unfollowed.envelope.response, { following: false, can_subscribe: false, is_subscribed: false });
    const subscriptions = await t.db.selectFrom('subscriptions').selectAll().where('blog_id', '=', await blogId(t.db, 'quote-keeper')).execute();
    assert.equal(subscriptions.length, 0);
    assert.equal((await a.friend.post('/svc/unfollow', { tumblelog: 'quote-keeper' })).statusCode, 200);
  });

  it('unsubscribes with DELETE, with or without a body', async () => {
    const response = await a.demo.request({ method: 'DELETE', url: '/svc/blog/friendly/subscription', payload: { source: 'post' } });
    assert.deepEqual(response.envelope.response, { is_subscribed: false });
    const bare = await a.demo.request({ method: 'DELETE', url: '/svc/blog/friendly/subscription' });
    assert.equal(bare.statusCode, 200, bare.body);
    assert.equal((await a.anonymous.request({ method: 'DELETE', url: '/svc/blog/friendly/subscription' })).statusCode, 401);
  });

  it('blocks: 403 from a blog not held, 400 for an own blog, 404 unknown; follows end both ways', async () => {
    const body = { tumblelog: 'tumbledemo', blocked_tumblelog: 'film-grain', block_context: 'dashboard' };
    assert.equal((await a.anonymous.post('/svc/block/add', body)).statusCode, 401);
    assert.equal((await a.friend.post('/svc/block/add', body)).statusCode, 403);
    assert.equal((await a.demo.post('/svc/block/add', { ...body, blocked_tumblelog: 'demo-sketches' })).statusCode, 400);
    assert.equal((await a.demo.post('/svc/block/add', { ...body, blocked_tumblelog: 'nobody-here' })).statusCode, 404);
    assert.equal((await a.demo.post('/svc/block/add', { tumblelog: 'tumbledemo' })).statusCode, 400);

    const tagged = await insertPost(t.db, 'film-grain', { tags: ['blocktest'] });
    const response = await a.demo.post('/svc/block/add', body);
    assert.deepEqual(response.envelope.response, { blocked: true });
    const [demo, film] = [await blogId(t.db, 'tumbledemo'), await blogId(t.db, 'film-grain')];
    const follows = await t.db
      .selectFrom('follows')
      .selectAll()
      .where((eb) => eb.or([eb.and([eb('follower_blog_id', '=', demo), eb('followed_blog_id', '=', film)]), eb.and([eb('follower_blog_id', '=', film), eb('followed_blog_id', '=', demo)])]))
      .execute();
    assert.equal(follows.length, 0);
    const page = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/dashboard?limit=50');
    assert.ok(page.envelope.response.posts.every((post) => post.tumblelog !== 'film-grain'));
    const tag = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/tagged/blocktest');
    assert.deepEqual(tag.envelope.response.posts, []);
    const anonymousTag = await a.anonymous.get<{ posts: DashboardPost[] }>('/svc/post/tagged/blocktest');
    assert.deepEqual(anonymousTag.envelope.response.posts.map((post) => post.id), [tagged.id]);
    // By post: the post's blog is blocked.
    const other = await insertPost(t.db, 'recipe-box');
    const byPost = await a.demo.post('/svc/block/add', { tumblelog: 'tumbledemo', blocked_post: other.id, block_context: 'dashboard' });
    assert.equal(byPost.statusCode, 200, byPost.body);
    // From a conversation's Actions popover.
    const fromMessaging = await a.demo.post('/svc/block/add', { tumblelog: 'tumbledemo', blocked_tumblelog: 'night-owl-notes', block_context: 'messaging' });
    assert.equal(fromMessaging.statusCode, 200, fromMessaging.body);
    assert.equal((await a.demo.post('/svc/block/add', { ...body, block_context: 'elsewhere' })).statusCode, 400);
  });

  it('a block holds both ways: no follow, subscription, ask or submission, and no notification to either blog', async () => {
    assert.equal((await a.demo.post('/svc/block/add', { tumblelog: 'tumbledemo', blocked_tumblelog: 'friendly' })).statusCode, 200);
    const [demo, friendly] = [await blogId(t.db, 'tumbledemo'), await blogId(t.db, 'friendly')];

    // The blocked blog is told it cannot, with no 500 and nothing written.
    const refusals = [
      [await a.friend.post('/svc/follow', { tumblelog: 'tumbledemo' }), 'You can’t follow tumbledemo.'],
      [await a.friend.post('/svc/blog/tumbledemo/subscription', {}), 'You can’t subscribe to tumbledemo.'],
      [await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: false, question: 'Still there?' }), 'You can’t send questions to tumbledemo.'],
      [await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: true, question: 'Still there?' }), 'You can’t send questions to tumbledemo.'],
      [
        await a.friend.post('/svc/post/submit', { recipient: 'tumbledemo', post: { type: 'text', one: 'Hello', two: '<p>Hello.</p>' } }),
        'You can’t submit posts to tumbledemo.',
      ],
      // The blocker is told how to undo it.
      [await a.demo.post('/svc/follow', { tumblelog: 'friendly' }), 'You blocked friendly. Unblock it in your blog settings to follow it.'],
      [await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: 'Hello?' }), 'You blocked friendly. Unblock it in your blog settings to send questions to it.'],
    ] as const;
    for (const [response, message] of refusals) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.envelope.meta.msg, message);
    }
    const follows = await t.db.selectFrom('follows').selectAll().where('follower_blog_id', 'in', [demo, friendly]).where('followed_blog_id', 'in', [demo, friendly]).execute();
    assert.deepEqual(follows, []);
    const asks = await t.db.selectFrom('asks').selectAll().where('recipient_blog_id', '=', demo).where('question', '=', 'Still there?').execute();
    assert.deepEqual(asks, []);

    // Whatever else a blocked blog does (a like, a reblog) notifies nobody, and what it did before is not shown.
    const before = (await notificationsOf(t.db, 'tumbledemo', 'like', null)).length;
    await notify(t.db, { to: demo, type: 'like', from: friendly });
    await notify(t.db, { to: friendly, type: 'like', from: demo });
    assert.equal((await notificationsOf(t.db, 'tumbledemo', 'like', null)).length, before);
    assert.equal((await notificationsOf(t.db, 'friendly', 'like', null)).length, 0);
    const activity = await a.demo.get<{ notifications: ActivityNotification[] }>('/svc/blog/tumbledemo/activity?limit=100');
    assert.equal(activity.statusCode, 200);
    assert.ok(activity.envelope.response.notifications.every((item) => item.from_tumblelog?.name !== 'friendly'));
  });

  it('lists a blog’s blocks to its members and unblocks (A§7.1 /svc/block/remove), after which follow works again', async () => {
    const listed = await a.demo.get<{ blocked_tumblelogs: { name: string; title: string; avatar_url: string; blocked_at: string }[] }>('/svc/blog/tumbledemo/blocks');
    assert.equal(listed.statusCode, 200, listed.body);
    const names = listed.envelope.response.blocked_tumblelogs.map((blog) => blog.name);
    assert.equal(names[0], 'friendly', 'newest first');
    assert.ok(names.includes('film-grain'));
    assert.match(listed.envelope.response.blocked_tumblelogs[0]!.blocked_at, /^\d{4}-\d\d-\d\dT/);
    assert.equal((await a.anonymous.get('/svc/blog/tumbledemo/blocks')).statusCode, 401);
    assert.equal((await a.friend.get('/svc/blog/tumbledemo/blocks')).statusCode, 403);
    assert.equal((await a.demo.get('/svc/blog/nobody-here/blocks')).statusCode, 403);
    assert.deepEqual((await a.demo.get('/svc/blog/demo-sketches/blocks')).envelope.response, { blocked_tumblelogs: [] });

    const body = { tumblelog: 'tumbledemo', blocked_tumblelog: 'friendly' };
    assert.equal((await a.anonymous.post('/svc/block/remove', body)).statusCode, 401);
    assert.equal((await a.demo.post('/svc/block/remove', body, null)).statusCode, 403);
    assert.equal((await a.friend.post('/svc/block/remove', body)).statusCode, 403);
    assert.equal((await a.demo.post('/svc/block/remove', { tumblelog: 'tumbledemo' })).statusCode, 400);
    assert.equal((await a.demo.post('/svc/block/remove', { ...body, blocked_tumblelog: 'nobody-here' })).statusCode, 404);
    assert.equal((await a.demo.post('/svc/block/remove', { ...body, extra: 1 })).statusCode, 400);
    const removed = await a.demo.post('/svc/block/remove', body);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.envelope.response, { blocked: false });
    assert.equal((await a.demo.post('/svc/block/remove', body)).statusCode, 200, 'a second unblock changes nothing');
    const after = await a.demo.get<{ blocked_tumblelogs: { name: string }[] }>('/svc/blog/tumbledemo/blocks');
    assert.ok(after.envelope.response.blocked_tumblelogs.every((blog) => blog.name !== 'friendly'));

    const friendly = await blogId(t.db, 'friendly');
    const fromFriendly = async () => (await notificationsOf(t.db, 'tumbledemo', 'follower', null)).filter((row) => row.from_blog_id === friendly).length;
    const notified = await fromFriendly();
    const followed = await a.friend.post('/svc/follow', { tumblelog: 'tumbledemo' });
    assert.equal(followed.statusCode, 200, followed.body);
    assert.equal(await fromFriendly(), notified + 1, 'notifications flow again');
    assert.equal((await a.demo.post('/svc/follow', { tumblelog: 'friendly' })).statusCode, 200);
  });

  it('blocks and unblocks a blog the user may not see (suspended, private) as a missing one, but lifts a block already held', async () => {
    const missing = async (response: Response) => {
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.envelope.meta.msg, NO_BLOG);
    };
    const add = (blocked: Record<string, string>) => a.friend.post('/svc/block/add', { tumblelog: 'friendly', ...blocked });
    const remove = (name: string) => a.friend.post('/svc/block/remove', { tumblelog: 'friendly', blocked_tumblelog: name });
    const holds = async (name: string) =>
      Boolean(await t.db.selectFrom('blocks').select('blocked_blog_id').where('blocker_blog_id', '=', await blogId(t.db, 'friendly')).where('blocked_blog_id', '=', await blogId(t.db, name)).executeTakeFirst());
    const flag = (name: string, set: { suspended?: boolean; is_private?: boolean }) => t.db.updateTable('blogs').set(set).where('name', '=', name).execute();

    assert.equal((await add({ blocked_tumblelog: 'night-owl-notes' })).statusCode, 200);
    const hiddenPost = await insertPost(t.db, 'quote-keeper');
    await flag('quote-keeper', { suspended: true });
    await flag('synthwave-radio', { is_private: true });
    await flag('night-owl-notes', { suspended: true });
    try {
      await missing(await add({ blocked_tumblelog: 'nobody-here' }));
      await missing(await add({ blocked_tumblelog: 'quote-keeper' }));
      await missing(await add({ blocked_tumblelog: 'synthwave-radio' }));
      const byPost = await add({ blocked_post: hiddenPost.id });
      assert.equal(byPost.statusCode, 404, byPost.body);
      assert.equal(byPost.envelope.meta.msg, (await add({ blocked_post: '999999999999' })).envelope.meta.msg);
      assert.equal(await holds('quote-keeper'), false);

      // A block held is lifted though its blog is suspended now; unblocking a hidden blog not blocked says it is missing.
      const lifted = await remove('night-owl-notes');
      assert.equal(lifted.statusCode, 200, lifted.body);
      assert.equal(await holds('night-owl-notes'), false);
      await missing(await remove('night-owl-notes'));
      await missing(await remove('quote-keeper'));
      await missing(await remove('synthwave-radio'));
      await missing(await remove('nobody-here'));
    } finally {
      await flag('quote-keeper', { suspended: false });
      await flag('synthwave-radio', { is_private: false });
      await flag('night-owl-notes', { suspended: false });
    }
    assert.equal((await remove('quote-keeper')).statusCode, 200, 'not blocked, visible: nothing to do');
  });
});