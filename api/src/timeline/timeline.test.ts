import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { KyselyPlugin } from 'kysely';
import type { DashboardPost, TimelinePage } from '../contracts.js';
import { buildServer } from '../server.js';
import { createTestApp, DEMO, FRIEND, TestClient, type Response, type TestApp } from '../testing/app.js';

/** Walks every page from the first; returns the pages as answered. */
async function allPages(client: TestClient, limit = 10): Promise<TimelinePage[]> {
  const pages: TimelinePage[] = [];
  let url: string | null = `/svc/post/dashboard?limit=${limit}`;
  while (url) {
    const response: Response<TimelinePage> = await client.get<TimelinePage>(url);
    assert.equal(response.statusCode, 200, response.body);
    pages.push(response.envelope.response);
    const next: string | null = response.envelope.response.next;
    url = next ? `/svc/post/dashboard/before/${next}?limit=${limit}` : null;
    assert.ok(pages.length < 100, 'paging ends');
  }
  return pages;
}

function assertNewestFirstWithoutOverlap(pages: TimelinePage[]): DashboardPost[] {
  const posts = pages.flatMap((page) => page.posts);
  const ids = posts.map((post) => BigInt(post.id));
  assert.equal(new Set(ids).size, ids.length, 'no post on two pages');
  for (let i = 1; i < ids.length; i += 1) assert.ok(ids[i - 1]! > ids[i]!, 'strictly newest first');
  for (let i = 1; i < posts.length; i += 1) assert.ok(posts[i - 1]!.timestamp >= posts[i]!.timestamp);
  return posts;
}

