import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TimelinePage } from '../contracts.js';
import { createTestApp, DEMO, FRIEND, type TestApp, type TestClient } from '../testing/app.js';
import { NEW_POSTS_CAP, type NewerPosts } from './routes.js';

function textPost(channel: string, text: string, state = '0') {
  return { channel_id: channel, post: { type: 'text', state, one: text, two: `<p>${text}</p>` } };
}

async function newestShown(client: TestClient): Promise<string> {
  const page = await client.get<TimelinePage>('/svc/post/dashboard?limit=1');
  assert.equal(page.statusCode, 200, page.body);
  return page.envelope.response.posts[0]!.id;
}

async function newer(client: TestClient, since: string, shown?: string[]): Promise<NewerPosts> {
  const query = shown === undefined ? '' : `?shown=${shown.join(',')}`;
  const response = await client.get<NewerPosts>(`/svc/post/dashboard/newer/${since}${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.envelope.response;
}

describe('GET /svc/post/dashboard/newer/{postId}', () => {
  let t: TestApp;
  let demo: TestClient;
  let friend: TestClient;
  before(async () => {
    t = await createTestApp({ seed: true });
    demo = t.client();
    await demo.login(DEMO.email, DEMO.password);
    friend = t.client();
    await friend.login(FRIEND.email, FRIEND.password);
  });
  after(() => t.close());

  it('counts the posts of followed blogs above the newest one shown, as the dashboard then shows them', async () => {
    const since = await newestShown(demo);
    assert.deepEqual(await newer(demo, since), { count: 0, more: false });

    for (const text of ['One', 'Two']) {
      const saved = await friend.post('/svc/post/update', textPost('friendly', text));
      assert.equal(saved.statusCode, 200, saved.body);
    }
    assert.deepEqual(await newer(demo, since), { count: 2, more: false });
    const page = await demo.get<TimelinePage>('/svc/post/dashboard?limit=5');
    assert.deepEqual(
      page.envelope.response.posts.filter((post) => BigInt(post.id) > BigInt(since)).map((post) => post.tumblelog),
      ['friendly', 'friendly'],
    );
    // The first post of all: everything on the dashboard is newer, and the answer stops at the cap.
    assert.deepEqual(await newer(demo, '1'), { count: NEW_POSTS_CAP, more: true });
  });

  it('counts others’ posts only: the reader’s own new post, already on top, does not hide the ones before it', async () => {
    const since = await newestShown(demo);
    assert.equal((await friend.post('/svc/post/update', textPost('friendly', 'Before mine'))).statusCode, 200);
    const mine = await demo.post('/svc/post/update', textPost('tumbledemo', 'Mine'));
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(await newer(demo, since), { count: 1, more: false });
    assert.deepEqual(await newer(demo, await newestShown(demo)), { count: 0, more: false });
  });

  it('with the posts the page holds said, counts the reader’s own post made elsewhere (another tab) and not those', async () => {
    const since = await newestShown(demo);
    const save = async (text: string) => {
      const saved = await demo.post<{ post: { id: string } }>('/svc/post/update', textPost('tumbledemo', text));
      assert.equal(saved.statusCode, 200, saved.body);
      return saved.envelope.response.post.id;
    };
    const here = await save('Made in this tab');
    const elsewhere = await save('Made in another tab');
    assert.deepEqual(await newer(demo, since, [here]), { count: 1, more: false });
    assert.deepEqual(await newer(demo, since, [here, elsewhere]), { count: 0, more: false });
    assert.deepEqual(await newer(demo, since, []), { count: 2, more: false });
    // A client that does not say what it holds: none of the reader's own are news, as before.
    assert.deepEqual(await newer(demo, since), { count: 0, more: false });
  });

  it('refuses a list of shown posts that is not one with 400', async () => {
    const too = Array.from({ length: 51 }, (_, index) => String(index + 1)).join(',');
    for (const shown of ['abc', '1,,2', '1,', '-5', '99999999999999999999', '9223372036854775808', too]) {
      const response = await demo.get(`/svc/post/dashboard/newer/1?shown=${shown}`);
      assert.equal(response.statusCode, 400, `${shown}: ${response.body}`);
      assert.match(response.envelope.meta.msg, /shown/);
    }
  });

  it('leaves out what the dashboard leaves out: private posts, suspended and blocked blogs', async () => {
    const since = await newestShown(demo);
    const hidden = await friend.post('/svc/post/update', textPost('friendly', 'Only me', 'private'));
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.deepEqual(await newer(demo, since), { count: 0, more: false });

    await friend.post('/svc/post/update', textPost('friendly', 'Visible'));
    assert.equal((await newer(demo, since)).count, 1);

    await t.db.updateTable('blogs').set({ suspended: true }).where('name', '=', 'friendly').execute();
    assert.equal((await newer(demo, since)).count, 0, 'a suspended blog');
    await t.db.updateTable('blogs').set({ suspended: false }).where('name', '=', 'friendly').execute();
    assert.equal((await newer(demo, since)).count, 1);

    const blocked = await demo.post('/svc/block/add', { tumblelog: 'tumbledemo', blocked_tumblelog: 'friendly' });
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.equal((await newer(demo, since)).count, 0, 'a blocked blog');
  });

  it('keeps a suspended blog’s posts on its members’ dashboard and in their count, and only theirs', async () => {
    await demo.post('/svc/block/remove', { tumblelog: 'tumbledemo', blocked_tumblelog: 'friendly' });
    assert.equal((await demo.post('/svc/follow', { tumblelog: 'friendly' })).statusCode, 200);
    const [friendSince, demoSince] = [await newestShown(friend), await newestShown(demo)];
    const saved = await friend.post<{ post: { id: string } }>('/svc/post/update', textPost('friendly', 'Still mine'));
    assert.equal(saved.statusCode, 200, saved.body);
    const id = saved.envelope.response.post.id;
    const shows = async (client: TestClient) => (await client.get<TimelinePage>('/svc/post/dashboard?limit=5')).envelope.response.posts.some((post) => post.id === id);

    await t.db.updateTable('blogs').set({ suspended: true }).where('name', '=', 'friendly').execute();
    try {
      assert.equal(await shows(friend), true, 'its member still sees it');
      // Its own post is on its dashboard but no news to it.
      assert.equal((await newer(friend, friendSince)).count, 0);
      // The admin sees the blog, but its posts leave the feeds of everyone who does not hold it.
      assert.equal(await shows(demo), false);
      assert.equal((await newer(demo, demoSince)).count, 0);
    } finally {
      await t.db.updateTable('blogs').set({ suspended: false }).where('name', '=', 'friendly').execute();
    }
    assert.equal(await shows(demo), true);
  });

  it('needs a signed-in person', async () => {
    const response = await t.client().get('/svc/post/dashboard/newer/1');
    assert.equal(response.statusCode, 401, response.body);
  });

  it('refuses a post id that is not one with 400', async () => {
    for (const id of ['abc', '-5', '1.5', '99999999999999999999', '9223372036854775808']) {
      const response = await demo.get(`/svc/post/dashboard/newer/${id}`);
      assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
      assert.match(response.envelope.meta.msg, /postId/);
    }
  });
});
