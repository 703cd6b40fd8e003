import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import type { TestApp, TestClient } from '../testing/app.js';
import { blogId, insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';
import type { PostNote } from './note.js';
import { noteQuery } from './query.js';

interface NotesPage {
  notes: PostNote[];
  next: string | null;
  note_count: number;
}

/** Every note of a post as `client` sees it, following `next` a page of `limit` at a time, and the count beside them. */
async function allNotes(client: TestClient, postId: string, limit = 2): Promise<{ notes: PostNote[]; count: number }> {
  const notes: PostNote[] = [];
  let url: string | null = `/svc/post/${postId}/notes?limit=${limit}`;
  let count = 0;
  while (url) {
    const page: { statusCode: number; body: string; envelope: { response: NotesPage } } = await client.get<NotesPage>(url);
    assert.equal(page.statusCode, 200, page.body);
    notes.push(...page.envelope.response.notes);
    count = page.envelope.response.note_count;
    url = page.envelope.response.next ? `/svc/post/${postId}/notes?limit=${limit}&before=${page.envelope.response.next}` : null;
  }
  return { notes, count };
}

describe('notes', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('pages likes, reblogs, replies and the post itself, newest first, without overlap', async () => {
    const post = await insertPost(t.db, 'friendly');
    await a.demo.post('/svc/like', { id: post.id, key: post.reblog_key });
    await a.demo.post('/fast_reblog', { reblog_key: post.reblog_key, reblog_post_id: post.id, channel_id: 'demo-sketches' });
    const friendly = await t.db.selectFrom('blogs').select('mention_key').where('name', '=', 'friendly').executeTakeFirstOrThrow();
    for (const text of ['one', 'two', 'three']) {
      await a.demo.post('/svc/reply', { reply_text: text, post_id: post.id, tumblelog: 'friendly', tumblelog_key: friendly.mention_key });
    }
    const { notes, count } = await allNotes(a.anonymous, post.id);
    assert.equal(count, 5);
    assert.deepEqual(notes.map((note) => note.type).sort(), ['like', 'posted', 'reblog', 'reply', 'reply', 'reply']);
    assert.equal(notes.at(-1)?.type, 'posted');
    assert.equal(new Set(notes.map((note) => note.id)).size, notes.length);
    assert.deepEqual(notes.filter((note) => note.type === 'reply').map((note) => note.reply_text), ['three', 'two', 'one']);
    assert.equal(notes.find((note) => note.type === 'reblog')?.reblog_parent, 'friendly');
    assert.equal(notes.find((note) => note.type === 'reblog')?.blog.name, 'demo-sketches');
  });

  it('answers 404 for posts the caller may not see, 400 for bad input', async () => {
    const draft = await insertPost(t.db, 'friendly', { state: 'draft' });
    assert.equal((await a.demo.get(`/svc/post/${draft.id}/notes`)).statusCode, 404);
    assert.equal((await a.anonymous.get(`/svc/post/${draft.id}/notes`)).statusCode, 404);
    assert.equal((await a.friend.get(`/svc/post/${draft.id}/notes`)).statusCode, 200);
    assert.equal((await a.demo.get('/svc/post/1/notes')).statusCode, 404);
    for (const query of ['limit=0', 'limit=51', 'before=zz', 'before=', `before=${Buffer.from('1.9.1').toString('base64url')}`]) {
      assert.equal((await a.demo.get(`/svc/post/${draft.id}/notes?${query}`)).statusCode, 400, query);
    }
    assert.ok(await blogId(t.db, 'friendly'));
  });

  it('leaves out the likes, reblogs and replies of blogs the current channel blocked, keeping the count', async () => {
    // film-grain's post: recipe-box (which tumbledemo blocks) likes, reblogs and replies; pixel-garden and
    // quote-keeper too; and a like whose blog was since deleted (no blog).
    const post = await insertPost(t.db, 'film-grain', { note_count: 7 });
    const [recipe, pixel, quote] = [await blogId(t.db, 'recipe-box'), await blogId(t.db, 'pixel-garden'), await blogId(t.db, 'quote-keeper')];
    const ownerOf = async (blog: string) =>
      (await t.db.selectFrom('blog_members').select('user_id').where('blog_id', '=', blog).executeTakeFirstOrThrow()).user_id;
    const demoUser = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    await t.db
      .insertInto('likes')
      .values([
        { user_id: await ownerOf(recipe), post_id: post.id, blog_id: recipe },
        { user_id: await ownerOf(pixel), post_id: post.id, blog_id: pixel },
        { user_id: demoUser.id, post_id: post.id, blog_id: null },
      ])
      .execute();
    for (const blog of ['recipe-box', 'quote-keeper']) {
      await insertPost(t.db, blog, { parent_post_id: post.id, parent_blog_id: post.blog_id, root_post_id: post.id, root_blog_id: post.blog_id });
    }
    await t.db
      .insertInto('replies')
      .values([
        { post_id: post.id, blog_id: recipe, body: 'from the blocked blog' },
        { post_id: post.id, blog_id: quote, body: 'from another blog' },
      ])
      .execute();
    const byBlog = ({ notes }: { notes: PostNote[] }) => notes.map((note) => `${note.type} ${note.blog.name}`).sort();
    const everyNote = ['like ', 'like pixel-garden', 'like recipe-box', 'posted film-grain', 'reblog quote-keeper', 'reblog recipe-box', 'reply quote-keeper', 'reply recipe-box'];
    const block = (path: 'add' | 'remove') => a.demo.post(`/svc/block/${path}`, { tumblelog: 'tumbledemo', blocked_tumblelog: 'recipe-box' });

    assert.deepEqual(byBlog(await allNotes(a.demo, post.id)), everyNote);
    assert.equal((await block('add')).statusCode, 200);
    const blocked = await allNotes(a.demo, post.id);
    assert.deepEqual(byBlog(blocked), everyNote.filter((note) => !note.endsWith('recipe-box')));
    assert.equal(blocked.count, 7, 'the count beside the list stays the post’s total');
    // One page holding them all says the same.
    assert.deepEqual(byBlog(await allNotes(a.demo, post.id, 50)), byBlog(blocked));
    // Another channel and a visitor still see every note.
    assert.deepEqual(byBlog(await allNotes(a.friend, post.id)), everyNote);
    assert.deepEqual(byBlog(await allNotes(a.anonymous, post.id)), everyNote);
    // The blocks are read once for the page, not once per note.
    const { rows } = await sql<Record<string, string>>`EXPLAIN ${noteQuery(post.id, await blogId(t.db, 'tumbledemo'), null, 21)}`.execute(t.db);
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    assert.match(plan, /InitPlan/, plan);
    assert.doesNotMatch(plan, /SubPlan/, plan);
    assert.equal((await block('remove')).statusCode, 200);
    assert.deepEqual(byBlog(await allNotes(a.demo, post.id)), everyNote);
  });
});
