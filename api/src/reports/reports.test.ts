import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PostReport } from '../contracts.js';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../testing/app.js';
import { actors, insertPost, postById, type Actors } from '../testing/post-fixtures.js';
import type { PostRow } from '../db/schema.js';
import { REPORT_ERRORS } from './routes.js';

/** Low enough for the last test to reach, above what the tests before it send. */
const REPORTS_PER_MINUTE = 8;

describe('reports of posts', () => {
  let t: TestApp;
  let a: Actors;
  let post: PostRow;
  let ownerFlagged: PostRow;
  before(async () => {
    t = await createTestApp({ seed: true, server: { rateLimits: { ...RELAXED_RATE_LIMITS, reports: { max: REPORTS_PER_MINUTE, windowMs: 60_000 } } } });
    a = await actors(t);
    post = await insertPost(t.db, 'tumbledemo');
    ownerFlagged = await insertPost(t.db, 'tumbledemo', { owner_flagged_nsfw: true });
  });
  after(() => t.close());

  const report = (client: Actors['demo'], target: PostRow, reason: string, text?: string) =>
    client.post<{ reported: boolean; flagged_nsfw: boolean }>('/svc/post/report', { post_id: target.id, tumblelog_name: 'tumbledemo', reason, ...(text === undefined ? {} : { text }) });

  it('takes a report once per person per post; sensitive content flags the post', async () => {
    const first = await report(a.friend, post, 'sensitive');
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.envelope.response, { reported: true, flagged_nsfw: true });
    assert.equal((await postById(t.db, post.id))?.flagged_nsfw, true);
    const again = await report(a.friend, post, 'spam');
    assert.equal(again.statusCode, 409);
    assert.equal(again.envelope.meta.msg, REPORT_ERRORS.twice);
    const rows = await t.db.selectFrom('post_reports').selectAll().where('post_id', '=', post.id).execute();
    assert.deepEqual(rows.map((row) => row.reason), ['sensitive']);
  });

  it('does not flag a post its owner already marked sensitive', async () => {
    const response = await report(a.friend, ownerFlagged, 'sensitive');
    assert.equal(response.statusCode, 200);
    assert.equal((await postById(t.db, ownerFlagged.id))?.flagged_nsfw, false);
  });

  it('refuses one’s own post, "other" without text, unknown reasons and visitors', async () => {
    const own = await report(a.demo, post, 'spam');
    assert.equal(own.statusCode, 403);
    assert.equal(own.envelope.meta.msg, REPORT_ERRORS.own);
    const other = await insertPost(t.db, 'tumbledemo');
    const bare = await report(a.friend, other, 'other', '  ');
    assert.equal(bare.statusCode, 400);
    assert.equal(bare.envelope.meta.msg, REPORT_ERRORS.otherText);
    assert.equal((await report(a.friend, other, 'boring')).statusCode, 400);
    assert.equal((await report(a.anonymous, other, 'spam')).statusCode, 401);
    assert.equal((await report(a.friend, other, 'other', 'x'.repeat(501))).statusCode, 400);
  });

  it('lists reports to admins only (demo is the seeded admin)', async () => {
    const list = await a.demo.get<{ reports: PostReport[] }>('/svc/admin/reports');
    assert.equal(list.statusCode, 200, list.body);
    const shown = list.envelope.response.reports.find((item) => item.post_id === post.id);
    assert.equal(shown?.reason, 'sensitive');
    assert.equal(shown?.reporter_email, 'friend@example.com');
    assert.equal(shown?.post_flagged_nsfw, true);
    const refused = await a.friend.get('/svc/admin/reports');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.envelope.meta.msg, REPORT_ERRORS.admins);
    assert.equal((await a.anonymous.get('/svc/admin/reports')).statusCode, 401);
  });

  it('limits reports per person (the rate-limit preset)', async () => {
    let limited;
    for (let i = 0; i <= REPORTS_PER_MINUTE && !limited; i += 1) {
      const response = await report(a.friend, await insertPost(t.db, 'tumbledemo'), 'spam');
      if (response.statusCode === 429) limited = response;
      else assert.equal(response.statusCode, 200, response.body);
    }
    assert.ok(limited, 'a report past the limit answers 429');
    assert.match(limited.envelope.meta.msg, /^You've sent a lot of reports in a short time\. Try again in /);
  });
});
