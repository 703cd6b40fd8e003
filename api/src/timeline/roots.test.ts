import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DashboardPost, TimelinePage } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';

/** Every page of a root, following `next`. */
async function walk(client: Actors['demo'], root: string, limit: number): Promise<DashboardPost[]> {
  const posts: DashboardPost[] = [];
  let url: string | null = `/svc/post/${root}?limit=${limit}`;
  while (url) {
    const response: { statusCode: number; body: string; envelope: { response: TimelinePage } } = await client.get<TimelinePage>(url);
    assert.equal(response.statusCode, 200, response.body);
    posts.push(...response.envelope.response.posts);
    const next: string | null = response.envelope.response.next;
    url = next ? `/svc/post/${root}/before/${next}?limit=${limit}` : null;
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
});