describe('dashboard timeline', () => {
  let t: TestApp;
  let demoBlogs: Set<string>;
  before(async () => {
    t = await createTestApp({ seed: true });
    const rows = await t.db
      .selectFrom('blog_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('blogs as b', 'b.id', 'm.blog_id')
      .select('b.name')
      .where('u.email', '=', DEMO.email)
      .execute();
    demoBlogs = new Set(rows.map((row) => row.name));
  });
  after(() => t.close());

  it('pages anonymous visitors through every public post, newest first', async () => {
    const client = t.client();
    const pages = await allPages(client);
    const posts = assertNewestFirstWithoutOverlap(pages);
    assert.equal(pages[0]!.posts.length, 10);
    assert.equal(pages.at(-1)!.next, null);
    const { count } = await t.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('state', '=', 'published')
      .where('is_private', '=', false)
      .executeTakeFirstOrThrow();
    assert.equal(posts.length, Number(count));
    assert.ok(posts.every((post) => post.state === 'published' && !post.liked && !post.is_mine && !post.reblogged));
  });

  it('shows the demo the blogs its current channel follows plus its own, with its flags', async () => {
    const client = t.client();
    await client.login(DEMO.email, DEMO.password);
    const posts = assertNewestFirstWithoutOverlap(await allPages(client));
    assert.ok(posts.length >= 60, `demo sees ${posts.length} posts`);
    assert.ok(posts.every((post) => post.state === 'published'));

    const types = new Set(posts.map((post) => post.content.type));
    for (const type of ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'note']) assert.ok(types.has(type as never), type);

    const liked = await t.db
      .selectFrom('likes as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select('l.post_id')
      .where('u.email', '=', DEMO.email)
      .execute();
    const likedIds = new Set(liked.map((row) => row.post_id));
    assert.ok(likedIds.size > 0);
    for (const post of posts) {
      assert.equal(post.liked, likedIds.has(post.id), `liked of ${post.id}`);
      assert.equal(post.is_mine, demoBlogs.has(post.tumblelog), `is_mine of ${post.id}`);
      assert.equal(post.blog.name, post.tumblelog);
      if (post.tumblelog !== 'tumbledemo') assert.equal(post.following, true, 'every other blog shown is followed');
    }
    assert.ok(posts.some((post) => post.reblogged), 'the demo reblogged some of these');

    const reblogs = posts.filter((post) => post.reblog_source !== null);
    assert.ok(reblogs.length > 0);
    for (const post of reblogs) {
      assert.ok(post.parent_blog && post.root_blog);
      assert.notEqual(post.root_id, post.id);
      assert.equal(post.reblogged_root_uuid, post.root_blog.uuid);
      for (const item of post.trail) assert.ok(item.blog.name && item.post_id && item.content_html);
    }
    assert.ok(reblogs.some((post) => post.trail.length > 0), 'some reblogs added a comment');
    const original = posts.find((post) => post.reblog_source === null)!;
    assert.equal(original.root_id, original.id);
    assert.deepEqual(original.trail, []);
    assert.equal(original.parent_blog, null);
  });

  it('follows the current channel: another channel, another dashboard', async () => {
    const client = t.client();
    await client.login(DEMO.email, DEMO.password);
    const switched = await client.post('/svc/account/channel', { channel: 'demo-sketches' });
    assert.equal(switched.statusCode, 200);
    const posts = (await allPages(client, 50)).flatMap((page) => page.posts);
    const blogs = new Set(posts.map((post) => post.tumblelog));
    assert.deepEqual([...blogs].sort(), ['demo-sketches', 'film-grain', 'friendly', 'pixel-garden']);
    await client.post('/svc/account/channel', { channel: 'tumbledemo' });
  });

  it('shows friend only friendly and the blogs it follows', async () => {
    const client = t.client();
    await client.login(FRIEND.email, FRIEND.password);
    const posts = (await allPages(client, 50)).flatMap((page) => page.posts);
    const blogs = new Set(posts.map((post) => post.tumblelog));
    assert.deepEqual([...blogs].sort(), ['demo-sketches', 'friendly', 'pixel-garden', 'recipe-box', 'tumbledemo']);
    assert.ok(posts.filter((post) => post.tumblelog === 'tumbledemo').every((post) => post.following && !post.is_mine));
  });

  it('honours limit and refuses limits out of range', async () => {
    const client = t.client();
    const three = await client.get<TimelinePage>('/svc/post/dashboard?limit=3');
    assert.equal(three.envelope.response.posts.length, 3);
    const fifty = await client.get<TimelinePage>('/svc/post/dashboard?limit=50');
    assert.equal(fifty.envelope.response.posts.length, 50);
    for (const limit of ['0', '51', 'abc', '2.5', '-1']) {
      const response = await client.get(`/svc/post/dashboard?limit=${limit}`);
      assert.equal(response.statusCode, 400, `limit=${limit}`);
      assert.ok(response.envelope.meta.msg.startsWith('limit'), response.envelope.meta.msg);
    }
  });

  it('refuses a cursor that is not a post id with 400', async () => {
    const client = t.client();
    for (const cursor of ['abc', '12abc', '-5', '99999999999999999999', '9223372036854775808', '%20']) {
      const response = await client.get(`/svc/post/dashboard/before/${cursor}`);
      assert.equal(response.statusCode, 400, `cursor ${cursor}: ${response.body}`);
      assert.equal(response.envelope.meta.status, 400);
    }
  });

  it('answers an empty last page for a cursor older than everything', async () => {
    const response = await t.client().get<TimelinePage>('/svc/post/dashboard/before/1');
    assert.deepEqual(response.envelope.response, { posts: [], next: null });
  });

  it('takes two queries per page, plus one for a session', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const app = await buildServer({ db: t.db.withPlugin(counter), dataDir: t.dataDir, shellDist: t.shellDist });
    try {
      queries = 0;
      const anonymous = await app.inject({ method: 'GET', url: '/svc/post/dashboard?limit=20' });
      assert.equal(anonymous.statusCode, 200);
      assert.equal(queries, 2);

      const client = new TestClient(app);
      await client.login(DEMO.email, DEMO.password);
      queries = 0;
      const page = await client.get<TimelinePage>('/svc/post/dashboard?limit=50');
      assert.equal(page.envelope.response.posts.length, 50);
      assert.equal(queries, 3);
    } finally {
      await app.close();
    }
  });
});
