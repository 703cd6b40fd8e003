import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { BlogSearchPage, BlogViewerPosts, DashboardPost, NsfwPostFields, SiteSearchPage, TimelinePage, TypeaheadResponse } from '../contracts.js';
import { platformAdmin, type TestApp, type TestClient } from '../testing/app.js';
import { type Actors, withSeededApp } from '../testing/post-fixtures.js';
import { ADULT_BLOG_SEARCH, withSafeMode } from './safe-mode.js';
import type { TimelinePost } from '../posts/present.js';

type Post = DashboardPost & NsfwPostFields;

describe('withSafeMode', () => {
  const post = (fields: Partial<TimelinePost>) => ({ id: '1', tumblelog: 'art', is_mine: false, is_nsfw: true, ...fields }) as TimelinePost;

  it('blurs flagged posts of others, not one’s own, unflagged ones or the lifted blog’s', () => {
    const mode = { applies: true, bypassedBlog: 'lifted' };
    const [flagged, own, clean, lifted] = withSafeMode(
      [post({}), post({ is_mine: true }), post({ is_nsfw: undefined }), post({ tumblelog: 'lifted' })],
      mode,
    );
    assert.equal(flagged!.safe_mode_blurred, true);
    assert.equal(own!.safe_mode_blurred, undefined);
    assert.equal(clean!.safe_mode_blurred, undefined);
    assert.equal(lifted!.safe_mode_blurred, undefined);
    assert.equal(withSafeMode([post({})], { applies: false, bypassedBlog: null })[0]!.safe_mode_blurred, undefined);
  });
});

