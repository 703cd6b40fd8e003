import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ActivityNotification, BootstrapResponse, Channel, DashboardPost, TumblelogData } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { type Actors, withSeededApp } from '../testing/post-fixtures.js';

const TEXT_POST = { type: 'text', one: 'A heron', two: '<p>Standing very still.</p>' };

describe('asks and submissions reach the blog they are sent to', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  async function activity(name: string): Promise<ActivityNotification[]> {
    const response = await a.demo.get<{ notifications: ActivityNotification[] }>(`/svc/blog/${name}/activity?limit=100`);
    assert.equal(response.statusCode, 200, response.body);
    return response.envelope.response.notifications;
  }

  async function channels(): Promise<Record<string, Channel>> {
    const response = await a.demo.bootstrap();
    return Object.fromEntries(response.envelope.response.channels.map((channel) => [channel.name, channel]));
  }

  async function setFlag(blog: string, values: { submissions?: boolean; flagged_spam?: boolean }): Promise<void> {
    await t.db.updateTable('blogs').set(values).where('name', '=', blog).execute();
  }

  it('notifies the blog of a submission, with the post waiting in its inbox', async () => {
    await setFlag('tumbledemo', { submissions: true });
    const sent = await a.friend.post<{ id: string }>('/svc/post/submit', { recipient: 'tumbledemo', post: TEXT_POST });
    assert.equal(sent.statusCode, 200, sent.body);
    const id = sent.envelope.response.id;

    const note = (await activity('tumbledemo')).find((item) => item.type === 'submission' && item.post?.id === id);
    assert.ok(note, 'the submission is in tumbledemo’s activity');
    assert.equal(note.message, 'submitted a post');
    assert.equal(note.from_tumblelog?.name, 'friendly');
    assert.equal(note.post?.tumblelog, 'tumbledemo');
    assert.equal(note.post?.summary, 'A heron');

    // As for every notification: nothing from a blog flagged as spam while the flag holds.
    await setFlag('friendly', { flagged_spam: true });
    try {
      assert.ok(!(await activity('tumbledemo')).some((item) => item.post?.id === id), 'hidden while friendly is flagged as spam');
    } finally {
      await setFlag('friendly', { flagged_spam: false });
    }
    assert.ok((await activity('tumbledemo')).some((item) => item.post?.id === id), 'shown again once the flag is undone');
  });

  it('refuses what a submission does not use, as any unknown field, and stores nothing', async () => {
    await setFlag('tumbledemo', { submissions: true });
    const waiting = async () => (await t.db.selectFrom('submissions').select('post_id').execute()).length;
    const before = await waiting();
    const refused: [Record<string, unknown>, string][] = [
      [{ editor_type: 0 }, 'editor_type'],
      [{ is_rich_text: { two: 1 } }, 'is_rich_text'],
      [{ context_page: 'blog' }, 'context_page'],
      [{ markdown: { two: '*x*' } }, 'markdown'],
      [{ post: { ...TEXT_POST, state: '0' } }, 'post[state]'],
      [{ post: { ...TEXT_POST, slug: 'a-heron' } }, 'post[slug]'],
      [{ post: { ...TEXT_POST, enable_cta: false } }, 'post[enable_cta]'],
      [{ post: { ...TEXT_POST, cta_link_url: 'https://shop.example.com/' } }, 'post[cta_link_url]'],
      [{ post: { ...TEXT_POST, cta_android_link_url: 'https://play.example.com/app' } }, 'post[cta_android_link_url]'],
      [{ post: { ...TEXT_POST, carousel_link_url: 'https://example.com/more' } }, 'post[carousel_link_url]'],
    ];
    for (const [extra, field] of refused) {
      const response = await a.friend.post('/svc/post/submit', { recipient: 'tumbledemo', post: TEXT_POST, ...extra });
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.equal(response.envelope.meta.msg, `${field} is not a field of this request.`);
      assert.deepEqual(response.envelope.errors, [{ field, detail: `${field} is not a field of this request.` }]);
    }
    assert.equal(await waiting(), before);
  });

  it('shows a submission of 2+ photos as the submitter chose: in rows, or a carousel when they made no choice', async () => {
    await setFlag('tumbledemo', { submissions: true });
    const photos = (post: Record<string, unknown>) => ({
      recipient: 'tumbledemo',
      post: { type: 'photo', two: '<p>Two herons</p>', photoset_layout: '2', ...post },
      images: { o1: 'https://img.example/a.png', o2: 'https://img.example/b.png' },
    });
    const carousel = async (post: Record<string, unknown>) => {
      const sent = await a.friend.post<{ id: string }>('/svc/post/submit', photos(post));
      assert.equal(sent.statusCode, 200, sent.body);
      const row = await t.db.selectFrom('posts').select('is_carousel').where('id', '=', sent.envelope.response.id).executeTakeFirstOrThrow();
      return row.is_carousel;
    };
    assert.equal(await carousel({ carousel_display: false }), false);
    assert.equal(await carousel({ carousel_display: true }), true);
    assert.equal(await carousel({}), true);
    const quote = await a.friend.post('/svc/post/submit', { recipient: 'tumbledemo', post: { type: 'quote', one: 'Herons.', carousel_display: true } });
    assert.equal(quote.statusCode, 400, quote.body);
    assert.equal(quote.envelope.meta.msg, 'Only photo posts can show as a carousel.');
  });

  it('gives an ask notification the waiting post and its blog; an anonymous one still names nobody', async () => {
    const named = await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: false, question: 'Which pencil do you use?' });
    assert.equal(named.statusCode, 200, named.body);
    const secret = 'Do you ever draw herons?';
    const anonymous = await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: true, question: secret });
    assert.equal(anonymous.statusCode, 200, anonymous.body);

    const inbox = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/inbox?limit=50');
    const waiting = (question: string) => inbox.envelope.response.posts.find((post) => post.content.type === 'note' && post.content.ask === question);
    const notes = await activity('tumbledemo');

    const namedNote = notes.find((item) => item.type === 'ask' && item.post?.id === waiting('Which pencil do you use?')?.id);
    assert.ok(namedNote, 'the named ask’s notification carries its post');
    assert.equal(namedNote.from_tumblelog?.name, 'friendly');
    assert.equal(namedNote.post?.tumblelog, 'tumbledemo');
    assert.equal(namedNote.post?.is_ask, true);

    const anonymousNote = notes.find((item) => item.type === 'ask' && item.post?.id === waiting(secret)?.id);
    assert.ok(anonymousNote, 'the anonymous ask’s notification carries its post');
    assert.equal(anonymousNote.from_tumblelog, null);
    assert.equal(anonymousNote.post?.summary, secret);
    assert.ok(!JSON.stringify(anonymousNote).includes('friendly'), 'nothing in it names the asker');
  });

  it('counts each of the user’s blogs’ waiting asks and submissions in its channel', async () => {
    const before = await channels();
    assert.equal(typeof before.tumbledemo?.inbox_count, 'number');
    assert.equal(typeof before['demo-sketches']?.inbox_count, 'number');
    const inboxSize = async () => (await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/inbox?limit=50')).envelope.response.posts.length;
    assert.equal(before.tumbledemo!.inbox_count, await inboxSize(), 'the count is the current blog’s inbox');

    await setFlag('tumbledemo', { submissions: true });
    const sent = await a.friend.post<{ id: string }>('/svc/post/submit', { recipient: 'tumbledemo', post: TEXT_POST });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal((await a.friend.post('/svc/post/ask', { recipient: 'demo-sketches', anonymous: false, question: 'Charcoal?' })).statusCode, 200);
    const after = await channels();
    assert.equal(after.tumbledemo!.inbox_count, before.tumbledemo!.inbox_count + 1);
    assert.equal(after['demo-sketches']!.inbox_count, before['demo-sketches']!.inbox_count + 1);

    // Handled: no longer waiting.
    assert.equal((await a.demo.post('/deny_submission', { pid: sent.envelope.response.id })).statusCode, 200);
    assert.equal((await channels()).tumbledemo!.inbox_count, before.tumbledemo!.inbox_count);

    // The same field on the blog's member data.
    const data = await a.demo.get<TumblelogData>('/svc/data/tumblelog?tumblelog=demo-sketches&include_member_data=true');
    assert.equal(data.statusCode, 200, data.body);
    assert.equal(data.envelope.response.member_data?.inbox_count, after['demo-sketches']!.inbox_count);

    // Only one's own blogs are counted.
    const friend = await a.friend.bootstrap();
    const friendly = (friend.envelope.response as BootstrapResponse).channels.find((channel) => channel.name === 'friendly');
    const friendlyWaiting = await t.db
      .selectFrom('posts')
      .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('blogs.name', '=', 'friendly')
      .where('posts.state', '=', 'unapproved')
      .executeTakeFirstOrThrow();
    assert.equal(friendly?.inbox_count, Number(friendlyWaiting.n));
  });

  it('refuses an answer over 4096 characters in words, not with the field’s name', async () => {
    const question = 'How long can an answer be?';
    assert.equal((await a.friend.post('/svc/post/ask', { recipient: 'tumbledemo', anonymous: false, question })).statusCode, 200);
    const inbox = await a.demo.get<{ posts: DashboardPost[] }>('/svc/post/inbox?limit=50');
    const ask = inbox.envelope.response.posts.find((post) => post.content.type === 'note' && post.content.ask === question)!;
    const body = { post_id: ask.id, tumblelog: 'tumbledemo', key: ask.reblog_key };

    const tooLong = await a.demo.post('/answer', { ...body, answer_text: 'a'.repeat(4097) });
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.envelope.meta.msg, 'An answer can be at most 4096 characters.');
    assert.deepEqual(tooLong.envelope.errors, [{ field: 'answer_text', detail: 'An answer can be at most 4096 characters.' }]);
    const farTooLong = await a.demo.post('/answer', { ...body, answer_text: 'a'.repeat(4096 * 4 + 1) });
    assert.equal(farTooLong.statusCode, 400);

    const longest = await a.demo.post('/answer', { ...body, answer_text: 'a'.repeat(4096) });
    assert.equal(longest.statusCode, 200, longest.body);
  });
});
