import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { trendingRows } from '../explore/query.js';
import type { TestApp } from '../testing/app.js';
import { withSeededApp } from '../testing/post-fixtures.js';
import { dashboardRows, NO_CURSOR } from '../timeline/query.js';
import { POST_COLUMNS } from './columns.js';
import { presentPostById } from './load.js';
import { loadVisiblePost } from './visibility.js';

describe('the columns of a post the api reads', () => {
  let t: TestApp;
  withSeededApp((app) => (t = app));
  const visitor = { userId: null, currentBlogId: null };

  it('are every column of posts but its search words', async () => {
    const { rows } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'posts' AND column_name <> 'search_words'`.execute(t.db);
    const { rows: [post] } = await sql<Record<string, unknown>>`SELECT ${POST_COLUMNS} FROM posts p LIMIT 1`.execute(t.db);
    assert.deepEqual(Object.keys(post!).sort(), rows.map((row) => row.column_name).sort());
  });

  it('leave the search words out of feeds, trending and single posts', async () => {
    const dashboard = await dashboardRows(t.db, visitor, NO_CURSOR, 10);
    const trending = await trendingRows(t.db, visitor, null, 10);
    const single = await loadVisiblePost(t.db, dashboard[0]!.id, null);
    for (const row of [...dashboard, ...trending, single]) {
      assert.ok(row.content, 'the row is read');
      assert.ok(!('search_words' in row), `post ${row.id} carries its search words`);
    }
    assert.ok(await presentPostById(t.db, dashboard[0]!.id, visitor));
  });
});