describe('safe mode on the server (site flag AND the user’s setting, B§4/B§5)', () => {
  let t: TestApp;
  let a: Actors;
  let eve: TestClient;
  let flaggedId: string;
  let admin: TestClient;
  withSeededApp((app, people) => ([t, a] = [app, people]));
  before(async () => {
    admin = await platformAdmin(t);
  });

  /** As the platform console turns the site flag. */
  const setSafeMode = async (enabled: boolean) => {
    const response = await admin.post('/svc/platform/flags', { name: 'safe_mode', enabled });
    assert.equal(response.statusCode, 200, response.body);
  };

  const viewerPost = async (client: TestClient, bypass = false) => {
    const url = `/svc/indash_blog/posts?tumblelog_name_or_id=demo-sketches&post_id=${flaggedId}&should_bypass_safemode=${bypass}`;
    const response = await client.get<BlogViewerPosts>(url);
    assert.equal(response.statusCode, 200, response.body);
    return response.envelope.response.posts[0] as Post;
  };

  it('marks the seeded flagged post blurred for eve (safe mode on), not for its owner, others or visitors', async () => {
    eve = t.client();
    await eve.login('eve@example.com', 'eve-password');
    const flagged = await t.db.selectFrom('posts').select('id').where('flagged_nsfw', '=', true).executeTakeFirstOrThrow();
    flaggedId = flagged.id;

    const blurred = await viewerPost(eve);
    assert.equal(blurred.is_nsfw, true);
    assert.equal(blurred.safe_mode_blurred, true);
    for (const client of [a.demo, a.friend, a.anonymous]) assert.equal((await viewerPost(client)).safe_mode_blurred, undefined);

    // Every page that lists the post agrees: the blog's timeline, its tag page, the viewer's timeline view.
    const blogPage = (await eve.get<TimelinePage>('/svc/post/blog/demo-sketches')).envelope.response.posts as Post[];
    assert.equal(blogPage.find((post) => post.id === flaggedId)?.safe_mode_blurred, true);
    const tagPage = (await eve.get<TimelinePage>('/svc/post/tagged/life%20class')).envelope.response.posts as Post[];
    assert.equal(tagPage.find((post) => post.id === flaggedId)?.safe_mode_blurred, true);
    const peepr = (await eve.get<BlogViewerPosts>('/svc/tumblelog/demo-sketches/peepr')).envelope.response.posts as Post[];
    assert.equal(peepr.find((post) => post.id === flaggedId)?.safe_mode_blurred, true);
    assert.ok(peepr.filter((post) => !post.is_nsfw).every((post) => post.safe_mode_blurred === undefined));
  });

  it('lifts it for the one blog asked with should_bypass_safemode', async () => {
    const lifted = await viewerPost(eve, true);
    assert.equal(lifted.is_nsfw, true);
    assert.equal(lifted.safe_mode_blurred, undefined);
    const page = await eve.get<BlogViewerPosts>('/svc/indash_blog/posts?tumblelog_name_or_id=demo-sketches&should_bypass_safemode=true');
    assert.ok(page.envelope.response.posts.every((post) => (post as Post).safe_mode_blurred === undefined));
    // The bypass is not remembered: the next answer without it blurs again.
    assert.equal((await viewerPost(eve)).safe_mode_blurred, true);
  });

  it('applies only while both the site flag and the user’s setting are on', async () => {
    await setSafeMode(false);
    try {
      assert.equal((await viewerPost(eve)).safe_mode_blurred, undefined);
    } finally {
      await setSafeMode(true);
    }
    await t.db.updateTable('users').set({ safe_mode: false }).where('email', '=', 'eve@example.com').execute();
    try {
      assert.equal((await viewerPost(eve)).safe_mode_blurred, undefined);
    } finally {
      await t.db.updateTable('users').set({ safe_mode: true }).where('email', '=', 'eve@example.com').execute();
    }
    assert.equal((await viewerPost(eve)).safe_mode_blurred, true);
  });

  it('leaves flagged posts and adult blogs out of eve’s site search, even when she asks for them', async () => {
    const search = (client: TestClient, q: string) => client.get<SiteSearchPage>(`/svc/search/site?q=${q}&filter_nsfw=false`);
    assert.equal((await search(a.friend, 'charcoal')).envelope.response.posts.length, 1);
    assert.equal((await search(eve, 'charcoal')).envelope.response.posts.length, 0);
    await t.db.updateTable('blogs').set({ flagged_adult: true }).where('name', '=', 'night-owl-notes').execute();
    try {
      assert.ok((await search(a.friend, 'night')).envelope.response.blogs.some((blog) => blog.name === 'night-owl-notes'));
      assert.ok(!(await search(eve, 'night')).envelope.response.blogs.some((blog) => blog.name === 'night-owl-notes'));
    } finally {
      await t.db.updateTable('blogs').set({ flagged_adult: false }).where('name', '=', 'night-owl-notes').execute();
    }
  });

  it('refuses eve a search of an adult blog (its toggle is hidden); others search it, flagged posts left out for her elsewhere', async () => {
    const blogSearch = (client: TestClient) => client.get<BlogSearchPage>('/svc/search/blog_search/demo-sketches/charcoal?filter_nsfw=false');
    const typeahead = (client: TestClient) => client.get<TypeaheadResponse>('/svc/search/blog_search_typeahead/demo-sketches');
    // Not an adult blog: searched, the flagged post left out for her only.
    assert.equal((await blogSearch(eve)).envelope.response.posts.length, 0);
    assert.equal((await blogSearch(a.friend)).envelope.response.posts.length, 1);
    await t.db.updateTable('blogs').set({ nsfw: true }).where('name', '=', 'demo-sketches').execute();
    try {
      for (const response of [await blogSearch(eve), await typeahead(eve)]) {
        assert.equal(response.statusCode, 403, response.body);
        assert.equal(response.envelope.meta.msg, ADULT_BLOG_SEARCH);
      }
      assert.equal((await blogSearch(a.friend)).statusCode, 200);
      assert.equal((await typeahead(a.anonymous)).statusCode, 200);
    } finally {
      await t.db.updateTable('blogs').set({ nsfw: false }).where('name', '=', 'demo-sketches').execute();
    }
  });
});
