import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DashboardPost, TimelinePage } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';

/** Every page of a root, following `next`. */
async function walk(client: Actors['demo'], root: string, limit: number, query = ''): Promise<DashboardPost[]> {
  const posts: DashboardPost[] = [];
  let url: string | null = `/svc/post/${root}?limit=${limit}${query}`;
  while (url) {
    const response: { statusCode: number; body: string; envelope: { response: TimelinePage } } = await client.get<TimelinePage>(url);
    assert.equal(response.statusCode, 200, response.body);
    posts.push(...response.envelope.response.posts);
    const next: string | null = response.envelope.response.next;
    url = next ? `/svc/post/${root}/before/${next}?limit=${limit}${query}` : null;
    assert.ok(posts.length < 500);
  }
  return posts;
}

describe('timelines of every page root', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('needs a signed-in user for drafts, queue, inbox and likes', async () => {
    for (const root of ['drafts', 'queue', 'inbox', 'likes']) {
      assert.equal((await a.anonymous.get(`/svc/post/${root}`)).statusCode, 401, root);
      assert.equal((await a.anonymous.get(`/svc/post/${root}/before/123`)).statusCode, 401, root);
    }
  });

  it('shows the current channel’s drafts, queue and inbox only', async () => {
    const drafts = await walk(a.demo, 'drafts', 1);
    assert.ok(drafts.length >= 2 && drafts.every((post) => post.state === 'draft' && post.tumblelog === 'tumbledemo'));
    const queue = await walk(a.demo, 'queue', 1);
    assert.ok(queue.length >= 2 && queue.every((post) => ['queued', 'scheduled'].includes(post.state) && post.tumblelog === 'tumbledemo'));
    const inbox = await walk(a.demo, 'inbox', 1);
    assert.ok(inbox.some((post) => post.type === 'note') && inbox.some((post) => post.type !== 'note'));
    assert.ok(inbox.every((post) => post.state === 'unapproved'));
    // A submission says who sent it; an ask names its asker in its content instead.
    const submission = inbox.find((post) => post.type !== 'note') as DashboardPost & { submitter?: { name: string } };
    assert.equal(submission.submitter?.name, 'friendly');
    assert.ok(inbox.filter((post) => post.type === 'note').every((post) => !('submitter' in post)));
    assert.ok(drafts.every((post) => !('submitter' in post)));
    assert.deepEqual(await walk(a.friend, 'drafts', 10), []);
  });

  it('pages likes newest like first', async () => {
    const likes = await walk(a.demo, 'likes', 3);
    const rows = await t.db
      .selectFrom('likes as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .innerJoin('posts as p', 'p.id', 'l.post_id')
      .select('l.post_id')
      .where('u.email', '=', 'demo@example.com')
      .where('p.state', '=', 'published')
      .orderBy('l.created_at', 'desc')
      .execute();
    assert.deepEqual(likes.map((post) => post.id), rows.map((row) => row.post_id));
    assert.ok(likes.every((post) => post.liked));
  });

  it('shows a blog’s public posts, and its private ones to members; 404 for an unknown blog', async () => {
    const visitor = await walk(a.anonymous, 'blog/tumbledemo', 20);
    const member = await walk(a.demo, 'blog/tumbledemo', 20);
    assert.ok(visitor.every((post) => post.state === 'published'));
    assert.ok(member.some((post) => post.state === 'private'));
    assert.equal(member.length, visitor.length + member.filter((post) => post.state === 'private').length);
    assert.equal((await a.anonymous.get('/svc/post/blog/no-such-blog')).statusCode, 404);
  });

  it('finds tags case-insensitively, public posts only', async () => {
    const shown = await insertPost(t.db, 'friendly', { tags: ['MixedCase'] });
    await insertPost(t.db, 'friendly', { tags: ['mixedcase'], is_private: true });
    await insertPost(t.db, 'friendly', { tags: ['mixedcase'], state: 'draft' });
    const posts = await walk(a.anonymous, 'tagged/mixedCASE', 10);
    assert.deepEqual(posts.map((post) => post.id), [shown.id]);
    const longTag = 'é'.repeat(140);
    const long = await insertPost(t.db, 'friendly', { tags: [longTag] });
    const longPosts = await walk(a.anonymous, `tagged/${encodeURIComponent(longTag)}`, 10);
    assert.deepEqual(longPosts.map((post) => post.id), [long.id]);
    assert.equal((await a.anonymous.get(`/svc/post/tagged/${'x'.repeat(141)}`)).statusCode, 400);
    assert.equal((await a.anonymous.get('/svc/post/tagged/%20')).statusCode, 400);
  });

  it('sorts a tag page by recent (featured first) or top (most notes), filtered by post type', async () => {
    const photo = (notes: number) =>
      insertPost(t.db, 'friendly', {
        tags: ['Sortable'],
        type: 'photo',
        note_count: notes,
        content: JSON.stringify({ type: 'photo', photos: [], caption: '<p>Fixture photo</p>' }),
      });
    const quiet = await insertPost(t.db, 'friendly', { tags: ['sortable'], note_count: 1 });
    const popular = await photo(40);
    const middling = await photo(7);
    const featured = await insertPost(t.db, 'friendly', { tags: ['sortable'], note_count: 3 });
    const newest = await photo(7);
    const friendly = await t.db.selectFrom('blogs').select('id').where('name', '=', 'friendly').executeTakeFirstOrThrow();
    await t.db.insertInto('tag_promotions').values({ post_id: featured.id, tag: 'sortable', blog_id: friendly.id }).execute();
    const ids = (posts: DashboardPost[]) => posts.map((post) => post.id);

    const recent = [featured, newest, middling, popular, quiet].map((post) => post.id);
    assert.deepEqual(ids(await walk(a.anonymous, 'tagged/sortable', 2)), recent, 'the default is recent');
    assert.deepEqual(ids(await walk(a.anonymous, 'tagged/sortable', 2, '&sort=recent')), recent);
    // Equal notes: the newer post first; pages of one continue below the last post shown.
    const top = [popular, newest, middling, featured, quiet].map((post) => post.id);
    assert.deepEqual(ids(await walk(a.anonymous, 'tagged/sortable', 1, '&sort=top')), top);
    assert.deepEqual(ids(await walk(a.anonymous, 'tagged/sortable', 10, '&sort=top')), top);

    const photos = await walk(a.anonymous, 'tagged/sortable', 2, '&filter_post_type=photo');
    assert.deepEqual(ids(photos), [newest, middling, popular].map((post) => post.id));
    assert.ok(photos.every((post) => post.type === 'photo'));
    assert.deepEqual(ids(await walk(a.demo, 'tagged/sortable', 10, '&sort=top&filter_post_type=text')), [featured.id, quiet.id]);
    assert.deepEqual(await walk(a.anonymous, 'tagged/sortable', 10, '&filter_post_type=audio'), []);

    for (const bad of ['sort=best', 'filter_post_type=gif', 'sort=']) {
      const response = await a.anonymous.get(`/svc/post/tagged/sortable?${bad}`);
      assert.equal(response.statusCode, 400, bad);
      assert.match(response.body, /sort|filter_post_type/);
    }
  });
});
