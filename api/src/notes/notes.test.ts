import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TestApp } from '../testing/app.js';
import { blogId, insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';
import type { PostNote } from './note.js';

interface NotesPage {
  notes: PostNote[];
  next: string | null;
  note_count: number;
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
    const notes: PostNote[] = [];
    let url: string | null = `/svc/post/${post.id}/notes?limit=2`;
    let count = 0;
    while (url) {
      const page: { statusCode: number; envelope: { response: NotesPage } } = await a.anonymous.get<NotesPage>(url);
      assert.equal(page.statusCode, 200);
      notes.push(...page.envelope.response.notes);
      count = page.envelope.response.note_count;
      url = page.envelope.response.next ? `/svc/post/${post.id}/notes?limit=2&before=${page.envelope.response.next}` : null;
    }
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
});
