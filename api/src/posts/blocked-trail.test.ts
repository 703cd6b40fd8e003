import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import type {
  ActivityNotification,
  BlogSearchPage,
  BlogViewerPosts,
  DashboardPost,
  SiteSearchPage,
  TimelinePage,
  TrailItem,
  TypeaheadResponse,
} from '../contracts.js';
import type { PostRow } from '../db/schema.js';
import type { TestApp, TestClient } from '../testing/app.js';
import { blogId, insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';
import { planWithOnlyIndex } from '../testing/query-plan.js';
import { dashboardQuery, NO_CURSOR } from '../timeline/query.js';

/** A word no seeded post has, so search finds only the posts made here. */
const WORD = 'quokkaberry';
const TAG = 'trailblock';

/** Every post of a timeline root, following `next`. */
async function timeline(client: TestClient, root: string): Promise<string[]> {
  const ids: string[] = [];
  let url: string | null = `/svc/post/${root}?limit=50`;
  while (url) {
    const response: { statusCode: number; body: string; envelope: { response: TimelinePage } } = await client.get<TimelinePage>(url);
    assert.equal(response.statusCode, 200, response.body);
    ids.push(...response.envelope.response.posts.map((post: DashboardPost) => post.id));
    const next: string | null = response.envelope.response.next;
    url = next ? `/svc/post/${root}/before/${next}?limit=50` : null;
  }
  return ids;
}

async function searched(client: TestClient): Promise<string[]> {
  const response = await client.get<SiteSearchPage>(`/svc/search/site?q=${WORD}&sort=recent`);
  assert.equal(response.statusCode, 200, response.body);
  return response.envelope.response.posts.map((post) => post.id);
}

async function blogViewer(client: TestClient, blog: string, postId = 'null'): Promise<string[]> {
  const response = await client.get<BlogViewerPosts>(`/svc/indash_blog/posts?tumblelog_name_or_id=${blog}&limit=50&offset=0&post_id=${postId}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.envelope.response.posts.map((post) => post.id);
}

describe('a blocked blog inside other blogs’ reblogs', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  /** A reblog of `parent` by `blog`, with the comment's trail item when `comment` is given. */
  async function reblog(blog: string, parent: PostRow, comment?: string): Promise<PostRow> {
    const own = await t.db.selectFrom('blogs').select(['name', 'uuid', 'avatar_url']).where('name', '=', blog).executeTakeFirstOrThrow();
    const trail: TrailItem[] = [...(parent.trail as TrailItem[])];
    const post = await insertPost(t.db, blog, {
      content: JSON.stringify(parent.content),
      tags: [TAG],
      parent_post_id: parent.id,
      parent_blog_id: parent.blog_id,
      root_post_id: parent.root_post_id ?? parent.id,
      root_blog_id: parent.root_blog_id ?? parent.blog_id,
      trail: JSON.stringify(trail),
    });
    if (!comment) return post;
    trail.push({ blog: own, post_id: post.id, content_html: `<p>${comment}</p>` });
    return t.db.updateTable('posts').set({ trail: JSON.stringify(trail) }).where('id', '=', post.id).returningAll().executeTakeFirstOrThrow();
  }

  const block = (client: TestClient, path: 'add' | 'remove') =>
    client.post(`/svc/block/${path}`, { tumblelog: client === a.demo ? 'tumbledemo' : 'friendly', blocked_tumblelog: 'recipe-box' });

  it('leaves reblogs showing a blocked blog out of the channel’s lists, and brings them back on unblock', async () => {
    const words = { type: 'text', title: `A ${WORD} recipe`, body: `<p>${WORD} pie</p>` };
    // recipe-box (the blog blocked) posts; pixel-garden reblogs it; night-owl-notes reblogs that, without a word.
    const original = await insertPost(t.db, 'recipe-box', { tags: [TAG], content: JSON.stringify(words) });
    const ofRoot = await reblog('pixel-garden', original, 'Look at this');
    const viaReblog = await reblog('night-owl-notes', ofRoot);
    // film-grain posts; recipe-box comments on it in a reblog, which synthwave-radio reblogs, then quote-keeper:
    // recipe-box is neither its root nor its parent there, only a comment of its trail.
    const other = await insertPost(t.db, 'film-grain', { tags: [TAG], content: JSON.stringify(words) });
    const commented = await reblog('recipe-box', other, `${WORD} indeed`);
    const relayed = await reblog('synthwave-radio', commented);
    const inTrail = await reblog('quote-keeper', relayed);
    const carrying = [ofRoot.id, viaReblog.id, relayed.id, inTrail.id];

    // demo liked one of them, and was mentioned in another (what its activity shows).
    const demoUser = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('likes').values({ user_id: demoUser.id, post_id: ofRoot.id }).execute();
    const mention = { blog_id: await blogId(t.db, 'tumbledemo'), type: 'user_mention', from_blog_id: await blogId(t.db, 'quote-keeper'), post_id: inTrail.id };
    await t.db.insertInto('activity_notifications').values(mention).execute();
    const mentioned = async () => {
      const response = await a.demo.get<{ notifications: ActivityNotification[] }>('/svc/blog/tumbledemo/activity?limit=100');
      assert.equal(response.statusCode, 200, response.body);
      return response.envelope.response.notifications.some((note) => note.type === 'user_mention' && note.post?.id === inTrail.id);
    };

    const lists = async (client: TestClient) => ({
      dashboard: await timeline(client, 'dashboard'),
      tagged: await timeline(client, `tagged/${TAG}`),
      search: await searched(client),
      blogPage: await timeline(client, 'blog/pixel-garden'),
      blogViewer: await blogViewer(client, 'quote-keeper'),
    });
    const shows = (list: string[], ids: string[]) => ids.every((id) => list.includes(id));
    const showsNone = (list: string[], ids: string[]) => ids.every((id) => !list.includes(id));

    const before = await lists(a.demo);
    assert.ok(shows(before.dashboard, carrying) && shows(before.tagged, carrying) && shows(before.search, carrying));
    assert.ok(before.blogPage.includes(ofRoot.id) && before.blogViewer.includes(inTrail.id));
    assert.ok((await timeline(a.demo, 'likes')).includes(ofRoot.id));
    assert.ok(await mentioned());

    assert.equal((await block(a.demo, 'add')).statusCode, 200);
    const blocked = await lists(a.demo);
    for (const [name, list] of Object.entries(blocked)) assert.ok(showsNone(list, carrying), `${name} still shows a reblog of recipe-box`);
    assert.ok(!(await timeline(a.demo, 'likes')).includes(ofRoot.id), 'likes');
    assert.ok(!(await mentioned()), 'activity');
    // What does not show the blocked blog stays: film-grain's own post.
    assert.ok(blocked.tagged.includes(other.id) && blocked.search.includes(other.id));
    // The blocked blog's own page is unaffected, and a link to one of those reblogs still opens.
    const ownPage = await timeline(a.demo, 'blog/recipe-box');
    assert.ok(ownPage.includes(original.id) && ownPage.includes(commented.id));
    assert.deepEqual(await blogViewer(a.demo, 'quote-keeper', inTrail.id), [inTrail.id]);

    // Another channel and a visitor still see them.
    for (const client of [a.friend, a.anonymous]) {
      const theirs = await lists(client);
      assert.ok(shows(theirs.tagged, carrying) && shows(theirs.search, carrying) && theirs.blogViewer.includes(inTrail.id));
    }

    assert.equal((await block(a.demo, 'remove')).statusCode, 200);
    const unblocked = await lists(a.demo);
    // Unblocking does not follow recipe-box again; the reblogs of the blogs demo follows come back.
    assert.ok(shows(unblocked.dashboard, carrying) && shows(unblocked.tagged, carrying) && shows(unblocked.search, carrying));
    assert.ok(unblocked.blogPage.includes(ofRoot.id) && unblocked.blogViewer.includes(inTrail.id));
    assert.ok(await mentioned());
  });

  it('leaves reblogs showing a blocked blog out of that blog’s search and its Popular Tags typeahead', async () => {
    const tag = 'quokkatrail';
    const original = await insertPost(t.db, 'recipe-box', { content: JSON.stringify({ type: 'text', title: `Only ${WORD}`, body: '<p>Crumbs.</p>' }) });
    const shown = await reblog('pixel-garden', original);
    await t.db.updateTable('posts').set({ tags: [tag] }).where('id', '=', shown.id).execute();
    const typeahead = async (client: TestClient) => {
      const response = await client.get<TypeaheadResponse>(`/svc/search/blog_search_typeahead/pixel-garden?q=quokka`);
      assert.equal(response.statusCode, 200, response.body);
      return response.envelope.response.tags.map((typed) => typed.tag);
    };
    const blogSearch = async (client: TestClient) => {
      const response = await client.get<BlogSearchPage>(`/svc/search/blog_search/pixel-garden/${WORD}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.envelope.response.posts.map((post) => post.id);
    };
    assert.deepEqual(await typeahead(a.demo), [tag]);
    assert.ok((await blogSearch(a.demo)).includes(shown.id));

    assert.equal((await block(a.demo, 'add')).statusCode, 200);
    try {
      assert.deepEqual(await typeahead(a.demo), [], 'the typeahead still suggests the tag of a reblog of recipe-box');
      assert.ok(!(await blogSearch(a.demo)).includes(shown.id));
      // Another channel and a visitor still see it.
      for (const client of [a.friend, a.anonymous]) assert.deepEqual(await typeahead(client), [tag]);
    } finally {
      assert.equal((await block(a.demo, 'remove')).statusCode, 200);
    }
    assert.deepEqual(await typeahead(a.demo), [tag]);
  });

  it('keeps the blogs a reblog shows in the post, its own left out, whatever its trail holds', async () => {
    const root = await insertPost(t.db, 'recipe-box', {});
    const first = await reblog('pixel-garden', root, 'first');
    const second = await reblog('night-owl-notes', first);
    const ids = async (id: string) => (await t.db.selectFrom('posts').select('trail_blog_ids').where('id', '=', id).executeTakeFirstOrThrow()).trail_blog_ids.map(String).sort();
    const [recipe, pixel] = [await blogId(t.db, 'recipe-box'), await blogId(t.db, 'pixel-garden')];
    assert.deepEqual(await ids(first.id), [recipe]);
    assert.deepEqual(await ids(second.id), [recipe, pixel].sort());
    // A trail item that names no blog of this site (bad uuid) adds nothing and breaks nothing.
    await t.db
      .updateTable('posts')
      .set({ trail: JSON.stringify([{ blog: { name: 'x', uuid: 'not-a-uuid', avatar_url: '' }, post_id: '1', content_html: '' }]) })
      .where('id', '=', second.id)
      .execute();
    assert.deepEqual(await ids(second.id), [recipe, pixel].sort());
  });

  it('reads the dashboard’s fan-in from its index alone, with the channel’s blocks', async () => {
    await block(a.demo, 'add');
    const viewer = { userId: '1', currentBlogId: await blogId(t.db, 'tumbledemo') };
    const plan = await planWithOnlyIndex(t.db, 'posts_blog_public_idx', sql`${dashboardQuery(viewer, NO_CURSOR, 11)}`);
    assert.match(plan, /Index Only Scan using posts_blog_public_idx/, plan);
  });
});
