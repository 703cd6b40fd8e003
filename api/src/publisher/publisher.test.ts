import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/app.js';
import { blogId, insertPost } from '../testing/post-fixtures.js';
import { publishDue, QUEUE_INTERVAL_MS } from './publisher.js';

describe('publisher', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await sql`INSERT INTO users (email, password_hash, polling_token) VALUES ('p@example.com', 'x', 'poll-p')`.execute(t.db);
    await sql`INSERT INTO blogs (name, mention_key) VALUES ('pub-a', 'ka'), ('pub-b', 'kb')`.execute(t.db);
  });
  after(() => t.close());

  const stateOf = async (id: string) => (await t.db.selectFrom('posts').select('state').where('id', '=', id).executeTakeFirst())?.state;

  it('publishes scheduled posts when their time passes, with a new id at the top', async () => {
    const now = new Date();
    const due = await insertPost(t.db, 'pub-a', { state: 'queued', publish_on: new Date(now.getTime() + 60_000) });
    const later = await insertPost(t.db, 'pub-a', { state: 'queued', publish_on: new Date(now.getTime() + 3_600_000) });
    assert.deepEqual(await publishDue(t.db, now), { scheduled: 0, queued: 0 });
    const result = await publishDue(t.db, new Date(now.getTime() + 120_000));
    assert.equal(result.scheduled, 1);
    assert.equal(await stateOf(due.id), undefined, 'moved to a new id');
    assert.equal(await stateOf(later.id), 'queued');
    const published = await t.db.selectFrom('posts').selectAll().where('blog_id', '=', await blogId(t.db, 'pub-a')).where('state', '=', 'published').execute();
    assert.equal(published.length, 1);
    assert.ok(BigInt(published[0]!.id) > BigInt(later.id));
  });

  it('publishes queues in order, one post per blog per interval, never twice under concurrent passes', async () => {
    const b = 'pub-b';
    const first = await insertPost(t.db, b, { state: 'queued', queue_position: '2' });
    const second = await insertPost(t.db, b, { state: 'queued', queue_position: '5' });
    // Queue order, not id order.
    const zeroth = await insertPost(t.db, b, { state: 'queued', queue_position: '1' });
    const start = new Date(Date.now() + 10 * 60_000);
    const passes = await Promise.all([publishDue(t.db, start), publishDue(t.db, start)]);
    assert.equal(passes.reduce((sum, pass) => sum + pass.queued, 0) >= 1, true);
    assert.equal(await stateOf(zeroth.id), undefined);
    assert.equal(await stateOf(first.id), 'queued');
    assert.equal((await publishDue(t.db, new Date(start.getTime() + 1000))).queued, 0, 'the interval holds');
    await publishDue(t.db, new Date(start.getTime() + QUEUE_INTERVAL_MS + 1000));
    assert.equal(await stateOf(first.id), undefined);
    assert.equal(await stateOf(second.id), 'queued');
  });
});
