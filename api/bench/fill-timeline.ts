/**
 * Prepares a DATA_DIR for the long-timeline benchmark (e2e/bench/long-timeline.ts): the demo world, plus
 * POSTS more text posts on `friendly` (which the demo's tumbledemo follows), spread over the last days.
 * Run: node --import tsx api/bench/fill-timeline.ts <data-dir> [posts]
 */
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/seed.js';

const dataDir = process.argv[2];
const POSTS = Number(process.argv[3] ?? 2500);
if (!dataDir) throw new Error('usage: fill-timeline.ts <data-dir> [posts]');

const handle = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
await migrate(handle.db);
await seedDatabase(handle.db, { dataDir });
await sql`INSERT INTO posts (id, blog_id, type, content, tags, reblog_key, created_at, published_at)
  SELECT td_post_id(at), (SELECT id FROM blogs WHERE name = 'friendly'), 'text',
    jsonb_build_object('type', 'text', 'title', 'Long timeline post ' || g,
      'body', '<p>Paragraph one of post ' || g || '.</p><p>And a second paragraph, to give the card some height.</p>'),
    ARRAY['long', 'timeline'], substr(md5(g::text), 1, 8), at, at
  FROM generate_series(1, ${POSTS}) g,
    LATERAL (SELECT now() - interval '1 hour' - g * interval '90 seconds' AS at) t`.execute(handle.db);
await handle.close();
console.log(`Filled ${dataDir}: demo data plus ${POSTS} posts on friendly.`);
