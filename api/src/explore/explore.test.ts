import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExploreData, FollowingPage, Sparkline, TimelinePage, TourState } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { blogId, insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';

describe('explore, following, tour, sparkline', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('ranks posts by notes of the last days and pages without repeats, for visitors too', async () => {
    const cold = await insertPost(t.db, 'quote-keeper');
    const hot = await insertPost(t.db, 'quote-keeper', { id: String(BigInt(cold.id) - 1n) });
    const users = await t.db.selectFrom('users').select('id').limit(3).execute();
    await t.db.insertInto('likes').values(users.map((user) => ({ user_id: user.id, post_id: hot.id, source: 'explore' }))).execute();
    const order: string[] = [];
    let url: string | null = '/svc/post/explore?limit=20';
    while (url) {
      const page: Awaited<ReturnType<typeof a.anonymous.get<TimelinePage>>> = await a.anonymous.get<TimelinePage>(url);
      assert.equal(page.statusCode, 200, page.body);
      order.push(...page.envelope.response.posts.map((post) => post.id));
      url = page.envelope.response.next ? `/svc/post/explore/before/${page.envelope.response.next}?limit=20` : null;
    }
    assert.equal(new Set(order).size, order.length, 'no repeats');
    assert.ok(order.indexOf(hot.id) >= 0 && order.indexOf(hot.id) < order.indexOf(cold.id), 'more notes rank higher');
    assert.equal((await a.anonymous.get('/svc/post/explore/before/abc')).statusCode, 400);
  });

  it('offers tags and blogs to follow that are neither the viewer’s own nor followed', async () => {
    const explore = await a.demo.get<ExploreData>('/svc/explore');
    assert.equal(explore.statusCode, 200);
    assert.ok(explore.envelope.response.tags.length > 0);
    const names = explore.envelope.response.blogs.map((blog) => blog.name);
    assert.ok(!names.includes('tumbledemo'));
    const following = await a.demo.get<FollowingPage>('/svc/following');
    for (const blog of following.envelope.response.blogs) assert.ok(!names.includes(blog.name));
  });

  it('answers a splash photo of a featured blog for the logged-out drawer', async () => {
    const response = await a.anonymous.get<{ splash: { image_url: string; blog: { name: string } } | null }>('/svc/explore/splash');
    assert.equal(response.statusCode, 200);
    assert.match(response.envelope.response.splash?.image_url ?? '', /^\/media\//);
  });

  it('lists the blogs the current channel follows with a count', async () => {
    const page = await a.demo.get<FollowingPage>('/svc/following');
    assert.equal(page.statusCode, 200);
    assert.equal(page.envelope.response.total, page.envelope.response.blogs.length);
    assert.ok(page.envelope.response.blogs.every((blog) => blog.following));
    assert.equal((await a.anonymous.get('/svc/following')).statusCode, 401);
  });

  it('shows the tour to a brand-new blogger until OK is recorded, never to the demo account', async () => {
    assert.deepEqual((await a.demo.get<TourState>('/svc/tour')).envelope.response.show, false);
    assert.deepEqual((await a.anonymous.get<TourState>('/svc/tour')).envelope.response, { show: false, blog_name: null });
    const newbie = t.client();
    await newbie.bootstrap();
    assert.equal((await newbie.post('/svc/account/register', { email: 'new@example.com', password: 'a-long-password', blog_name: 'fresh-blog' })).statusCode, 200);
    assert.deepEqual((await newbie.get<TourState>('/svc/tour')).envelope.response, { show: true, blog_name: 'fresh-blog' });
    assert.equal((await newbie.post('/svc/tour/dismiss', {}, null)).statusCode, 403);
    assert.equal((await newbie.post('/svc/tour/dismiss', {})).statusCode, 200);
    const elsewhere = t.client();
    await elsewhere.login('new@example.com', 'a-long-password');
    assert.equal((await elsewhere.get<TourState>('/svc/tour')).envelope.response.show, false);
  });

  it('counts the blog’s notes per day over 30 days, zeros included', async () => {
    const post = await insertPost(t.db, 'tumbledemo');
    const friend = await t.db.selectFrom('users').select('id').where('email', '=', 'friend@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('likes').values({ user_id: friend.id, post_id: post.id, blog_id: await blogId(t.db, 'friendly') }).execute();
    const response = await a.demo.get<Sparkline>('/svc/blog/tumbledemo/activity/sparkline');
    assert.equal(response.statusCode, 200, response.body);
    const { days } = response.envelope.response;
    assert.equal(days.length, 30);
    assert.ok(days.at(-1)!.count >= 1);
    assert.ok(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.date)));
    assert.equal((await a.demo.get('/svc/blog/no-such-blog/activity/sparkline')).statusCode, 404);
  });

  it('answers an unknown page with the shell (404), and unknown API paths with JSON', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html,application/xhtml+xml' } });
    assert.equal(page.statusCode, 404);
    assert.match(String(page.headers['content-type']), /text\/html/);
    const explore = await t.app.inject({ method: 'GET', url: '/explore', headers: { accept: 'text/html' } });
    assert.equal(explore.statusCode, 200);
    const api = await t.app.inject({ method: 'GET', url: '/svc/no-such-call', headers: { accept: 'text/html' } });
    assert.equal(JSON.parse(api.body).meta.status, 404);
    const file = await t.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: 'text/html' } });
    assert.equal(file.statusCode, 404);
    assert.equal(JSON.parse(file.body).meta.status, 404);
  });
});
