import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { queryWords } from '../blog-search/words.js';
import type { PostContent } from '../contracts.js';
import { readImageInfo } from '../media/image-info.js';
import type { TestApp } from '../testing/app.js';
import { blogId, insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';
import { planWithOnlyIndex } from '../testing/query-plan.js';
import type { GifMedia } from '../contracts.js';
import { isSensitiveQuery, SENSITIVE_MESSAGE } from './sensitive.js';

interface GifAnswer {
  media: GifMedia[];
  message: { header: string; body: string } | null;
}

const SEARCH = '/svc/search/inline_gif';

const photoContent = (url: string, caption = '<p>A picture</p>'): string =>
  JSON.stringify({ type: 'photo', caption, linkthrough: '', layout: [1], photos: [{ id: 'o1', url, width: 120, height: 90, caption: '' }] } satisfies PostContent);

describe('GIF search: POST /svc/search/inline_gif', () => {
  let t: TestApp;
  let a: Actors;
  const search = (body: Record<string, unknown>, client = () => a.demo) => client().post<GifAnswer>(SEARCH, body);

  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('needs a signed-in user and the form key', async () => {
    assert.equal((await a.anonymous.post(SEARCH, { q: 'cat' })).statusCode, 401);
    const noKey = await a.demo.post(SEARCH, { q: 'cat' }, null);
    assert.equal(noKey.statusCode, 403);
    assert.equal(noKey.envelope.meta.msg, 'Invalid form key');
  });

  it('finds the seeded GIFs for "cat" and "dance", with every field of a result', async () => {
    for (const q of ['cat', 'dance', 'happy', 'loop', 'reaction']) {
      const response = await search({ q, limit: 200, context: 'post-form' });
      assert.equal(response.statusCode, 200, response.body);
      assert.ok(response.envelope.response.media.length >= 2, `${q}: ${response.envelope.response.media.length}`);
      assert.equal(response.envelope.response.message, null);
    }
    const [first] = (await search({ q: 'cat' })).envelope.response.media;
    assert.ok(first);
    assert.deepEqual(Object.keys(first).sort(), [
      'height', 'mediaUrl', 'popularSearchTag', 'postBlog', 'postBlogUuid', 'postId', 'postTags', 'postUrl', 'rootBlog', 'rootBlogKey', 'rootBlogUrl', 'rootPostUrl', 'rootPostUrlHash', 'width',
    ]);
    assert.match(first.mediaUrl, /^\/media\/[\w-]+\.gif$/);
    assert.equal(first.postUrl, `/blog/${first.postBlog}/${first.postId}`);
    assert.equal(first.rootPostUrl, first.postUrl);
    assert.equal(first.rootBlog, first.postBlog);
    assert.equal(first.rootBlogUrl, `/blog/${first.rootBlog}`);
    assert.match(first.rootBlogKey, /^[0-9a-f-]{36}$/);
    // A GIF sent as a message needs its post's blog uuid (B§5); here the post is not a reblog.
    assert.equal(first.postBlogUuid, first.rootBlogKey);
    assert.match(first.rootPostUrlHash, /^[0-9a-f]{16}$/);
    assert.equal(first.popularSearchTag.toLowerCase(), 'cat');
    assert.ok(first.width > 0 && first.height > 0);

    // The GIF itself: served from /media as image/gif, readable as one, the size the result says.
    const served = await t.app.inject({ method: 'GET', url: first.mediaUrl });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/gif');
    const info = readImageInfo(served.rawPayload);
    assert.deepEqual(info && { mime: info.mime, width: info.width, height: info.height }, { mime: 'image/gif', width: first.width, height: first.height });
    assert.ok(served.rawPayload.length > 1000, 'an animation, not a stub');
  });

  it('puts exact tags first (any case), then text matches, newest first in each; drops hidden posts', async () => {
    const gif = (name: string) => `/media/${name}.gif`;
    const taggedOld = await insertPost(t.db, 'friendly', { type: 'photo', content: photoContent(gif('quokka-old')), tags: ['quokka', 'gif'] });
    const byCaption = await insertPost(t.db, 'pixel-garden', { type: 'photo', content: photoContent(gif('quokka-caption'), '<p>A <b>quokka</b> smiling</p>'), tags: ['animals'] });
    const taggedNew = await insertPost(t.db, 'night-owl-notes', { type: 'photo', content: photoContent(gif('quokka-new')), tags: ['Quokka', 'gifs'] });
    const byPluralTag = await insertPost(t.db, 'film-grain', { type: 'photo', content: photoContent(gif('quokka-plural')), tags: ['quokkas'] });
    // Not results: not a GIF, not published, private, moderated, or from a blog the searcher blocked.
    await insertPost(t.db, 'friendly', { type: 'photo', content: photoContent('/media/quokka.png'), tags: ['quokka'] });
    await insertPost(t.db, 'friendly', { type: 'text', content: JSON.stringify({ type: 'text', title: 'quokka', body: '<p>quokka</p>' }), tags: ['quokka'] });
    await insertPost(t.db, 'friendly', { type: 'photo', content: photoContent(gif('quokka-draft')), tags: ['quokka'], state: 'draft' });
    await insertPost(t.db, 'friendly', { type: 'photo', content: photoContent(gif('quokka-private')), tags: ['quokka'], is_private: true });
    await insertPost(t.db, 'friendly', { type: 'photo', content: photoContent(gif('quokka-nsfw')), tags: ['quokka'], flagged_nsfw: true });
    const blocked = await insertPost(t.db, 'recipe-box', { type: 'photo', content: photoContent(gif('quokka-blocked')), tags: ['quokka'] });
    await t.db.insertInto('blocks').values({ blocker_blog_id: await blogId(t.db, 'tumbledemo'), blocked_blog_id: await blogId(t.db, 'recipe-box') }).execute();

    const media = (await search({ q: '  QuOkKa ' })).envelope.response.media;
    assert.deepEqual(
      media.map((item) => item.postId),
      [taggedNew.id, taggedOld.id, byPluralTag.id, byCaption.id],
    );
    assert.deepEqual(media.map((item) => item.popularSearchTag), ['Quokka', 'quokka', '', '']);
    // gif and gifs are hidden by the client, so the server keeps them.
    assert.deepEqual(media[0]!.postTags, ['Quokka', 'gifs']);
    assert.deepEqual(media[1]!.postTags, ['quokka', 'gif']);

    // Someone who did not block recipe-box sees its GIF.
    const friendSees = (await search({ q: 'quokka' }, () => a.friend)).envelope.response.media.map((item) => item.postId);
    assert.ok(friendSees.includes(blocked.id));

    // A reblog shows the same GIF: it stands for it once, attributed to the original.
    const reblog = await insertPost(t.db, 'synthwave-radio', {
      type: 'photo',
      content: photoContent(gif('quokka-old')),
      tags: ['quokka'],
      parent_post_id: taggedOld.id,
      parent_blog_id: taggedOld.blog_id,
      root_post_id: taggedOld.id,
      root_blog_id: taggedOld.blog_id,
    });
    const withReblog = (await search({ q: 'quokka' })).envelope.response.media;
    assert.deepEqual(withReblog.map((item) => item.postId), [reblog.id, taggedNew.id, byPluralTag.id, byCaption.id]);
    const shared = withReblog[0]!;
    assert.equal(shared.mediaUrl, gif('quokka-old'));
    assert.equal(shared.postBlog, 'synthwave-radio');
    assert.notEqual(shared.postBlogUuid, shared.rootBlogKey);
    assert.equal(shared.rootBlog, 'friendly');
    assert.equal(shared.rootPostUrl, `/blog/friendly/${taggedOld.id}`);

    assert.deepEqual((await search({ q: 'quokka', limit: 2 })).envelope.response.media.map((item) => item.postId), [reblog.id, taggedNew.id]);
  });

  it('finds GIFs for a search of nothing but stop words (“the”, “a”, “the who”), as site search does', async () => {
    const who = await insertPost(t.db, 'film-grain', { type: 'photo', content: photoContent('/media/the-who-live.gif', '<p>Saw The Who, a loud night</p>'), tags: ['concerts'] });
    const other = await insertPost(t.db, 'film-grain', { type: 'photo', content: photoContent('/media/guitars-live.gif', '<p>Loud guitars everywhere</p>'), tags: ['concerts'] });
    try {
      const ids = async (q: string) => (await search({ q })).envelope.response.media.map((item) => item.postId);
      for (const q of ['the', 'a', 'The Who']) {
        const found = await ids(q);
        assert.equal(found[0], who.id, `${q}: the newest GIF with its words comes first`);
        assert.ok(!found.includes(other.id), `${q}: a GIF without them is left out`);
      }
      // A search with other words still leaves its stop words out.
      assert.deepEqual((await ids('the loud guitars')).slice(0, 1), [other.id]);
    } finally {
      await t.db.deleteFrom('posts').where('id', 'in', [who.id, other.id]).execute();
    }
  });

  it('can answer a search by words, one of stop words only too, from the GIF words index', async () => {
    const planOf = (words: string) =>
      planWithOnlyIndex(
        t.db,
        'posts_gif_words_idx',
        sql`SELECT x.id FROM posts x WHERE x.type = 'photo' AND x.state = 'published' AND NOT x.is_private AND td_has_gif(x.content)
          AND td_post_words(x.content, x.tags) @@ ${queryWords('plainto_tsquery', words)}`,
      );
    assert.match(await planOf('dance'), /posts_gif_words_idx/);
    assert.match(await planOf('the'), /posts_gif_words_idx/);
  });

  it('answers q is required. for a missing or blank query', async () => {
    for (const body of [{}, { q: '' }, { q: '   ' }, { limit: 5 }]) {
      const response = await search(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.envelope.meta.msg, 'q is required.');
      assert.deepEqual(response.envelope.errors, [{ field: 'q', detail: 'q is required.' }]);
    }
  });

  it('keeps limit within 1–200, 200 by default', async () => {
    for (const [limit, message] of [[0, 'limit must be at least 1.'], [201, 'limit must be at most 200.'], ['many', 'limit must be an integer.'], [2.5, 'limit must be an integer.']] as const) {
      const response = await search({ q: 'cat', limit });
      assert.equal(response.statusCode, 400, String(limit));
      assert.equal(response.envelope.meta.msg, message);
    }
    assert.equal((await search({ q: 'cat', limit: 1 })).envelope.response.media.length, 1);
    assert.equal((await search({ q: 'cat', limit: 200 })).statusCode, 200);
    assert.equal((await search({ q: 'cat', limit: '3' })).envelope.response.media.length, 3);
  });

  it('takes form-encoded bodies too', async () => {
    const response = await a.demo.request<GifAnswer>({
      method: 'POST',
      url: SEARCH,
      payload: new URLSearchParams({ q: 'Dance', limit: '2', context: 'post-form' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.envelope.response.media.length, 2);
  });

  it('never fails on odd queries', async () => {
    const odd = ["'):&|!<->*", 'the', 'a & b | !c', '\\', '%_%', 'emoji 🐱', 'x'.repeat(200), 'ümlaut straße', '<script>', 'null', '0'];
    for (const q of odd) {
      const response = await search({ q });
      assert.equal(response.statusCode, 200, `${q}: ${response.body}`);
      assert.ok(Array.isArray(response.envelope.response.media));
    }
    for (const body of [{ q: 'x'.repeat(201) }, { q: { $ne: 1 } }, { q: 'cat', context: 'x'.repeat(101) }]) {
      assert.equal((await search(body)).statusCode, 400, JSON.stringify(body).slice(0, 60));
    }
    assert.equal((await a.demo.request({ method: 'POST', url: SEARCH, payload: '{"q":', headers: { 'content-type': 'application/json' } })).statusCode, 400);
  });

  it('answers a caring message with the results of a sensitive search', async () => {
    const response = await search({ q: 'Self-Harm' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.envelope.response.message, SENSITIVE_MESSAGE);
    assert.ok(Array.isArray(response.envelope.response.media));
    assert.equal((await search({ q: 'cat' })).envelope.response.message, null);
  });
});

describe('isSensitiveQuery', () => {
  it('matches whole words and phrases, whatever the punctuation', () => {
    for (const q of ['suicide', 'self harm', 'self-harm', 'i want to die', 'pro-ana', 'thinspo gifs']) assert.equal(isSensitiveQuery(q), true, q);
    for (const q of ['cat', 'harmony', 'selfie', 'die hard', 'banana', 'prosecco']) assert.equal(isSensitiveQuery(q), false, q);
  });
});
