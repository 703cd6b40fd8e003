import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ActivityNotification, BlogFlag, BlogFlagsResponse, BlogHeader, BootstrapResponse, DashboardPost, Participant, PostReport, SiteSearchPage, TumblelogData } from '../contracts.js';
import type { PostRow } from '../db/schema.js';
import { NO_BLOG } from '../peepr/blog-access.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/app.js';
import { actors, blogId, insertPost, notificationsOf, postById, type Actors } from '../testing/post-fixtures.js';
import { MODERATION_MESSAGES } from './flags.js';

const FLAGS: BlogFlag[] = ['spam', 'nsfw', 'adult', 'uniblock', 'suspended'];
const NONE = { spam: false, nsfw: false, adult: false, uniblock: false, suspended: false };

/** A§6 / A§7.1: the admin's five blog flags and what each does. demo is the seeded admin; friend holds friendly. */
describe('admin blog flags', () => {
  let t: TestApp;
  let a: Actors;
  /** Signed in, neither an admin nor a member of friendly. */
  let ada: TestClient;
  let post: PostRow;
  let demoPost: PostRow;
  before(async () => {
    t = await createTestApp({ seed: true });
    a = await actors(t);
    ada = t.client();
    await ada.login('ada@example.com', 'ada-password');
    post = await insertPost(t.db, 'friendly', { tags: ['flagtest'], content: JSON.stringify({ type: 'text', title: 'Zanzibar marmalade', body: '<p>Zanzibar marmalade recipe.</p>' }) });
    demoPost = await insertPost(t.db, 'tumbledemo', { tags: ['flagtest'] });
  });
  after(() => t.close());

  const toggle = (client: TestClient, flag: BlogFlag, tumblelog = 'friendly') => client.post<BlogFlagsResponse>(`/${flag}/toggle`, { tumblelog });

  /** Runs `check` with the flag on, then again (expecting the opposite) after toggling it back. */
  async function whileFlagged(flag: BlogFlag, check: (flagged: boolean) => Promise<void>): Promise<void> {
    assert.equal((await toggle(a.demo, flag)).envelope.response.flags[flag], true);
    try {
      await check(true);
    } finally {
      assert.equal((await toggle(a.demo, flag)).envelope.response.flags[flag], false);
    }
    await check(false);
  }

  it('toggles each flag for an admin, answers all five, and logs who did it', async () => {
    for (const flag of FLAGS) {
      const on = await toggle(a.demo, flag, 'Friendly');
      assert.equal(on.statusCode, 200, on.body);
      assert.deepEqual(on.envelope.response, { tumblelog: 'friendly', flags: { ...NONE, [flag]: true } });
      const off = await toggle(a.demo, flag);
      assert.deepEqual(off.envelope.response, { tumblelog: 'friendly', flags: NONE });
    }
    const logged = await t.db.selectFrom('log_events').selectAll().where('category', '=', 'moderation').orderBy('id').execute();
    const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    assert.deepEqual(
      logged.map((row) => [row.user_id, row.event, row.data]),
      FLAGS.flatMap((flag) => [
        [demo.id, `${flag}/toggle`, { tumblelog: 'friendly', value: true }],
        [demo.id, `${flag}/toggle`, { tumblelog: 'friendly', value: false }],
      ]),
    );
  });

  it('refuses anyone but an admin, an unknown blog, a bad body and a missing form key', async () => {
    for (const flag of FLAGS) {
      const refused = await toggle(a.friend, flag);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.envelope.meta.msg, MODERATION_MESSAGES.admins);
      assert.equal((await toggle(a.anonymous, flag)).statusCode, 401);
      const unknown = await toggle(a.demo, flag, 'no-such-blog');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.envelope.meta.msg, NO_BLOG);
      assert.equal((await a.demo.post(`/${flag}/toggle`, {})).statusCode, 400);
      assert.equal((await a.demo.post(`/${flag}/toggle`, { tumblelog: 'friendly', value: true })).statusCode, 400);
      assert.equal((await a.demo.post(`/${flag}/toggle`, { tumblelog: 'x'.repeat(101) })).statusCode, 400);
      const keyless = await a.demo.post(`/${flag}/toggle`, { tumblelog: 'friendly' }, null);
      assert.equal(keyless.statusCode, 403);
      assert.equal(keyless.envelope.meta.msg, 'Invalid form key');
    }
    const blog = await t.db.selectFrom('blogs').selectAll().where('name', '=', 'friendly').executeTakeFirstOrThrow();
    assert.deepEqual([blog.flagged_spam, blog.flagged_nsfw, blog.flagged_adult, blog.uniblocked, blog.suspended], [false, false, false, false, false]);
  });

  it('lists each report with the flags of its blog', async () => {
    assert.equal((await a.demo.post('/svc/post/report', { post_id: post.id, tumblelog_name: 'friendly', reason: 'spam' })).statusCode, 200);
    await whileFlagged('spam', async (flagged) => {
      const list = await a.demo.get<{ reports: PostReport[] }>('/svc/admin/reports');
      assert.deepEqual(list.envelope.response.reports.find((report) => report.post_id === post.id)?.blog_flags, { ...NONE, spam: flagged });
    });
  });

  it('suspended: the blog is gone for all but admins and its members, and it cannot act', async () => {
    await a.friend.post('/svc/like', { id: demoPost.id, root_id: demoPost.id, key: demoPost.reblog_key, placement_id: null });
    await whileFlagged('suspended', async (suspended) => {
      for (const client of [a.anonymous, ada]) {
        const popover = await client.get('/svc/tumblelog/friendly/popover');
        assert.equal(popover.statusCode, suspended ? 404 : 200);
        if (suspended) assert.equal(popover.envelope.meta.msg, NO_BLOG);
        assert.equal((await client.get('/svc/indash_blog/header?tumblelog_name_or_id=friendly')).statusCode, suspended ? 404 : 200);
        assert.equal((await client.get('/svc/post/blog/friendly')).statusCode, suspended ? 404 : 200);
      }
      for (const client of [a.demo, a.friend]) assert.equal((await client.get('/svc/tumblelog/friendly/popover')).statusCode, 200);

      const tagged = await ada.get<{ posts: DashboardPost[] }>('/svc/post/tagged/flagtest');
      assert.equal(tagged.envelope.response.posts.some((item) => item.id === post.id), !suspended);
      const search = await ada.get<SiteSearchPage>('/svc/search/site?q=zanzibar');
      assert.equal(search.envelope.response.posts.some((item) => item.id === post.id), !suspended);
      const notes = await ada.get<{ notes: { blog_name?: string; blog?: { name: string } }[] }>(`/svc/post/${demoPost.id}/notes`);
      assert.equal(JSON.stringify(notes.envelope.response).includes('"friendly"'), !suspended, notes.body);

      if (!suspended) return;
      const acts = [
        await a.friend.post('/svc/like', { id: demoPost.id, root_id: demoPost.id, key: demoPost.reblog_key, placement_id: null }),
        await a.friend.post('/svc/reply', { reply_text: 'Hi', post_id: demoPost.id, tumblelog: 'tumbledemo', tumblelog_key: await mentionKey('tumbledemo'), source: 'dashboard' }),
        await a.friend.post('/fast_reblog', { reblog_key: demoPost.reblog_key, reblog_post_id: demoPost.id, channel_id: 'friendly', queue: false, pt: null, offset: 0 }),
        await a.friend.post('/svc/post/update', { channel_id: 'friendly', post: { type: 'text', state: '0', one: 'Hello', two: '<p>Hello</p>' } }),
        await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: false, question: 'Still there?' }),
        await a.friend.post('/svc/post/submit', { recipient: 'tumbledemo', post: { type: 'text', one: 'Hello', two: '<p>Hello.</p>' } }),
        await a.friend.post('/svc/conversations/messages', { client_id: 'suspended-1', participant: await uuidOf('friendly'), participants: [await uuidOf('tumbledemo')], type: 'TEXT', message: 'Hi' }),
      ];
      for (const response of acts) {
        assert.equal(response.statusCode, 403, response.body);
        assert.equal(response.envelope.meta.msg, MODERATION_MESSAGES.suspended);
      }
    });
  });

  it('suspended: admins and its members see its posts wherever they see its page; others see neither', async () => {
    const postsOf = async (client: TestClient, url: string) => {
      const response = await client.get<{ posts: DashboardPost[] }>(url);
      return response.statusCode === 200 ? response.envelope.response.posts.map((item) => item.id) : response.statusCode;
    };
    await whileFlagged('suspended', async (suspended) => {
      for (const [who, client, sees] of [['admin', a.demo, true], ['member', a.friend, true], ['signed in', ada, !suspended], ['anonymous', a.anonymous, !suspended]] as const) {
        const seen = (ids: string[] | number) => (sees ? Array.isArray(ids) && ids.includes(post.id) : ids === 404);
        assert.ok(seen(await postsOf(client, '/svc/post/blog/friendly')), `${who}: the blog page`);
        assert.ok(seen(await postsOf(client, '/svc/indash_blog/posts?tumblelog_name_or_id=friendly')), `${who}: the blog viewer`);
        assert.ok(seen(await postsOf(client, '/svc/tumblelog/friendly/peepr')), `${who}: the blog viewer's timeline`);
        assert.ok(seen(await postsOf(client, `/svc/indash_blog/posts?tumblelog_name_or_id=friendly&post_id=${post.id}`)), `${who}: the post's page`);
        assert.equal((await client.get(`/svc/post/${post.id}/notes`)).statusCode, sees ? 200 : 404, `${who}: the post's notes`);
        assert.equal((await client.get(`/svc/post/share/friendly/${post.id}`)).statusCode, sees ? 200 : 404, `${who}: the post's share data`);
      }
    });
  });

  it('suspended: an admin finds none of its posts in feeds, tags, explore or search, and cannot like, reply to, reblog or share them', async () => {
    const [demoBlog, friendlyBlog] = [await blogId(t.db, 'tumbledemo'), await blogId(t.db, 'friendly')];
    await t.db.insertInto('follows').values({ follower_blog_id: demoBlog, followed_blog_id: friendlyBlog }).onConflict((conflict) => conflict.doNothing()).execute();
    const fresh = await insertPost(t.db, 'friendly', { tags: ['flagtest'], content: JSON.stringify({ type: 'text', title: 'Zanzibar toast', body: '<p>Zanzibar toast.</p>' }) });
    const has = async (url: string, id: string) => (await a.demo.get<{ posts: DashboardPost[] }>(url)).envelope.response.posts.some((item) => item.id === id);
    await whileFlagged('suspended', async (suspended) => {
      assert.equal(await has('/svc/post/dashboard?limit=50', fresh.id), !suspended, 'the dashboard');
      assert.equal(await has('/svc/post/tagged/flagtest', post.id), !suspended, 'the tag page');
      assert.equal(await has('/svc/search/site?q=zanzibar', post.id), !suspended, 'search');
      const explore = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/explore?limit=50');
      if (suspended) assert.ok(explore.envelope.response.posts.every((item) => item.tumblelog !== 'friendly'), 'explore');

      if (!suspended) return;
      const acts = [
        await a.demo.post('/svc/like', { id: post.id, root_id: post.id, key: post.reblog_key, placement_id: null }),
        await a.demo.post('/svc/reply', { reply_text: 'Hi', post_id: post.id, tumblelog: 'friendly', tumblelog_key: await mentionKey('friendly'), source: 'peepr' }),
        await a.demo.post('/fast_reblog', { reblog_key: post.reblog_key, reblog_post_id: post.id, channel_id: 'tumbledemo', queue: false, pt: null, offset: 0 }),
        await a.demo.post('/svc/post/fetch', { reblog_id: post.id, reblog_key: post.reblog_key }),
        await a.demo.post('/svc/share/facebook', { post_id: post.id, tumblelog_name: 'friendly' }),
      ];
      for (const response of acts) {
        assert.equal(response.statusCode, 403, response.body);
        assert.equal(response.envelope.meta.msg, MODERATION_MESSAGES.suspended);
      }
    });
    assert.equal((await postById(t.db, post.id))!.note_count, 0);
  });

  it('suspended or private: nobody else can follow, unfollow or subscribe to it, and nobody is notified', async () => {
    const followers = async () => (await notificationsOf(t.db, 'friendly', 'follower', null)).length;
    const before = await followers();
    const refusals = async () => [
      await ada.post('/svc/follow', { tumblelog: 'friendly' }),
      await ada.post('/svc/unfollow', { tumblelog: 'friendly' }),
      await ada.post('/svc/blog/friendly/subscription', {}),
      await ada.request({ method: 'DELETE', url: '/svc/blog/friendly/subscription' }),
    ];
    await whileFlagged('suspended', async (suspended) => {
      if (!suspended) return;
      for (const response of await refusals()) {
        assert.equal(response.statusCode, 404, response.body);
        assert.equal(response.envelope.meta.msg, NO_BLOG);
      }
    });
    const friendlyId = await blogId(t.db, 'friendly');
    await t.db.updateTable('blogs').set({ is_private: true }).where('id', '=', friendlyId).execute();
    try {
      for (const response of await refusals()) assert.equal(response.statusCode, 404, response.body);
    } finally {
      await t.db.updateTable('blogs').set({ is_private: false }).where('id', '=', friendlyId).execute();
    }
    assert.equal(await followers(), before);
    assert.equal((await ada.post('/svc/follow', { tumblelog: 'friendly' })).statusCode, 200);
    assert.equal(await followers(), before + 1);
    assert.equal((await ada.post('/svc/unfollow', { tumblelog: 'friendly' })).statusCode, 200);
  });

  it('suspended: admins, who see it, cannot follow, subscribe, ask or submit to it either, and nothing reaches its activity', async () => {
    assert.equal((await a.demo.post('/svc/unfollow', { tumblelog: 'friendly' })).statusCode, 200);
    const followers = async () => (await notificationsOf(t.db, 'friendly', 'follower', null)).length;
    const answers = async () => (await t.db.selectFrom('activity_notifications').select('id').where('blog_id', '=', await blogId(t.db, 'friendly')).where('type', '=', 'answer').execute()).length;
    /** An ask friendly sent to tumbledemo, for demo to answer: the answer notifies friendly. */
    const askFromFriendly = async () => {
      const question = `Suspended or not ${Math.random()}?`;
      assert.equal((await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: false, question })).statusCode, 200);
      const ask = await t.db.selectFrom('asks').select('answer_post_id').where('question', '=', question).executeTakeFirstOrThrow();
      return t.db.selectFrom('posts').select(['id', 'reblog_key']).where('id', '=', ask.answer_post_id!).executeTakeFirstOrThrow();
    };
    const answer = (ask: { id: string; reblog_key: string }) => a.demo.post('/answer', { post_id: ask.id, tumblelog: 'tumbledemo', key: ask.reblog_key, answer_text: 'Yes.' });
    const [followersBefore, answersBefore] = [await followers(), await answers()];
    const pending = await askFromFriendly();
    await whileFlagged('suspended', async (suspended) => {
      if (!suspended) return;
      const refusals = [
        await a.demo.post('/svc/follow', { tumblelog: 'friendly' }),
        await a.demo.post('/svc/blog/friendly/subscription', {}),
        await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: 'Anyone there?' }),
        await a.demo.post('/svc/post/submit', { recipient: 'friendly', post: { type: 'text', one: 'Hello', two: '<p>Hello.</p>' } }),
      ];
      for (const response of refusals) {
        assert.equal(response.statusCode, 403, response.body);
        assert.equal(response.envelope.meta.msg, MODERATION_MESSAGES.suspended);
      }
      // Answering the ask it sent before is demo's to do, but the suspended blog is not told.
      assert.equal((await answer(pending)).statusCode, 200);
    });
    assert.equal(await followers(), followersBefore);
    assert.equal(await answers(), answersBefore);
    assert.equal((await answer(await askFromFriendly())).statusCode, 200);
    assert.equal(await answers(), answersBefore + 1);
    assert.equal((await a.demo.post('/svc/follow', { tumblelog: 'friendly' })).statusCode, 200);
    assert.equal(await followers(), followersBefore + 1);
  });

  it('suspended: the blog’s own channel says so, in the bootstrap and in its member data', async () => {
    await whileFlagged('suspended', async (suspended) => {
      const bootstrap = await a.friend.get<BootstrapResponse>('/svc/bootstrap');
      assert.equal(bootstrap.envelope.response.channels.find((channel) => channel.name === 'friendly')?.suspended, suspended);
      const data = await a.friend.get<TumblelogData>('/svc/data/tumblelog?tumblelog=friendly&include_member_data=true');
      assert.equal(data.envelope.response.member_data?.suspended, suspended, data.body);
      const demo = await a.demo.get<BootstrapResponse>('/svc/bootstrap');
      assert.ok(demo.envelope.response.channels.every((channel) => channel.suspended === false));
    });
  });

  it('nsfw and adult: the blog and its posts count as sensitive', async () => {
    for (const flag of ['nsfw', 'adult'] as const) {
      await whileFlagged(flag, async (flagged) => {
        const header = await ada.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header?tumblelog_name_or_id=friendly');
        assert.equal(header.envelope.response.tumblelog.nsfw, flagged);
        const page = await ada.get<{ posts: (DashboardPost & { is_nsfw?: boolean })[] }>('/svc/post/blog/friendly');
        assert.equal(page.envelope.response.posts.find((item) => item.id === post.id)?.is_nsfw ?? false, flagged);
        const filtered = await ada.get<SiteSearchPage>('/svc/search/site?q=zanzibar&filter_nsfw=true');
        assert.equal(filtered.envelope.response.posts.some((item) => item.id === post.id), !flagged);
      });
    }
  });

  it('spam: kept out of explore, search, suggestions, and others’ activity', async () => {
    assert.equal((await a.demo.post('/svc/follow', { tumblelog: 'friendly' })).statusCode, 200);
    const friendlyId = await blogId(t.db, 'friendly');
    await t.db.insertInto('activity_notifications').values({ blog_id: await blogId(t.db, 'tumbledemo'), type: 'follower', from_blog_id: friendlyId }).execute();
    const demoUuid = await uuidOf('tumbledemo');
    await whileFlagged('spam', async (spam) => {
      const search = await ada.get<SiteSearchPage>('/svc/search/site?q=friendly');
      assert.equal(search.envelope.response.blogs.some((blog) => blog.name === 'friendly'), !spam);
      const posts = await ada.get<SiteSearchPage>('/svc/search/site?q=zanzibar');
      assert.equal(posts.envelope.response.posts.some((item) => item.id === post.id), !spam);
      const explore = await ada.get<{ posts: DashboardPost[] }>('/svc/post/explore?limit=50');
      if (spam) assert.ok(explore.envelope.response.posts.every((item) => item.tumblelog !== 'friendly'));
      const suggestions = await a.demo.get<{ blogs: Participant[] }>(`/svc/conversations/participant_suggestions?q=friendl&participant=${demoUuid}`);
      assert.equal(suggestions.envelope.response.blogs.some((blog) => blog.name === 'friendly'), !spam);
      const activity = await a.demo.get<{ notifications: ActivityNotification[] }>('/svc/blog/tumbledemo/activity?limit=100');
      assert.equal(activity.envelope.response.notifications.some((item) => item.from_tumblelog?.name === 'friendly'), !spam);
      for (const client of [a.anonymous, ada]) {
        const tagged = await client.get<{ posts: DashboardPost[] }>('/svc/post/tagged/flagtest');
        assert.equal(tagged.envelope.response.posts.some((item) => item.id === post.id), !spam);
      }
      assert.equal(await inAnonymousDashboard(), !spam);
    });
  });

  it('a private blog’s posts stay out of tag pages and the signed-out dashboard', async () => {
    const friendlyId = await blogId(t.db, 'friendly');
    await t.db.updateTable('blogs').set({ is_private: true }).where('id', '=', friendlyId).execute();
    try {
      assert.equal(await inAnonymousDashboard(), false);
      const tagged = await a.anonymous.get<{ posts: DashboardPost[] }>('/svc/post/tagged/flagtest');
      assert.equal(tagged.envelope.response.posts.some((item) => item.id === post.id), false);
    } finally {
      await t.db.updateTable('blogs').set({ is_private: false }).where('id', '=', friendlyId).execute();
    }
    assert.equal(await inAnonymousDashboard(), true);
  });

  it('uniblock: its messages and asks reach no one, and it is not offered as a recipient', async () => {
    const [friendlyUuid, demoUuid] = [await uuidOf('friendly'), await uuidOf('tumbledemo')];
    await whileFlagged('uniblock', async (uniblocked) => {
      const message = await a.friend.post('/svc/conversations/messages', { client_id: `uniblock-${uniblocked}`, participant: friendlyUuid, participants: [demoUuid], type: 'TEXT', message: 'Hi' });
      const ask = await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: true, question: `Uniblocked ${uniblocked}?` });
      for (const response of [message, ask]) {
        assert.equal(response.statusCode, uniblocked ? 403 : 200, response.body);
        if (uniblocked) assert.equal(response.envelope.meta.msg, MODERATION_MESSAGES.uniblocked);
      }
      // As it cannot be messaged, it cannot be asked: it shows no Ask, and an ask is refused as by a blog that takes none.
      const toIt = await ada.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: `To a uniblocked blog ${uniblocked}?` });
      assert.equal(toIt.statusCode, uniblocked ? 403 : 200, toIt.body);
      if (uniblocked) assert.equal(toIt.envelope.meta.msg, 'friendly is not taking questions.');
      const header = (await ada.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header?tumblelog_name_or_id=friendly')).envelope.response.tumblelog;
      assert.deepEqual([header.asks, header.anonymous_asks], [!uniblocked, !uniblocked]);
      const suggestions = await a.demo.get<{ blogs: Participant[] }>(`/svc/conversations/participant_suggestions?q=friendl&participant=${demoUuid}`);
      assert.equal(suggestions.envelope.response.blogs.some((blog) => blog.name === 'friendly'), !uniblocked);
      const info = await a.demo.get<Participant>(`/svc/conversations/participant_info?q=friendly&participant=${demoUuid}`);
      assert.equal(info.envelope.response.can_receive_messages, !uniblocked);
    });
  });

  /** Whether the signed-out dashboard (everyone's newest posts) shows friendly's newest post. */
  async function inAnonymousDashboard(): Promise<boolean> {
    const newest = await insertPost(t.db, 'friendly', { tags: ['flagtest'] });
    const page = await a.anonymous.get<{ posts: DashboardPost[] }>('/svc/post/dashboard?limit=5');
    await t.db.deleteFrom('posts').where('id', '=', newest.id).execute();
    return page.envelope.response.posts.some((item) => item.id === newest.id);
  }

  async function uuidOf(name: string): Promise<string> {
    return (await t.db.selectFrom('blogs').select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
  }

  async function mentionKey(name: string): Promise<string> {
    return (await t.db.selectFrom('blogs').select('mention_key').where('name', '=', name).executeTakeFirstOrThrow()).mention_key;
  }
});
