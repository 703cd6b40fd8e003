import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DashboardPost, PostContent, SaveResponse } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { insertPost, postById, type Actors, withSeededApp } from '../testing/post-fixtures.js';

const textPost = (extra: Record<string, unknown> = {}, post: Record<string, unknown> = {}) => ({
  channel_id: 'tumbledemo',
  editor_type: 0,
  is_rich_text: { one: 0, two: 1, three: 0 },
  context_page: 'dashboard',
  context_id: '',
  post: { type: 'text', state: '0', tags: ' #One, two,ONE,, three ', slug: '', publish_on: '', source_url: '', one: 'Title', two: '<p>Body<script>x()</script></p>', ...post },
  ...extra,
});

describe('compose: save, fetch, form data, video data', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('answers the form data with the user’s channels and limits', async () => {
    const response = await a.demo.post<{ channels: { name: string; is_current: boolean }[]; limits: { max_photos: number } }>('/svc/post/get_post_form_builder_data', {});
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.envelope.response.channels.map((channel) => channel.name).sort(), ['demo-sketches', 'tumbledemo']);
    assert.equal(response.envelope.response.limits.max_photos, 10);
    assert.equal((await a.anonymous.post('/svc/post/get_post_form_builder_data', {})).statusCode, 401);
  });

  it('publishes a text post: sanitized body, parsed tags, the save response', async () => {
    const response = await a.demo.post<SaveResponse>('/svc/post/update', textPost());
    assert.equal(response.statusCode, 200, response.body);
    const save = response.envelope.response;
    assert.deepEqual(save.post.content, { type: 'text', title: 'Title', body: '<p>Body</p>' });
    assert.deepEqual(save.post.tags, ['One', 'two', 'three']);
    assert.equal(save.post.state, 'published');
    assert.equal(save.message, 'Posted to tumbledemo.');
    assert.equal(save.created_post, true);
    assert.equal(save.post.is_edit, false);
    assert.equal(save.post_context_page, 'dashboard');
    assert.equal(save.context_tumblelog.name, 'tumbledemo');
    const dashboard = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/dashboard?limit=1');
    assert.equal(dashboard.envelope.response.posts[0]?.id, save.post.id);
  });

  it('saves a text post of a title alone, and of a body alone (A§5.1)', async () => {
    const titled = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { one: 'Only a title', two: '<p> </p>' }));
    assert.equal(titled.statusCode, 200, titled.body);
    assert.deepEqual(titled.envelope.response.post.content, { type: 'text', title: 'Only a title', body: '' });
    const untitled = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { one: '', two: '<p>Only a body</p>' }));
    assert.equal(untitled.statusCode, 200, untitled.body);
    assert.deepEqual(untitled.envelope.response.post.content, { type: 'text', title: '', body: '<p>Only a body</p>' });
  });

  it('parses form-encoded bodies like JSON', async () => {
    const form = new URLSearchParams({ channel_id: 'tumbledemo', 'post[type]': 'quote', 'post[state]': '1', 'post[one]': 'Q', 'post[two]': 'S', 'post[tags]': 'a' });
    const response = await a.demo.request<SaveResponse>({ method: 'POST', url: '/svc/post/update', payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.envelope.response.post.state, 'draft');
    assert.equal(response.envelope.response.message, 'Saved as a draft.');
  });

  it('repeats A§5.1 checks with their messages and fields', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [{}, { one: ' ', two: '<p> </p>' }, 'Post body empty.', 'post[two]'],
      [{}, { type: 'photo' }, 'No photos specified.', 'post[photos]'],
      [{}, { type: 'quote', one: '' }, 'No quote.', 'post[one]'],
      [{}, { type: 'link', two: '' }, 'No url.', 'post[two]'],
      [{}, { type: 'link', two: 'javascript:alert(1)' }, 'Not a valid URL', 'post[two]'],
      [{}, { type: 'chat', two: '\n \n' }, 'No chat.', 'post[two]'],
      [{}, { type: 'audio', one: '' }, 'Please choose an audio source before continuing.', 'post[one]'],
      [{ preuploaded_url: '/media/nope.mp3' }, { type: 'audio', one: '' }, 'Please choose an audio source before continuing.', 'preuploaded_url'],
      [{}, { type: 'video', one: '' }, 'No embed specified.', 'post[one]'],
      [{ embed_code: '<iframe src="http://x.example/"></iframe>' }, { type: 'video', one: 'x' }, 'Direct embed missing.', 'post[one]'],
      [{}, { type: 'note' }, 'Invalid "type" value', 'post[type]'],
      [{}, { type: 'poem' }, 'Invalid "type" value', 'post[type]'],
      [{}, { state: '7' }, 'Invalid "state" value', 'post[state]'],
      [{}, { state: '0 3' }, 'Invalid "state" value', 'post[state]'],
      [{}, { state: 'on.2', publish_on: '2001-01-01T00:00:00Z' }, 'Invalid "publish_on" value', 'post[publish_on]'],
      [{}, { source_url: 'javascript:x' }, 'Invalid "source_url" value', 'post[source_url]'],
      [{}, { slug: 'Not A Slug' }, 'Invalid "slug" value', 'post[slug]'],
      [{ images: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`o${i}`, `https://x.example/${i}.png`])) }, { type: 'photo' }, 'A post can have up to 10 photos.', 'post[photos]'],
    ];
    for (const [extra, post, message, field] of cases) {
      const response = await a.demo.post('/svc/post/update', textPost(extra, post));
      assert.equal(response.statusCode, 400, `${message}: ${response.body}`);
      assert.equal(response.envelope.meta.msg, message);
      assert.equal(response.envelope.errors?.[0]?.field, field);
    }
    assert.equal((await a.demo.post('/svc/post/update', textPost({ channel_id: 'friendly' }))).envelope.meta.msg, 'You cannot post to this blog.');
    assert.equal((await a.anonymous.post('/svc/post/update', textPost())).statusCode, 401);
    assert.equal((await a.demo.post('/svc/post/update', { channel_id: 'x', post: 'y' })).statusCode, 400);
  });

  it('builds every type’s content', async () => {
    const save = async (extra: Record<string, unknown>, post: Record<string, unknown>) => {
      const response = await a.demo.post<SaveResponse>('/svc/post/update', textPost(extra, post));
      assert.equal(response.statusCode, 200, response.body);
      return response.envelope.response.post.content;
    };
    const photo = (await save({ images: { o1: 'https://img.example/a.png', o2: 'https://img.example/b.jpg', o3: 'https://img.example/c.gif' }, caption: { o1: 'one' } }, { type: 'photo', photoset_order: 'o2,o1,o3', photoset_layout: '99' })) as Extract<PostContent, { type: 'photo' }>;
    assert.deepEqual(photo.photos.map((item) => item.id), ['o2', 'o1', 'o3']);
    assert.deepEqual(photo.layout, [1, 2]);
    assert.deepEqual(await save({}, { type: 'chat', one: 'T', two: 'A: hi: there\n\nno colon' }), { type: 'chat', title: 'T', chat: [{ label: 'A:', phrase: 'hi: there' }, { label: '', phrase: 'no colon' }] });
    const link = (await save({ excerpt: 'e', author: 'a', thumbnail: 'ftp://x' }, { type: 'link', one: 'L', two: 'https://example.com/page', three: '<p>d</p>' })) as Extract<PostContent, { type: 'link' }>;
    assert.equal(link.url, 'https://example.com/page');
    assert.equal(link.thumbnail, '');
    const video = (await save({ embed_code: '<iframe width="500" height="281" src="https://www.youtube.com/embed/abcdefghijk" allowfullscreen></iframe><script>x</script>' }, { type: 'video', one: 'https://www.youtube.com/watch?v=abcdefghijk' })) as Extract<PostContent, { type: 'video' }>;
    assert.equal(video.url, 'https://www.youtube.com/embed/abcdefghijk');
    assert.equal(video.width, 500);
    assert.ok(!video.embedCode.includes('<script'));
    const audio = (await save({ id3_tags: { title: 'T', artist: 'A', album: 'B' } }, { type: 'audio', one: 'https://example.com/a.mp3' })) as Extract<PostContent, { type: 'audio' }>;
    assert.equal(audio.trackArtist, 'A');
  });

  it('queues last and schedules', async () => {
    const queued = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { state: '2' }));
    assert.equal(queued.envelope.response.post.state, 'queued');
    assert.equal(queued.envelope.response.message, 'Added to the queue.');
    const when = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { state: 'on.2', publish_on: when }));
    assert.equal(scheduled.envelope.response.post.state, 'scheduled');
    assert.equal(scheduled.envelope.response.post.publish_on, when);
    const priv = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { state: 'private' }));
    assert.equal(priv.envelope.response.post.state, 'private');
  });

  it('edits only posts of the user’s blogs, keeping the id while published', async () => {
    const created = (await a.demo.post<SaveResponse>('/svc/post/update', textPost())).envelope.response.post;
    const edit = textPost({ post_id: created.id, editor_type: 2, markdown: { two: '**new**' } }, { two: '<p><b>new</b></p>' });
    assert.equal((await a.friend.post('/svc/post/update', { ...edit, channel_id: 'friendly' })).envelope.meta.msg, 'You cannot edit this post.');
    const saved = await a.demo.post<SaveResponse>('/svc/post/update', edit);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.envelope.response.post.id, created.id);
    assert.equal(saved.envelope.response.message, 'Saved.');
    assert.equal(saved.envelope.response.post.is_edit, true);
    const fetched = await a.demo.post<{ editor_type: string; markdown: unknown; post: DashboardPost }>('/svc/post/fetch', { post_id: created.id });
    assert.equal(fetched.envelope.response.editor_type, 'markdown');
    assert.deepEqual(fetched.envelope.response.markdown, { two: '**new**' });
    assert.equal((await a.friend.post('/svc/post/fetch', { post_id: created.id })).envelope.meta.msg, 'You cannot edit this post.');
    const draft = await insertPost(t.db, 'tumbledemo', { state: 'draft' });
    assert.equal((await a.friend.post('/svc/post/fetch', { post_id: draft.id })).statusCode, 404);
    const notAnId = await a.demo.post('/svc/post/fetch', { post_id: 'abc' });
    assert.equal(notAnId.statusCode, 404);
    assert.equal(notAnId.envelope.meta.msg, 'Post not found.');
    assert.equal((await a.demo.post('/svc/post/fetch', {})).envelope.meta.msg, 'post_id or reblog_id and reblog_key are required.');
    const type = await a.demo.post('/svc/post/update', textPost({ post_id: created.id }, { type: 'quote', one: 'q' }));
    assert.equal(type.envelope.meta.msg, 'Invalid "type" value');
  });

  it('reblogs with an addition in the trail, and edits that addition', async () => {
    const original = await insertPost(t.db, 'friendly');
    const fetched = await a.demo.post('/svc/post/fetch', { reblog_id: original.id, reblog_key: original.reblog_key });
    assert.equal(fetched.statusCode, 200);
    assert.equal((await a.demo.post('/svc/post/fetch', { reblog_id: original.id, reblog_key: 'bad' })).statusCode, 404);
    const body = textPost({ reblog_id: original.id, reblog_key: original.reblog_key }, { two: '<p>Mine</p>', one: '' });
    const response = await a.demo.post<SaveResponse>('/svc/post/update', body);
    assert.equal(response.statusCode, 200, response.body);
    const reblog = response.envelope.response.post;
    assert.equal(reblog.is_reblog, true);
    assert.equal(reblog.root_id, original.id);
    assert.deepEqual(reblog.content, original.content);
    assert.deepEqual(reblog.trail.map((item) => [item.blog.name, item.post_id, item.content_html]), [['tumbledemo', reblog.id, '<p>Mine</p>']]);
    assert.equal((await postById(t.db, original.id))!.note_count, 1);

    const edited = await a.demo.post<SaveResponse>('/svc/post/update', textPost({ post_id: reblog.id }, { two: '' }));
    assert.deepEqual(edited.envelope.response.post.trail, []);
    await t.db.updateTable('posts').set({ can_be_reblogged: false }).where('id', '=', original.id).execute();
    assert.equal((await a.demo.post('/svc/post/update', body)).envelope.meta.msg, 'This post cannot be reblogged.');
  });

  it('shows 2+ photos as a carousel or in their layout rows, as the form chose (A§3.3 carouselDisplay)', async () => {
    const photos = { images: { o1: 'https://img.example/a.png', o2: 'https://img.example/b.png' } };
    const save = async (extra: Record<string, unknown>, post: Record<string, unknown>) => {
      const response = await a.demo.post<SaveResponse>('/svc/post/update', textPost({ ...photos, ...extra }, { type: 'photo', photoset_layout: '2', three: 'https://example.com/through', ...post }));
      assert.equal(response.statusCode, 200, response.body);
      return response.envelope.response.post;
    };
    const layout = await save({}, { carousel_display: false });
    assert.equal(layout.is_carousel, false);
    assert.deepEqual((layout.content as Extract<PostContent, { type: 'photo' }>).layout, [2]);
    assert.equal((await save({}, { carousel_display: true })).is_carousel, true);
    // Without a choice, as before: a carousel.
    assert.equal((await save({}, {})).is_carousel, true);
    const form = new URLSearchParams({ channel_id: 'tumbledemo', 'post[type]': 'photo', 'post[state]': '0', 'images[o1]': 'https://img.example/a.png', 'images[o2]': 'https://img.example/b.png', 'post[carousel_display]': 'false' });
    const encoded = await a.demo.request<SaveResponse>({ method: 'POST', url: '/svc/post/update', payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(encoded.envelope.response.post.is_carousel, false, encoded.body);

    // An edit turns it on and off, and the fetch reads it back.
    const edited = await save({ post_id: layout.id }, { carousel_display: true });
    assert.equal(edited.is_carousel, true);
    const fetched = await a.demo.post<{ post: DashboardPost }>('/svc/post/fetch', { post_id: layout.id });
    assert.equal(fetched.envelope.response.post.is_carousel, true);
    assert.equal((await save({ post_id: layout.id }, { carousel_display: false })).is_carousel, false);

    // One photo is never a carousel; a reblog shows as the post it reblogs.
    assert.equal((await save({ images: { o1: 'https://img.example/a.png' } }, { carousel_display: true, photoset_layout: '1' })).is_carousel, false);
    const original = await insertPost(t.db, 'friendly', { type: 'photo', content: JSON.stringify(layout.content), is_carousel: false });
    const reblog = await a.demo.post<SaveResponse>('/svc/post/update', textPost({ reblog_id: original.id, reblog_key: original.reblog_key }, { type: 'photo', one: '', two: '', carousel_display: true }));
    assert.equal(reblog.envelope.response.post.is_carousel, false, reblog.body);
  });

  it('saves, reads back and removes a call-to-action button, refusing a bad one (A§3.3 enableCTA)', async () => {
    const cta = (post: DashboardPost) => (post as DashboardPost & { cta?: unknown }).cta;
    const created = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { enable_cta: true, cta_text_code: 1, cta_link_url: ' https://shop.example.com/sale ' }));
    assert.equal(created.statusCode, 200, created.body);
    const post = created.envelope.response.post;
    assert.deepEqual(cta(post), { text_code: 1, link_url: 'https://shop.example.com/sale', android_link_url: '' });
    const fetched = await a.demo.post<{ post: DashboardPost }>('/svc/post/fetch', { post_id: post.id });
    assert.deepEqual(cta(fetched.envelope.response.post), { text_code: 1, link_url: 'https://shop.example.com/sale', android_link_url: '' });
    const blog = await a.anonymous.get<{ posts: DashboardPost[] }>('/svc/post/blog/tumbledemo?limit=1');
    assert.deepEqual(cta(blog.envelope.response.posts[0]!), { text_code: 1, link_url: 'https://shop.example.com/sale', android_link_url: '' });

    // An edit that does not mention it keeps it; turning it off removes it.
    const kept = await a.demo.post<SaveResponse>('/svc/post/update', textPost({ post_id: post.id }));
    assert.deepEqual(cta(kept.envelope.response.post), { text_code: 1, link_url: 'https://shop.example.com/sale', android_link_url: '' });
    const removed = await a.demo.post<SaveResponse>('/svc/post/update', textPost({ post_id: post.id }, { enable_cta: false, cta_link_url: 'https://shop.example.com/sale' }));
    assert.equal(cta(removed.envelope.response.post), null);
    // The default text is code 0.
    const plain = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { enable_cta: true, cta_link_url: 'http://example.com/more' }));
    assert.deepEqual(cta(plain.envelope.response.post), { text_code: 0, link_url: 'http://example.com/more', android_link_url: '' });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ enable_cta: true }, 'Add a link for the call-to-action button.', 'post[cta_link_url]'],
      [{ enable_cta: true, cta_link_url: '  ' }, 'Add a link for the call-to-action button.', 'post[cta_link_url]'],
      [{ enable_cta: true, cta_link_url: 'javascript:alert(1)' }, 'The call-to-action link is not a valid URL.', 'post[cta_link_url]'],
      [{ enable_cta: true, cta_link_url: 'localhost/x' }, 'The call-to-action link is not a valid URL.', 'post[cta_link_url]'],
      [{ enable_cta: true, cta_link_url: 'https://example.com/', cta_android_link_url: 'javascript:x' }, 'The call-to-action link is not a valid URL.', 'post[cta_android_link_url]'],
      [{ type: 'photo', carousel_link_url: 'ftp://example.com' }, 'Invalid "carousel_link_url" value', 'post[carousel_link_url]'],
      [{ enable_cta: true, cta_link_url: 'https://example.com/', cta_text_code: 7 }, 'Choose one of the call-to-action button texts.', 'post[cta_text_code]'],
      [{ enable_cta: true, cta_link_url: 'https://example.com/', cta_text_code: -1 }, 'Choose one of the call-to-action button texts.', 'post[cta_text_code]'],
    ];
    for (const [post, message, field] of cases) {
      const response = await a.demo.post('/svc/post/update', textPost({ images: { o1: 'https://img.example/a.png' } }, post));
      assert.equal(response.statusCode, 400, `${message}: ${response.body}`);
      assert.equal(response.envelope.meta.msg, message);
      assert.equal(response.envelope.errors?.[0]?.field, field);
    }
    assert.equal((await a.demo.post('/svc/post/update', textPost({}, { enable_cta: true, cta_link_url: 'https://example.com/', cta_text_code: 'many' }))).statusCode, 400);
  });

  it('prepends https: to bare call-to-action, Android and carousel links, stores and answers them (A§3.3, A§5.2)', async () => {
    type Linked = DashboardPost & { cta?: unknown; carousel_link_url?: string };
    const photoPost = (extra: Record<string, unknown>, post: Record<string, unknown> = {}) =>
      textPost({ images: { o1: 'https://img.example/a.png', o2: 'https://img.example/b.png' }, ...extra }, { type: 'photo', ...post });
    const created = await a.demo.post<SaveResponse>(
      '/svc/post/update',
      photoPost({}, { enable_cta: true, cta_link_url: ' shop.example.com/sale ', cta_android_link_url: '//play.example.com/app', carousel_link_url: 'example.com/more' }),
    );
    assert.equal(created.statusCode, 200, created.body);
    const expected = { cta: { text_code: 0, link_url: 'https://shop.example.com/sale', android_link_url: 'https://play.example.com/app' }, carousel_link_url: 'https://example.com/more' };
    const post = created.envelope.response.post as Linked;
    assert.deepEqual({ cta: post.cta, carousel_link_url: post.carousel_link_url }, expected);
    const fetched = (await a.demo.post<{ post: Linked }>('/svc/post/fetch', { post_id: post.id })).envelope.response.post;
    assert.deepEqual({ cta: fetched.cta, carousel_link_url: fetched.carousel_link_url }, expected);
    const row = await t.db.selectFrom('posts').select(['cta_link_url', 'cta_android_link_url', 'carousel_link_url']).where('id', '=', post.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { cta_link_url: 'https://shop.example.com/sale', cta_android_link_url: 'https://play.example.com/app', carousel_link_url: 'https://example.com/more' });

    // An edit that does not mention the carousel link keeps it; an empty one removes it.
    const kept = (await a.demo.post<SaveResponse>('/svc/post/update', photoPost({ post_id: post.id }))).envelope.response.post as Linked;
    assert.equal(kept.carousel_link_url, 'https://example.com/more');
    const cleared = (await a.demo.post<SaveResponse>('/svc/post/update', photoPost({ post_id: post.id }, { carousel_link_url: '' }))).envelope.response.post as Linked;
    assert.equal(cleared.carousel_link_url, '');

    const source = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { source_url: 'example.com/origin' }));
    assert.equal(source.envelope.response.post.source_url, 'https://example.com/origin', source.body);
  });

  it('keeps a carousel link on photo posts only, and a call-to-action button on any type (B§2)', async () => {
    type Linked = DashboardPost & { cta?: unknown; carousel_link_url?: string };
    const refused = await a.demo.post('/svc/post/update', textPost({}, { carousel_link_url: 'https://example.com/more' }));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.envelope.meta.msg, 'Only photo posts have a carousel link.');
    assert.equal(refused.envelope.errors?.[0]?.field, 'post[carousel_link_url]');
    const shown = await a.demo.post('/svc/post/update', textPost({}, { carousel_display: true }));
    assert.equal(shown.statusCode, 400, shown.body);
    assert.equal(shown.envelope.meta.msg, 'Only photo posts can show as a carousel.');
    assert.equal(shown.envelope.errors?.[0]?.field, 'post[carousel_display]');
    assert.equal((await a.demo.post('/svc/post/update', textPost({}, { carousel_display: false }))).statusCode, 200);

    // An empty one is no link; a link left on another type from before is dropped by its next save.
    const empty = await a.demo.post<SaveResponse>('/svc/post/update', textPost({}, { type: 'quote', one: 'Q', carousel_link_url: ' ', enable_cta: true, cta_link_url: 'https://shop.example.com/' }));
    assert.equal(empty.statusCode, 200, empty.body);
    const quote = empty.envelope.response.post as Linked;
    assert.equal(quote.carousel_link_url, '');
    assert.deepEqual(quote.cta, { text_code: 0, link_url: 'https://shop.example.com/', android_link_url: '' });
    const old = await insertPost(t.db, 'tumbledemo', { carousel_link_url: 'https://example.com/old' });
    const resaved = await a.demo.post<SaveResponse>('/svc/post/update', textPost({ post_id: old.id }));
    assert.equal(resaved.statusCode, 200, resaved.body);
    assert.equal((await postById(t.db, old.id))!.carousel_link_url, '');
  });

  it('refuses to empty the answer of an answered ask, with /answer’s message', async () => {
    const content = { type: 'note', ask: 'Favourite colour?', asker: 'friendly', answer: '<p>Blue.</p>', caption: '' };
    const answered = await insertPost(t.db, 'tumbledemo', { type: 'note', content: JSON.stringify(content), allow_answers: true });
    const edit = (two: string) => a.demo.post<SaveResponse>('/svc/post/update', textPost({ post_id: answered.id, is_rich_text: { one: 0, two: 1, three: 1 } }, { type: 'note', one: '', two, three: '' }));
    for (const blank of ['', '<p> </p>', '<p><br></p>']) {
      const response = await edit(blank);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.envelope.meta.msg, 'Write an answer first.');
      assert.equal(response.envelope.errors?.[0]?.field, 'post[two]');
    }
    assert.equal(((await postById(t.db, answered.id))!.content as Extract<PostContent, { type: 'note' }>).answer, '<p>Blue.</p>');
    const changed = await edit('<p>Green, now.</p>');
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((changed.envelope.response.post.content as Extract<PostContent, { type: 'note' }>).answer, '<p>Green, now.</p>');
  });

  it('answers video data for canonical YouTube and Vimeo URLs', async () => {
    const youtube = await a.demo.post<{ thumbnail: string; embed_code: string; unsupported: boolean }>('/svc/post/get_video_data', { embed_url: 'https://www.youtube.com/watch?v=abcdefghijk', embed_width: 400 });
    assert.equal(youtube.envelope.response.thumbnail, 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
    assert.equal(youtube.envelope.response.embed_code, '<iframe width="400" height="225" src="https://www.youtube.com/embed/abcdefghijk" title="YouTube video player" allowfullscreen></iframe>');
    const vimeo = await a.demo.post<{ url: string }>('/svc/post/get_video_data', { embed_url: 'https://vimeo.com/123', embed_width: 400 });
    assert.equal(vimeo.envelope.response.url, 'https://player.vimeo.com/video/123');
    const other = await a.demo.post<{ unsupported: boolean; embed_render_context: string }>('/svc/post/get_video_data', { embed_url: 'https://example.com/v', embed_width: 400 });
    assert.deepEqual([other.envelope.response.unsupported, other.envelope.response.embed_render_context], [true, '']);
    assert.equal((await a.demo.post('/svc/post/get_video_data', { embed_url: ' ' })).envelope.meta.msg, 'embed_url is required.');
  });
});
