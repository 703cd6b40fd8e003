import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DashboardPost, PostContent } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { blogId, insertPost, notificationsOf, postById, type Actors, withSeededApp } from '../testing/post-fixtures.js';

/** Publish, delete, answer, submissions and promotions: members of the post's blog only. */
describe('moderating posts', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('publishes a draft at the top of the timelines, or queues it last', async () => {
    const draft = await insertPost(t.db, 'tumbledemo', { state: 'draft', created_at: new Date(Date.now() - 86_400_000) });
    assert.equal((await a.anonymous.post('/publish', { id: draft.id })).statusCode, 401);
    assert.equal((await a.friend.post('/publish', { id: draft.id })).statusCode, 404, 'someone else’s draft is invisible');
    const published = await a.demo.post<{ post: DashboardPost }>('/publish', { id: draft.id });
    assert.equal(published.statusCode, 200, published.body);
    const post = published.envelope.response.post;
    assert.equal(post.state, 'published');
    const dashboard = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/dashboard?limit=1');
    assert.equal(dashboard.envelope.response.posts[0]?.id, post.id);
    const again = await a.demo.post('/publish', { id: post.id });
    assert.equal(again.statusCode, 409);
    assert.equal(again.envelope.meta.msg, 'Only drafts can be published.');
    assert.equal((await a.friend.post('/publish', { id: post.id })).statusCode, 403, 'visible but not theirs');

    const second = await insertPost(t.db, 'tumbledemo', { state: 'draft' });
    const queued = await a.demo.post<{ post: DashboardPost }>('/publish', { id: second.id, queue: 'queue' });
    assert.equal(queued.envelope.response.post.state, 'queued');
    const queue = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/queue?limit=50');
    const states = queue.envelope.response.posts.map((item) => item.state);
    assert.equal(queue.envelope.response.posts.filter((item) => item.state === 'queued').at(-1)?.id, second.id);
    assert.ok(states.indexOf('scheduled') < states.indexOf('queued'), 'scheduled posts first, by time');
    assert.equal((await a.demo.post('/publish', { id: second.id, queue: 'later' })).statusCode, 400);
  });

  it('deletes a post of one’s own blog only, and its notes with it', async () => {
    const post = await insertPost(t.db, 'tumbledemo');
    const body = { post_id: post.id, channel_id: 'tumbledemo' };
    assert.equal((await a.anonymous.post('/svc/post/delete', body)).statusCode, 401);
    assert.equal((await a.friend.post('/svc/post/delete', body)).statusCode, 403);
    assert.equal((await a.demo.post('/svc/post/delete', { ...body, channel_id: 'demo-sketches' })).statusCode, 403);
    assert.equal((await a.demo.post('/svc/post/delete', { ...body, post_id: '123' })).statusCode, 404);
    await a.friend.post('/svc/like', { id: post.id, key: post.reblog_key });
    const response = await a.demo.post('/svc/post/delete', body);
    assert.deepEqual(response.envelope.response, { id: post.id });
    assert.equal(await postById(t.db, post.id), undefined);
    assert.equal((await notificationsOf(t.db, 'tumbledemo', 'like', post.id)).length, 0);
  });

  it('answers an ask: published under a new id at the top of the dashboard, escaped paragraphs, the asker notified', async () => {
    const page = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/inbox');
    assert.equal(page.statusCode, 200);
    const asks = page.envelope.response.posts.filter((post) => post.type === 'note');
    assert.ok(asks.length >= 2 && asks.every((post) => post.state === 'unapproved'));
    const ask = asks.find((post) => post.content.type === 'note' && post.content.asker === 'night-owl-notes')!;
    const body = { post_id: ask.id, tumblelog: 'tumbledemo', key: ask.reblog_key, answer_text: 'Never <ever>.\n\nWell, sometimes.' };

    assert.equal((await a.anonymous.post('/answer', body)).statusCode, 401);
    assert.equal((await a.friend.post('/answer', body)).statusCode, 404);
    assert.equal((await a.demo.post('/answer', { ...body, answer_text: '   ' })).statusCode, 400);
    assert.equal((await a.demo.post('/answer', { ...body, key: 'nope' })).statusCode, 400);
    const answered = await a.demo.post<{ post: DashboardPost }>('/answer', body);
    assert.equal(answered.statusCode, 200, answered.body);
    const post = answered.envelope.response.post;
    assert.ok(BigInt(post.id) > BigInt(ask.id));
    assert.equal(post.state, 'published');
    const dashboard = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/dashboard?limit=1');
    assert.equal(dashboard.envelope.response.posts[0]?.id, post.id);
    const inbox = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/inbox');
    assert.ok(inbox.envelope.response.posts.every((item) => item.id !== ask.id && item.id !== post.id));
    assert.equal((post.content as Extract<PostContent, { type: 'note' }>).answer, '<p>Never &lt;ever&gt;.</p><p>Well, sometimes.</p>');
    assert.ok(post.timestamp >= Math.floor(Date.now() / 1000) - 5);
    const [notification] = await notificationsOf(t.db, 'night-owl-notes', 'answer', post.id);
    assert.equal(notification?.data.answer_text, 'Never <ever>.\n\nWell, sometimes.');
    assert.equal((await a.demo.post('/answer', { ...body, post_id: post.id })).statusCode, 409);
    assert.equal((await a.demo.post('/answer', body)).statusCode, 404);
    const notAsk = await insertPost(t.db, 'tumbledemo');
    assert.equal((await a.demo.post('/answer', { ...body, post_id: notAsk.id, key: notAsk.reblog_key })).statusCode, 409);
    assert.equal((await a.friend.post('/answer', { ...body, post_id: notAsk.id, key: notAsk.reblog_key })).statusCode, 403);
  });

  it('approves and denies submissions, for members of the blog they were sent to', async () => {
    const submitted = async () => {
      const post = await insertPost(t.db, 'tumbledemo', { state: 'unapproved' });
      await t.db.insertInto('submissions').values({ post_id: post.id, recipient_blog_id: await blogId(t.db, 'tumbledemo'), submitter_blog_id: await blogId(t.db, 'friendly') }).execute();
      return post;
    };
    const first = await submitted();
    assert.equal((await a.anonymous.post('/approve_submission', { id: first.id })).statusCode, 401);
    assert.equal((await a.friend.post('/approve_submission', { id: first.id })).statusCode, 404);
    const approved = await a.demo.post<{ post: DashboardPost }>('/approve_submission', { id: first.id });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.envelope.response.post.state, 'published');
    // Published, it still credits the blog that sent it ("friendly submitted:"), wherever it shows.
    const credit = (post: DashboardPost | undefined) => (post as (DashboardPost & { submitter?: { name: string } }) | undefined)?.submitter?.name;
    assert.equal(credit(approved.envelope.response.post), 'friendly');
    const blogPage = await a.anonymous.get<{ posts: DashboardPost[] }>('/svc/post/blog/tumbledemo?limit=5');
    assert.equal(credit(blogPage.envelope.response.posts.find((post) => post.id === approved.envelope.response.post.id)), 'friendly');
    assert.equal((await a.demo.post('/approve_submission', { id: approved.envelope.response.post.id })).statusCode, 409);
    assert.equal((await a.friend.post('/deny_submission', { pid: approved.envelope.response.post.id })).statusCode, 403);

    const second = await submitted();
    const queued = await a.demo.post<{ post: DashboardPost }>('/approve_submission', { id: second.id, queue: 'queue' });
    assert.equal(queued.envelope.response.post.state, 'queued');
    assert.equal(credit(queued.envelope.response.post), 'friendly');

    const third = await submitted();
    assert.equal((await a.friend.post('/deny_submission', { pid: third.id })).statusCode, 404);
    assert.deepEqual((await a.demo.post('/deny_submission', { pid: third.id })).envelope.response, { id: third.id });
    assert.equal(await postById(t.db, third.id), undefined);
    const draft = await insertPost(t.db, 'tumbledemo', { state: 'draft' });
    assert.equal((await a.demo.post('/deny_submission', { pid: draft.id })).statusCode, 409);
  });

  it('promotes into a tag for the owner; the tag page shows it first, not twice', async () => {
    const old = await insertPost(t.db, 'tumbledemo', { tags: ['Featured-Test'], created_at: new Date(Date.now() - 7 * 86_400_000) });
    const newer = await insertPost(t.db, 'friendly', { tags: ['featured-test'] });
    const body = { tag: 'featured-test', post_id: old.id, reblog_key: old.reblog_key, tumblelog_name: 'tumbledemo' };
    assert.equal((await a.anonymous.post('/svc/promote', body)).statusCode, 401);
    assert.equal((await a.friend.post('/svc/promote', body)).statusCode, 403);
    // A member who is not the owner may not.
    const friendUser = await t.db.selectFrom('users').select('id').where('email', '=', 'friend@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('blog_members').values({ user_id: friendUser.id, blog_id: await blogId(t.db, 'tumbledemo'), role: 'member' }).execute();
    assert.equal((await a.friend.post('/svc/promote', body)).statusCode, 403);
    assert.equal((await a.demo.post('/svc/promote', { ...body, tag: 'other' })).statusCode, 400);
    const promoted = await a.demo.post<{ promotions: { tag: string; tag_id: string }[] }>('/svc/promote', body);
    assert.deepEqual(promoted.envelope.response.promotions, [{ tag: 'Featured-Test', tag_id: 'featured-test' }]);
    assert.equal((await a.demo.post('/svc/promote', body)).statusCode, 200, 'twice is fine');

    const first = await a.anonymous.get<{ posts: (DashboardPost & { promotions?: unknown[] })[]; next: string | null }>('/svc/post/tagged/FEATURED-test?limit=1');
    assert.deepEqual(first.envelope.response.posts.map((post) => post.id), [old.id]);
    assert.ok(first.envelope.response.posts[0]!.promotions);
    const rest = await a.anonymous.get<{ posts: DashboardPost[] }>(`/svc/post/tagged/featured-test/before/${first.envelope.response.next}`);
    assert.deepEqual(rest.envelope.response.posts.map((post) => post.id), [newer.id]);

    const draft = await insertPost(t.db, 'tumbledemo', { state: 'draft', tags: ['x'] });
    assert.equal((await a.demo.post('/svc/promote', { ...body, tag: 'x', post_id: draft.id, reblog_key: draft.reblog_key })).statusCode, 409);

    const unbody = { tag_id: 'featured-test', tag: 'Featured-Test', post_id: old.id, tumblelog_name: 'tumbledemo' };
    assert.equal((await a.friend.post('/svc/unpromote', unbody)).statusCode, 403);
    assert.deepEqual((await a.demo.post('/svc/unpromote', unbody)).envelope.response, { promotions: [] });
    assert.equal((await a.demo.post('/svc/unpromote', unbody)).statusCode, 404);
  });
});
