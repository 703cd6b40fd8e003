import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ActivityNotification, DashboardPost } from '../contracts.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { actors, insertPost, notificationsOf, postById, type Actors } from '../testing/post-fixtures.js';
import type { PostRow } from '../db/schema.js';

const likeBody = (post: PostRow, extra: Record<string, unknown> = {}) => ({
  id: post.id,
  root_id: post.root_post_id ?? post.id,
  key: post.reblog_key,
  placement_id: null,
  is_recommended: false,
  pt: null,
  method: 'button',
  source: 'dashboard',
  offset: 0,
  ...extra,
});

/** Likes, fast reblogs and replies: who may, what they answer, the notifications and note counts. */
describe('likes, reblogs and replies', () => {
  let t: TestApp;
  let a: Actors;
  let friendPost: PostRow;
  let demoPost: PostRow;
  before(async () => {
    t = await createTestApp({ seed: true });
    a = await actors(t);
    friendPost = await insertPost(t.db, 'friendly', { tags: ['fixture'] });
    demoPost = await insertPost(t.db, 'tumbledemo');
  });
  after(() => t.close());

  it('likes once, notifies the post’s blog once, and counts the note', async () => {
    const first = await a.demo.post<{ liked: boolean; note_count: number }>('/svc/like', likeBody(friendPost));
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.envelope.response, { liked: true, note_count: 1 });
    const again = await a.demo.post<{ note_count: number }>('/svc/like', likeBody(friendPost, { method: 'keyboard' }));
    assert.equal(again.statusCode, 200);
    assert.equal(again.envelope.response.note_count, 1);
    assert.equal((await notificationsOf(t.db, 'friendly', 'like', friendPost.id)).length, 1);

    const activity = await a.friend.get<{ notifications: ActivityNotification[] }>('/svc/blog/friendly/activity');
    const shown = activity.envelope.response.notifications.find((item) => item.type === 'like' && item.post?.id === friendPost.id);
    assert.equal(shown?.from_tumblelog?.name, 'tumbledemo');

    const page = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/likes');
    assert.equal(page.envelope.response.posts[0]?.id, friendPost.id, 'newest like first');
    assert.equal(page.envelope.response.posts[0]?.liked, true);
  });

  it('unlikes (twice is fine) and takes the notification back', async () => {
    const response = await a.demo.post<{ liked: boolean; note_count: number }>('/svc/unlike', likeBody(friendPost));
    assert.deepEqual(response.envelope.response, { liked: false, note_count: 0 });
    const again = await a.demo.post('/svc/unlike', likeBody(friendPost));
    assert.equal(again.statusCode, 200);
    assert.equal((await notificationsOf(t.db, 'friendly', 'like', friendPost.id)).length, 0);
  });

  it('refuses likes: anonymous 401, own post 403, wrong key 400, invisible 404, bad bodies 400', async () => {
    assert.equal((await a.anonymous.post('/svc/like', likeBody(friendPost))).statusCode, 401);
    const own = await a.demo.post('/svc/like', likeBody(demoPost));
    assert.equal(own.statusCode, 403);
    assert.equal(own.envelope.meta.msg, 'You can’t like your own post.');
    assert.equal((await a.demo.post('/svc/like', likeBody(friendPost, { key: 'wrong' }))).statusCode, 400);
    const draft = await insertPost(t.db, 'friendly', { state: 'draft' });
    assert.equal((await a.demo.post('/svc/like', likeBody(draft))).statusCode, 404);
    assert.equal((await a.demo.post('/svc/like', likeBody(friendPost, { id: '999999999' }))).statusCode, 404);
    assert.equal((await a.demo.post('/svc/like', likeBody(friendPost, { surprise: 1 }))).statusCode, 400);
    assert.equal((await a.demo.post('/svc/like', likeBody(friendPost, { id: ['1', '2'] }))).statusCode, 400);
    assert.equal((await a.demo.post('/svc/like', likeBody(friendPost, { source: 'nowhere' }))).statusCode, 400);
    assert.equal((await a.demo.post('/svc/like', likeBody(friendPost), '')).statusCode, 403, 'no form key');
    assert.equal((await a.demo.post('/svc/unlike', likeBody(draft))).statusCode, 404);
  });

  it('fast-reblogs now or to the queue, as a member of channel_id, with parent and root', async () => {
    const response = await a.demo.post<{ post: DashboardPost; note_count: number; post_tumblelog: { name_or_id: string } }>('/fast_reblog', {
      reblog_key: friendPost.reblog_key,
      reblog_post_id: friendPost.id,
      channel_id: 'tumbledemo',
      queue: false,
      pt: null,
      offset: 3,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { post, note_count, post_tumblelog } = response.envelope.response;
    assert.equal(post_tumblelog.name_or_id, 'tumbledemo');
    assert.equal(post.state, 'published');
    assert.equal(post.tumblelog, 'tumbledemo');
    assert.equal(post.root_id, friendPost.id);
    assert.equal(post.reblog_source?.name, 'friendly');
    assert.equal(note_count, 1);
    assert.equal((await notificationsOf(t.db, 'friendly', 'reblog', friendPost.id)).length, 1);
    const original = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/blog/friendly?limit=5');
    assert.equal(original.envelope.response.posts.find((item) => item.id === friendPost.id)?.reblogged, true);

    // A reblog of the reblog keeps the same root.
    const chain = await a.friend.post<{ post: DashboardPost }>('/fast_reblog', {
      reblog_key: post.reblog_key,
      reblog_post_id: post.id,
      channel_id: 'friendly',
      queue: true,
      pt: null,
      offset: null,
    });
    assert.equal(chain.statusCode, 200, chain.body);
    assert.equal(chain.envelope.response.post.root_id, friendPost.id);
    assert.equal(chain.envelope.response.post.state, 'queued');
    const queue = await a.friend.get<{ posts: DashboardPost[] }>('/svc/post/queue');
    assert.equal(queue.envelope.response.posts.at(-1)?.id, chain.envelope.response.post.id, 'last in the queue');
  });

  it('refuses fast reblogs: 401, 403 not a member, 404 unpublished, 400 wrong key', async () => {
    const body = { reblog_key: friendPost.reblog_key, reblog_post_id: friendPost.id, channel_id: 'tumbledemo', queue: false, pt: null, offset: null };
    assert.equal((await a.anonymous.post('/fast_reblog', body)).statusCode, 401);
    assert.equal((await a.friend.post('/fast_reblog', body)).statusCode, 403);
    assert.equal((await a.demo.post('/fast_reblog', { ...body, channel_id: 'no-such-blog' })).statusCode, 403);
    assert.equal((await a.demo.post('/fast_reblog', { ...body, reblog_key: 'nope' })).statusCode, 400);
    const draft = await insertPost(t.db, 'tumbledemo', { state: 'draft' });
    assert.equal((await a.demo.post('/fast_reblog', { ...body, reblog_post_id: draft.id, reblog_key: draft.reblog_key })).statusCode, 404);
    assert.equal((await a.demo.post('/fast_reblog', { ...body, queue: 'yes' })).statusCode, 400);
  });

  it('replies as the current channel, notifies with the text, and lists the note', async () => {
    const friendly = await t.db.selectFrom('blogs').select('mention_key').where('name', '=', 'friendly').executeTakeFirstOrThrow();
    const body = { reply_text: '  So <b>good</b>!  ', post_id: friendPost.id, tumblelog: 'friendly', tumblelog_key: friendly.mention_key, source: 'dashboard' };
    const response = await a.demo.post<{ note: { type: string; reply_text: string; blog: { name: string } }; note_count: number }>('/svc/reply', body);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.envelope.response.note.type, 'reply');
    assert.equal(response.envelope.response.note.reply_text, 'So <b>good</b>!');
    assert.equal(response.envelope.response.note.blog.name, 'tumbledemo');
    assert.equal(response.envelope.response.note_count, (await postById(t.db, friendPost.id))!.note_count);
    const [notification] = await notificationsOf(t.db, 'friendly', 'reply', friendPost.id);
    assert.deepEqual(notification?.data, { reply_text: 'So <b>good</b>!' });

    assert.equal((await a.anonymous.post('/svc/reply', body)).statusCode, 401);
    for (const reply_text of ['', '   ', 'x'.repeat(501)]) {
      assert.equal((await a.demo.post('/svc/reply', { ...body, reply_text })).statusCode, 400, `"${reply_text.slice(0, 5)}"`);
    }
    assert.equal((await a.demo.post('/svc/reply', { ...body, reply_text: 'é'.repeat(500) })).statusCode, 200);
    assert.equal((await a.demo.post('/svc/reply', { ...body, tumblelog: 'tumbledemo' })).statusCode, 400);
    assert.equal((await a.demo.post('/svc/reply', { ...body, tumblelog_key: 'x' })).statusCode, 400);
    const draft = await insertPost(t.db, 'friendly', { state: 'draft' });
    assert.equal((await a.demo.post('/svc/reply', { ...body, post_id: draft.id })).statusCode, 404);
  });

  it('keeps note_count equal to likes + reblogs + replies', async () => {
    const post = (await postById(t.db, friendPost.id))!;
    const likes = await t.db.selectFrom('likes').select('user_id').where('post_id', '=', post.id).execute();
    const replies = await t.db.selectFrom('replies').select('id').where('post_id', '=', post.id).execute();
    const reblogs = await t.db.selectFrom('posts').select('id').where('parent_post_id', '=', post.id).execute();
    assert.equal(post.note_count, likes.length + replies.length + reblogs.length);
    assert.ok(post.note_count >= 3);
  });
});
