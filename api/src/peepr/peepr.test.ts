import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import type {
  BlogHeader,
  BlogPopover,
  BlogSearchPage,
  BlogViewerPosts,
  DashboardPost,
  HighlightedPosts,
  NsfwPostFields,
  SaveResponse,
  SiteSearchPage,
  TumblelogPopover,
  TypeaheadResponse,
} from '../contracts.js';
import { POST_WORDS, searchWords } from '../blog-search/words.js';
import type { TestApp } from '../testing/app.js';
import { blogId, insertPost, notificationsOf, type Actors, withSeededApp } from '../testing/post-fixtures.js';
import { planWithOnlyIndex } from '../testing/query-plan.js';

type Post = DashboardPost & NsfwPostFields;

describe('blog viewer, header, asks, appeals and search', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('pages a blog’s posts by offset; private posts only for members; one post by post_id', async () => {
    const url = '/svc/indash_blog/posts?tumblelog_name_or_id=tumbledemo&limit=10&offset=0';
    const anonymous = await a.anonymous.get<BlogViewerPosts>(url);
    assert.equal(anonymous.statusCode, 200, anonymous.body);
    const page = anonymous.envelope.response;
    assert.equal(page.posts.length, 10);
    assert.equal(page.tumblelog.name, 'tumbledemo');
    assert.equal(page.tumblelog.customizable, false);
    assert.equal(page.peepr_ad, null);
    assert.ok(page.posts.every((post) => post.tumblelog === 'tumbledemo' && post.state === 'published'));
    const second = await a.anonymous.get<BlogViewerPosts>(url.replace('offset=0', 'offset=10'));
    assert.ok(second.envelope.response.posts.every((post) => !page.posts.some((first) => first.id === post.id)));

    const all = async (client = a.anonymous) => (await client.get<BlogViewerPosts>(url.replace('limit=10', 'limit=50'))).envelope.response.posts;
    assert.ok(!(await all()).some((post) => post.state === 'private'));
    assert.ok(!(await all(a.friend)).some((post) => post.state === 'private'));
    const own = await all(a.demo);
    const privatePost = own.find((post) => post.state === 'private');
    assert.ok(privatePost, 'the owner sees the private post');
    assert.equal((await a.demo.get<BlogViewerPosts>(url)).envelope.response.tumblelog.customizable, true);

    const single = await a.anonymous.get<BlogViewerPosts>(`/svc/indash_blog/posts?tumblelog_name_or_id=tumbledemo&post_id=${page.posts[3]!.id}&limit=1`);
    assert.deepEqual(single.envelope.response.posts.map((post) => post.id), [page.posts[3]!.id]);
    assert.equal((await a.anonymous.get(`/svc/indash_blog/posts?tumblelog_name_or_id=tumbledemo&post_id=${privatePost.id}`)).statusCode, 404);
    assert.equal((await a.anonymous.get(`/svc/indash_blog/posts?tumblelog_name_or_id=friendly&post_id=${page.posts[3]!.id}`)).statusCode, 404);
    assert.equal((await a.anonymous.get('/svc/indash_blog/posts?tumblelog_name_or_id=no-such-blog')).statusCode, 404);
    assert.equal((await a.anonymous.get('/svc/indash_blog/posts?tumblelog_name_or_id=tumbledemo&limit=500')).statusCode, 400);
    assert.equal((await a.anonymous.get('/svc/indash_blog/posts')).statusCode, 400);
    const timelineView = await a.anonymous.get<BlogViewerPosts>('/svc/tumblelog/friendly/peepr?limit=3');
    assert.equal(timelineView.envelope.response.posts.length, 3);
  });

  it('hides a private blog, its posts and members from everyone but its members', async () => {
    await t.db.updateTable('blogs').set({ is_private: true }).where('name', '=', 'demo-sketches').execute();
    try {
      for (const path of ['/svc/indash_blog/posts?tumblelog_name_or_id=demo-sketches', '/svc/post/blog/demo-sketches?limit=10', '/svc/indash_blog/header?tumblelog_name_or_id=demo-sketches', '/svc/tumblelog/demo-sketches/popover', '/svc/search/blog_search/demo-sketches/hands']) {
        assert.equal((await a.anonymous.get(path)).statusCode, 404, path);
        assert.equal((await a.friend.get(path)).statusCode, 404, path);
        assert.equal((await a.demo.get(path)).statusCode, 200, path);
      }
      const site = await a.friend.get<SiteSearchPage>('/svc/search/site?q=demo');
      assert.ok(!site.envelope.response.blogs.some((blog) => blog.name === 'demo-sketches'));
    } finally {
      await t.db.updateTable('blogs').set({ is_private: false }).where('name', '=', 'demo-sketches').execute();
    }
  });

  it('reads the header for anyone; only the owner saves it, with the form key', async () => {
    const header = await a.anonymous.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header?tumblelog_name_or_id=friendly');
    assert.equal(header.envelope.response.tumblelog.title, 'Friendly Neighbourhood Blog');
    assert.equal(header.envelope.response.tumblelog.is_member, false);
    const body = { tumblelog_name_or_id: 'friendly', tumblelog: { title: 'Friendly, renamed', background_color: '#112233', avatar_shape: 'square', description: '<p>Hi <script>alert(1)</script><b>there</b></p>' } };
    assert.equal((await a.anonymous.post('/svc/indash_blog/header', body)).statusCode, 401);
    const other = await a.demo.post('/svc/indash_blog/header', body);
    assert.equal(other.statusCode, 403);
    assert.equal(other.envelope.meta.msg, 'Only the owner of this blog can change its header.');
    assert.equal((await a.friend.post('/svc/indash_blog/header', body, null)).statusCode, 403);
    assert.equal((await a.friend.post('/svc/indash_blog/header', { ...body, tumblelog: { background_color: 'red' } })).statusCode, 400);
    assert.equal((await a.friend.post('/svc/indash_blog/header', { ...body, tumblelog: { avatar_url: '/media/not-mine.png' } })).statusCode, 400);
    const saved = await a.friend.post<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', body);
    assert.equal(saved.statusCode, 200, saved.body);
    const blog = saved.envelope.response.tumblelog;
    assert.equal(blog.title, 'Friendly, renamed');
    assert.equal(blog.global_theme_params.background_color, '#112233');
    assert.equal(blog.global_theme_params.avatar_shape, 'square');
    assert.equal(blog.description_sanitized, '<p>Hi <b>there</b></p>');
    const reread = await a.anonymous.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header?tumblelog_name_or_id=friendly');
    assert.equal(reread.envelope.response.tumblelog.title, 'Friendly, renamed');
  });

  it('limits a description to 2000 characters of text, however long its escaped markup', async () => {
    const save = (description: string) => a.friend.post<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', { tumblelog_name_or_id: 'friendly', tumblelog: { description } });
    // What the editors send for 2000 characters typed with an ampersand and quotes: 2,000 of text, far more of markup.
    const typed = `<p>${'&quot;x&amp;'.repeat(666)}&quot;&quot;</p>`;
    const taken = await save(typed);
    assert.equal(taken.statusCode, 200, taken.body);
    assert.equal(taken.envelope.response.tumblelog.description_sanitized.replace(/<[^>]*>/g, '').replace(/&[a-z]+;/g, '.').length, 2000);
    const tooLong = await save(`<p>${'x'.repeat(2001)}</p>`);
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.envelope.meta.msg, 'The description can be at most 2000 characters.');
    assert.deepEqual(tooLong.envelope.errors, [{ field: 'tumblelog.description', detail: 'The description can be at most 2000 characters.' }]);
    // Nothing was written by the refused save.
    const header = await a.anonymous.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header?tumblelog_name_or_id=friendly');
    assert.equal(header.envelope.response.tumblelog.description_sanitized, taken.envelope.response.tumblelog.description_sanitized);
    assert.equal((await save('x'.repeat(16_001))).statusCode, 400);
  });

  it('delivers an ask to the inbox; an anonymous one names nobody anywhere', async () => {
    assert.equal((await a.anonymous.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: 'Hello?' })).statusCode, 401);
    const empty = await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: ' \n ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.envelope.meta.msg, 'You need to enter a question!');
    const linked = await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: 'Seen example.com?' });
    assert.equal(linked.envelope.errors?.[0]?.detail, "Sorry, but please don't include links in questions.");
    assert.equal((await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: 'x'.repeat(501) })).statusCode, 400);

    const named = await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question: 'What is\nyour favourite colour?' });
    assert.equal(named.statusCode, 200, named.body);
    const secret = 'Who do you secretly admire?';
    const anonymous = await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: true, question: secret });
    assert.equal(anonymous.statusCode, 200, anonymous.body);

    const inbox = await a.friend.get<{ posts: DashboardPost[] }>('/svc/post/inbox?limit=50');
    const asks = inbox.envelope.response.posts.filter((post) => post.content.type === 'note');
    const namedAsk = asks.find((post) => post.content.type === 'note' && post.content.ask === 'What is your favourite colour?');
    assert.ok(namedAsk && namedAsk.content.type === 'note' && namedAsk.content.asker === 'tumbledemo');
    const anonymousAsk = asks.find((post) => post.content.type === 'note' && post.content.ask === secret)!;
    assert.ok(anonymousAsk.content.type === 'note' && anonymousAsk.content.asker === null);
    assert.ok(!JSON.stringify(anonymousAsk).includes('tumbledemo'), 'the anonymous ask card names nobody');
    const row = await t.db.selectFrom('asks').selectAll().where('question', '=', secret).executeTakeFirstOrThrow();
    assert.equal(row.asker_blog_id, null);
    const post = await t.db.selectFrom('posts').select('author_user_id').where('id', '=', anonymousAsk.id).executeTakeFirstOrThrow();
    assert.equal(post.author_user_id, null);
    const askNotes = await notificationsOf(t.db, 'friendly', 'ask', anonymousAsk.id);
    assert.deepEqual(askNotes.map((note) => note.from_blog_id), [null]);

    // Answered: the question shows, the asker stays "Anonymous" (null), and no notification goes to the asker.
    const answered = await a.friend.post<{ post: DashboardPost }>('/answer', { post_id: anonymousAsk.id, tumblelog: 'friendly', key: anonymousAsk.reblog_key, answer_text: 'Nobody you know.' });
    assert.equal(answered.statusCode, 200, answered.body);
    assert.ok(answered.envelope.response.post.content.type === 'note' && answered.envelope.response.post.content.asker === null);
    const answerNotes = await t.db.selectFrom('activity_notifications').selectAll().where('blog_id', '=', await blogId(t.db, 'tumbledemo')).where('type', '=', 'answer').execute();
    assert.ok(!answerNotes.some((note) => note.post_id === answered.envelope.response.post.id));

    // Asks off: refused; anonymous off: only named asks.
    await t.db.updateTable('blogs').set({ asks: false }).where('name', '=', 'recipe-box').execute();
    assert.equal((await a.demo.post('/svc/post/ask', { recipient: 'recipe-box', anonymous: false, question: 'Soup?' })).statusCode, 403);
    await t.db.updateTable('blogs').set({ anonymous_asks: false }).where('name', '=', 'quote-keeper').execute();
    assert.equal((await a.demo.post('/svc/post/ask', { recipient: 'quote-keeper', anonymous: true, question: 'Soup?' })).statusCode, 403);
    assert.equal((await a.demo.post('/svc/post/ask', { recipient: 'quote-keeper', anonymous: false, question: 'Soup?' })).statusCode, 200);
  });

  it('lets only the recipient blog’s owner delete an ask; the asker and visitors cannot', async () => {
    const question = 'Would you delete this one?';
    assert.equal((await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: true, question })).statusCode, 200);
    const inbox = await a.friend.get<{ posts: DashboardPost[] }>('/svc/post/inbox?limit=50');
    const ask = inbox.envelope.response.posts.find((post) => post.content.type === 'note' && post.content.ask === question);
    assert.ok(ask, 'the ask is in the recipient’s inbox');
    const body = { post_id: ask.id, channel_id: 'friendly' };

    assert.equal((await a.anonymous.post('/svc/post/delete', body)).statusCode, 401);
    const byAsker = await a.demo.post('/svc/post/delete', body);
    assert.ok([403, 404].includes(byAsker.statusCode), `the asker may not delete it (${byAsker.statusCode})`);
    assert.ok(!byAsker.body.includes(question), 'a refusal does not show the question');
    assert.equal((await a.friend.post('/svc/post/delete', body, null)).statusCode, 403, 'the form key is needed');

    const deleted = await a.friend.post('/svc/post/delete', body);
    assert.equal(deleted.statusCode, 200, deleted.body);
    const after = await a.friend.get<{ posts: DashboardPost[] }>('/svc/post/inbox?limit=50');
    assert.ok(!after.envelope.response.posts.some((post) => post.id === ask.id), 'gone from the inbox');
    const row = await t.db.selectFrom('asks').select('state').where('question', '=', question).executeTakeFirstOrThrow();
    assert.equal(row.state, 'deleted');
  });

  it('lets only the recipient blog’s owner answer an ask; the published answer of a named ask shows the asker', async () => {
    const question = 'Tea or coffee?';
    assert.equal((await a.demo.post('/svc/post/ask', { recipient: 'friendly', anonymous: false, question })).statusCode, 200);
    const inbox = await a.friend.get<{ posts: DashboardPost[] }>('/svc/post/inbox?limit=50');
    const ask = inbox.envelope.response.posts.find((post) => post.content.type === 'note' && post.content.ask === question)!;
    const body = { post_id: ask.id, tumblelog: 'friendly', key: ask.reblog_key, answer_text: 'Tea.' };
    assert.equal((await a.anonymous.post('/answer', body)).statusCode, 401);
    const byAsker = await a.demo.post('/answer', body);
    assert.ok([403, 404].includes(byAsker.statusCode), `the asker may not answer it (${byAsker.statusCode})`);
    assert.equal((await a.friend.post('/answer', { ...body, key: 'wrong' })).statusCode, 400);
    const answered = await a.friend.post<{ post: DashboardPost }>('/answer', body);
    assert.equal(answered.statusCode, 200, answered.body);
    const published = answered.envelope.response.post;
    assert.equal(published.state, 'published');
    assert.ok(published.content.type === 'note' && published.content.ask === question && published.content.asker === 'tumbledemo');
    // Public now, on the owner's blog, for a visitor too.
    const seen = await a.anonymous.get<BlogViewerPosts>(`/svc/indash_blog/posts?tumblelog_name_or_id=friendly&post_id=${published.id}`);
    assert.equal(seen.statusCode, 200, seen.body);
    assert.equal((await a.friend.post('/answer', { ...body, post_id: published.id })).statusCode, 409);
  });

  it('offers no ask entry for a blog with asks off, and refuses asks to it', async () => {
    await t.db.updateTable('blogs').set({ asks: false }).where('name', '=', 'film-grain').execute();
    try {
      const header = await a.anonymous.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header?tumblelog_name_or_id=film-grain');
      assert.equal(header.envelope.response.tumblelog.asks, false);
      assert.equal(header.envelope.response.tumblelog.anonymous_asks, false);
      const refused = await a.friend.post('/svc/post/ask', { recipient: 'film-grain', anonymous: false, question: 'Any film tips?' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.envelope.meta.msg, 'film-grain is not taking questions.');
    } finally {
      await t.db.updateTable('blogs').set({ asks: true }).where('name', '=', 'film-grain').execute();
    }
  });

  it('takes a submission of any post type of the post form into the inbox of a blog that takes them', async () => {
    const body = { recipient: 'tumbledemo', post: { type: 'text', one: 'A goose, again', two: '<p>Another goose.</p>', tags: 'geese, birds' } };
    assert.equal((await a.anonymous.post('/svc/post/submit', body)).statusCode, 401);
    assert.equal((await a.demo.post('/svc/post/submit', body)).statusCode, 403);
    assert.equal((await a.friend.post('/svc/post/submit', { ...body, recipient: 'recipe-box' })).statusCode, 403);
    const empty = await a.friend.post('/svc/post/submit', { ...body, post: { type: 'text', one: '', two: '' } });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.body, /Post body empty/);
    assert.equal((await a.friend.post('/svc/post/submit', { ...body, post: { type: 'answer', two: 'x' } })).statusCode, 400);
    assert.equal((await a.friend.post('/svc/post/submit', { ...body, channel_id: 'tumbledemo' })).statusCode, 400);
    const sent = await a.friend.post<{ id: string }>('/svc/post/submit', body);
    assert.equal(sent.statusCode, 200, sent.body);

    // A photo post of the submitter's own upload; someone else's upload is refused.
    const friendId = (await t.db.selectFrom('users').select('id').where('email', '=', 'friend@example.com').executeTakeFirstOrThrow()).id;
    const demoId = (await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('uploads')
      .values([
        { name: 'submitted-goose.png', mime: 'image/png', size_bytes: 10, kind: 'image', width: 40, height: 30, owner_user_id: friendId },
        { name: 'demo-only.png', mime: 'image/png', size_bytes: 10, kind: 'image', width: 4, height: 3, owner_user_id: demoId },
      ])
      .execute();
    const photo = (url: string) => ({
      recipient: 'tumbledemo',
      post: { type: 'photo', two: '<p>Goose portrait</p>', photoset_order: 'o1', tags: 'geese' },
      images: { o1: url },
      caption: { o1: 'the goose' },
    });
    assert.equal((await a.friend.post('/svc/post/submit', photo('/media/demo-only.png'))).statusCode, 400);
    const sentPhoto = await a.friend.post<{ id: string }>('/svc/post/submit', photo('/media/submitted-goose.png'));
    assert.equal(sentPhoto.statusCode, 200, sentPhoto.body);
    const chat = await a.friend.post<{ id: string }>('/svc/post/submit', { recipient: 'tumbledemo', post: { type: 'chat', one: 'Geese talk', two: 'Goose: honk\nMe: indeed' } });
    assert.equal(chat.statusCode, 200, chat.body);

    const inbox = await a.demo.get<{ posts: (DashboardPost & { submitter?: { name: string } })[] }>('/svc/post/inbox?limit=50');
    const submission = inbox.envelope.response.posts.find((post) => post.id === sent.envelope.response.id);
    assert.equal(submission?.submitter?.name, 'friendly');
    assert.deepEqual(submission?.tags, ['geese', 'birds']);
    const photoPost = inbox.envelope.response.posts.find((post) => post.id === sentPhoto.envelope.response.id);
    assert.equal(photoPost?.state, 'unapproved');
    const content = photoPost?.content as Extract<DashboardPost['content'], { type: 'photo' }>;
    assert.deepEqual(content.photos.map(({ url, width, height, caption }) => ({ url, width, height, caption })), [{ url: '/media/submitted-goose.png', width: 40, height: 30, caption: 'the goose' }]);
    assert.equal(inbox.envelope.response.posts.find((post) => post.id === chat.envelope.response.id)?.type, 'chat');
  });

  it('lets the owner dismiss or appeal a flagged post, one allowed step at a time', async () => {
    const flagged = await t.db.selectFrom('posts').innerJoin('blogs', 'blogs.id', 'posts.blog_id').select(['posts.id', 'blogs.name']).where('posts.flagged_nsfw', '=', true).executeTakeFirstOrThrow();
    assert.equal(flagged.name, 'demo-sketches');
    const url = `/svc/indash_blog/posts?tumblelog_name_or_id=demo-sketches&post_id=${flagged.id}`;
    const ownView = (await a.demo.get<BlogViewerPosts>(url)).envelope.response.posts[0] as Post;
    assert.equal(ownView.is_nsfw, true);
    assert.equal(ownView.appeal_state, 1);
    const othersView = (await a.friend.get<BlogViewerPosts>(url)).envelope.response.posts[0] as Post;
    assert.equal(othersView.is_nsfw, true);
    assert.equal(othersView.appeal_state, undefined);

    const body = (state: number) => ({ post_id: flagged.id, blog_name: 'demo-sketches', state });
    assert.equal((await a.anonymous.post('/svc/appeal', body(3))).statusCode, 401);
    assert.equal((await a.friend.post('/svc/appeal', body(3))).statusCode, 403);
    assert.equal((await a.demo.post('/svc/appeal', body(4))).statusCode, 409);
    assert.equal((await a.demo.post('/svc/appeal', body(9))).statusCode, 400);
    assert.equal((await a.demo.post('/svc/appeal', { ...body(2), blog_name: 'tumbledemo' })).statusCode, 404);
    const unflagged = await insertPost(t.db, 'tumbledemo');
    assert.equal((await a.demo.post('/svc/appeal', { post_id: unflagged.id, blog_name: 'tumbledemo', state: 3 })).statusCode, 409);
    assert.equal((await a.demo.post('/svc/appeal', body(2))).statusCode, 200);
    assert.equal((await a.demo.post('/svc/appeal', body(2))).statusCode, 409);
    assert.equal((await a.demo.post('/svc/appeal', body(3))).statusCode, 200);
    assert.equal((await a.demo.post('/svc/appeal', body(2))).statusCode, 409);
    assert.equal(((await a.demo.get<BlogViewerPosts>(url)).envelope.response.posts[0] as Post).appeal_state, 3);
  });

  it('searches a blog with full-text search, filtered and paged; Popular Tags are its most used', async () => {
    await insertPost(t.db, 'night-owl-notes', { content: JSON.stringify({ type: 'text', title: 'Lanterns at midnight', body: '<p>Paper lanterns glowing.</p>' }), tags: ['lanterns'] });
    await insertPost(t.db, 'night-owl-notes', { content: JSON.stringify({ type: 'quote', quote: '<p>A lantern is a small sun.</p>', source: 'someone' }), type: 'quote', tags: [] });
    await insertPost(t.db, 'night-owl-notes', { content: JSON.stringify({ type: 'text', title: 'Private lanterns', body: '' }), is_private: true });
    const search = (client: typeof a.anonymous, query = '') => client.get<BlogSearchPage>(`/svc/search/blog_search/night-owl-notes/lantern${query}`);
    const found = (await search(a.anonymous)).envelope.response;
    assert.equal(found.posts.length, 2);
    assert.equal(found.next_offset, -1);
    const quotes = (await search(a.anonymous, '?post_type=QUOTE')).envelope.response;
    assert.deepEqual(quotes.posts.map((post) => post.type), ['quote']);
    const paged = (await search(a.anonymous, '?limit=1')).envelope.response;
    assert.equal(paged.posts.length, 1);
    assert.equal(paged.next_offset, 1);
    assert.equal((await search(a.anonymous, '?sort=NEWEST')).statusCode, 400);
    assert.equal((await search(a.anonymous, '?post_role=ORIGINAL&sort=POPULARITY_DESC')).statusCode, 200);
    assert.equal((await a.anonymous.get('/svc/search/blog_search/no-such-blog/x')).statusCode, 404);
    const none = (await a.anonymous.get<BlogSearchPage>('/svc/search/blog_search/night-owl-notes/zzzqqq')).envelope.response;
    assert.deepEqual(none, { posts: [], next_offset: -1 });

    const tags = (await a.anonymous.get<TypeaheadResponse>('/svc/search/blog_search_typeahead/tumbledemo')).envelope.response.tags;
    assert.ok(tags.length > 0 && tags.length <= 20);
    assert.ok(!tags.some((tag) => tag.tag === 'private'), 'tags of private posts stay private');
    const owned = (await a.demo.get<TypeaheadResponse>('/svc/search/blog_search_typeahead/tumbledemo')).envelope.response.tags;
    assert.ok(owned.some((tag) => tag.tag === 'private'));
  });

  it('can answer a search from the GIN index, one of stop words only too, computing no post’s words', async () => {
    const planOf = (words: string) =>
      planWithOnlyIndex(t.db, 'posts_search_idx', sql`SELECT id FROM posts p WHERE p.state = 'published' AND ${POST_WORDS} @@ ${searchWords(words)}`);
    for (const words of ['lantern', 'the who']) {
      const plan = await planOf(words);
      assert.match(plan, /posts_search_idx/);
      // The index's recheck reads the stored words (migration 100) rather than computing them for each match.
      assert.doesNotMatch(plan, /td_post_search_words/);
    }
  });

  it('finds a post by the words of its last edit', async () => {
    const save = (post: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      a.demo.post<SaveResponse>('/svc/post/update', {
        channel_id: 'tumbledemo',
        ...extra,
        post: { type: 'text', state: '0', slug: '', publish_on: '', source_url: '', one: 'Garden notes', ...post },
      });
    const created = await save({ two: '<p>The quillfeather blooms.</p>', tags: 'hedgerow' });
    assert.equal(created.statusCode, 200, created.body);
    const found = async (word: string) =>
      (await a.anonymous.get<BlogSearchPage>(`/svc/search/blog_search/tumbledemo/${word}`)).envelope.response.posts.map((post) => post.id);
    const id = created.envelope.response.post.id;
    assert.deepEqual(await found('quillfeather'), [id]);
    assert.deepEqual(await found('hedgerow'), [id]);
    const edited = await save({ two: '<p>The marigoldish blooms.</p>', tags: 'meadowsweet' }, { post_id: id });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(await found('quillfeather'), []);
    assert.deepEqual(await found('hedgerow'), []);
    assert.deepEqual(await found('marigoldish'), [id]);
    assert.deepEqual(await found('meadowsweet'), [id]);
  });

  it('searches the whole site for blogs and posts, top or recent, by type', async () => {
    const response = await a.anonymous.get<SiteSearchPage>('/svc/search/site?q=night');
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(response.envelope.response.blogs.some((blog) => blog.name === 'night-owl-notes'));
    const recent = await a.anonymous.get<SiteSearchPage>('/svc/search/site?q=lantern&sort=recent&filter_post_type=quote');
    assert.ok(recent.envelope.response.posts.length >= 1);
    assert.ok(recent.envelope.response.posts.every((post) => post.type === 'quote'));
    assert.ok(!(await a.demo.get<SiteSearchPage>('/svc/search/site?q=lanterns')).envelope.response.posts.some((post) => post.state === 'private'));
    assert.equal((await a.anonymous.get('/svc/search/site?q=')).statusCode, 400);
    assert.equal((await a.anonymous.get('/svc/search/site?q=x&sort=best')).statusCode, 400);
    const flagged = await a.anonymous.get<SiteSearchPage>('/svc/search/site?q=charcoal&filter_nsfw=true');
    assert.equal(flagged.envelope.response.posts.length, 0);
    const unfiltered = await a.anonymous.get<SiteSearchPage>('/svc/search/site?q=charcoal&filter_nsfw=false');
    assert.equal(unfiltered.envelope.response.posts.length, 1);
  });

  it('finds posts for a search made only of stop words ("the", "a", "the who"), in a blog and the whole site', async () => {
    const text = (title: string, body: string) => JSON.stringify({ type: 'text', title, body: `<p>${body}</p>` });
    const who = await insertPost(t.db, 'film-grain', { content: text('Saw The Who', 'Loud, and a joy.') });
    const other = await insertPost(t.db, 'film-grain', { content: text('Guitars', 'Loud guitars everywhere.') });
    try {
      const ids = async (url: string) => {
        const response = await a.anonymous.get<BlogSearchPage | SiteSearchPage>(url);
        assert.equal(response.statusCode, 200, response.body);
        return response.envelope.response.posts.map((post) => post.id);
      };
      const inBlog = await ids('/svc/search/blog_search/film-grain/the?limit=50');
      assert.equal(inBlog[0], who.id, 'the newest post with “the” comes first');
      assert.ok(inBlog.length > 1, 'older posts with “the” too');
      assert.ok(!inBlog.includes(other.id), 'a post without “the” is left out');
      assert.deepEqual((await ids(`/svc/search/blog_search/film-grain/${encodeURIComponent('the who')}`)), [who.id]);
      assert.equal((await ids('/svc/search/site?q=the&sort=recent'))[0], who.id);
      assert.equal((await ids('/svc/search/site?q=a&sort=recent'))[0], who.id);
      assert.ok((await ids('/svc/search/site?q=the')).length > 0, 'top posts too');
      // A search with other words still leaves its stop words out.
      assert.deepEqual(await ids(`/svc/search/blog_search/film-grain/${encodeURIComponent('the loud guitars')}`), [other.id]);
    } finally {
      await t.db.deleteFrom('posts').where('id', 'in', [who.id, other.id]).execute();
    }
  });

  it('ranks an old, much-noted match first in “top” and “popular”, past the newest 1000 matches', async () => {
    const blog = await blogId(t.db, 'film-grain');
    const { rows: [old] } = await sql<{ id: string }>`INSERT INTO posts (id, blog_id, type, content, reblog_key, note_count, published_at)
      VALUES (td_post_id(now() - interval '30 days'), ${blog}, 'text', ${JSON.stringify({ type: 'text', title: 'Zebrafish of old', body: '<p>Striped.</p>' })},
        'zebra-old', 5000, now() - interval '30 days') RETURNING id`.execute(t.db);
    await sql`INSERT INTO posts (blog_id, type, content, reblog_key, published_at)
      SELECT ${blog}, 'text', jsonb_build_object('type', 'text', 'title', 'Zebrafish ' || i, 'body', '<p>Striped.</p>'), 'zebra' || i, now()
      FROM generate_series(1, 1001) i`.execute(t.db);
    try {
      const page = async (url: string) => (await a.anonymous.get<SiteSearchPage>(url)).envelope.response;
      assert.equal((await page('/svc/search/site?q=zebrafish')).posts[0]?.id, old!.id);
      const popular = async (client: typeof a.anonymous, query = '') =>
        (await client.get<BlogSearchPage>(`/svc/search/blog_search/film-grain/zebrafish?sort=POPULARITY_DESC${query}`)).envelope.response;
      assert.equal((await popular(a.anonymous)).posts[0]?.id, old!.id);
      assert.equal((await popular(a.friend)).posts[0]?.id, old!.id, 'signed in too');
      // Top ranks the newest 1000 matches and the 1000 most noted (the old one and the newest 999 of none); popular, every match.
      const top = await page('/svc/search/site?q=zebrafish&offset=1000&limit=10');
      assert.equal(top.posts.length, 1);
      assert.equal(top.next_offset, -1);
      const last = await popular(a.anonymous, '&next_offset=1000');
      assert.equal(last.posts.length, 2);
      assert.equal(last.next_offset, -1);
    } finally {
      await t.db.deleteFrom('posts').where('reblog_key', 'like', 'zebra%').execute();
    }
  });

  it('follows and unfollows from the viewer header (B§4 sources)', async () => {
    const followed = await a.friend.post('/svc/follow', { tumblelog: 'film-grain', source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
    assert.equal(followed.statusCode, 200, followed.body);
    const header = await a.friend.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header?tumblelog_name_or_id=film-grain');
    assert.equal(header.envelope.response.tumblelog.following, true);
    assert.equal((await a.friend.post('/svc/unfollow', { tumblelog: 'film-grain', source: 'UNFOLLOW_SOURCE_PEEPR_HEADER' })).statusCode, 200);
    assert.equal((await a.friend.post('/svc/follow', { tumblelog: 'film-grain', source: 'FOLLOW_SOURCE_ELSEWHERE' })).statusCode, 400);
  });

  it('gives the hover card the blog and its recent public posts', async () => {
    const card = await a.friend.get<BlogPopover>('/svc/tumblelog/tumbledemo/popover');
    assert.equal(card.statusCode, 200, card.body);
    assert.equal(card.envelope.response.tumblelog.following, true);
    assert.ok(card.envelope.response.recent_posts.length >= 2);
    assert.ok(card.envelope.response.recent_posts.every((post) => post.summary !== 'Private note'));
    assert.equal((await a.anonymous.get('/svc/tumblelog/nobody-here/popover')).statusCode, 404);
  });

  it('serves A§7.1’s /svc/tumblelog_popover/{name} and /svc/{blog}/posts/highlighted from the card’s own posts', async () => {
    const card = (await a.friend.get<BlogPopover>('/svc/tumblelog/tumbledemo/popover')).envelope.response;
    const popover = await a.friend.get<TumblelogPopover>('/svc/tumblelog_popover/tumbledemo?is_tumblelog_popover=true&is_user_mention=false');
    assert.equal(popover.statusCode, 200, popover.body);
    assert.deepEqual(popover.envelope.response, { tumblelog: card.tumblelog, highlighted_posts: card.recent_posts });
    const highlighted = await a.anonymous.get<HighlightedPosts>('/svc/TumbleDemo/posts/highlighted?is_user_mention=true');
    assert.equal(highlighted.statusCode, 200, highlighted.body);
    assert.deepEqual(highlighted.envelope.response, { highlighted_posts: card.recent_posts });
    assert.equal((await a.anonymous.get('/svc/tumblelog_popover/tumbledemo?is_tumblelog_popover=maybe')).statusCode, 400);
    for (const path of ['/svc/tumblelog_popover/nobody-here', '/svc/nobody-here/posts/highlighted']) {
      assert.equal((await a.anonymous.get(path)).statusCode, 404, path);
    }
    // A private blog is as missing here as on the card.
    await t.db.updateTable('blogs').set({ is_private: true }).where('name', '=', 'demo-sketches').execute();
    try {
      for (const path of ['/svc/tumblelog_popover/demo-sketches', '/svc/demo-sketches/posts/highlighted']) {
        assert.equal((await a.friend.get(path)).statusCode, 404, path);
        assert.equal((await a.demo.get(path)).statusCode, 200, path);
      }
    } finally {
      await t.db.updateTable('blogs').set({ is_private: false }).where('name', '=', 'demo-sketches').execute();
    }
    // The static segments of other /svc/<word>/posts routes still win over the blog name.
    const peepr = await a.anonymous.get<BlogViewerPosts>('/svc/indash_blog/posts?tumblelog_name_or_id=tumbledemo');
    assert.equal(peepr.statusCode, 200, peepr.body);
    assert.ok(Array.isArray(peepr.envelope.response.posts));
  });
});
