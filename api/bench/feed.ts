/**
 * Dashboard query benchmark (a script that prints figures, not a test):
 * 10k blogs (one user each, ~55 follows each), 100k posts (10% reblogs) and 200k likes in a fresh
 * in-memory PGlite, made with INSERT … SELECT generate_series, then p50/p95 of dashboard pages.
 * Run: npm run bench:feed -w api   (BENCH_ROUNDS=… to change the number of pages timed)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { presentPosts } from '../src/posts/load.js';
import { dashboardRows, NO_CURSOR, type TimelineViewer } from '../src/timeline/query.js';

const BLOGS = 10_000;
const ORIGINALS = 90_000;
const REBLOGS = 10_000;
const PAGE = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${label.padEnd(44)} ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
}

async function fill(db: Db): Promise<void> {
  console.log('Filling the database:');
  await step(`${BLOGS} users and blogs`, async () => {
    await sql`INSERT INTO users (email, password_hash, polling_token)
      SELECT 'bench' || g || '@example.com', 'x', 'poll-' || g FROM generate_series(1, ${BLOGS}) g`.execute(db);
    await sql`INSERT INTO blogs (name, title, mention_key)
      SELECT 'blog-' || g, 'Blog ' || g, 'mention-' || g FROM generate_series(1, ${BLOGS}) g`.execute(db);
    await sql`INSERT INTO blog_members (user_id, blog_id, role)
      SELECT u.id, b.id, 'owner' FROM users u JOIN blogs b ON b.name = 'blog-' || u.id`.execute(db);
    await sql`UPDATE users SET primary_blog_id = id, current_blog_id = id`.execute(db);
  });
  await step('follows (10 to 99 per blog)', () =>
    // k * 7919 is never a multiple of 10000 for k < 10000, so nobody follows themselves or twice.
    sql`INSERT INTO follows (follower_blog_id, followed_blog_id)
      SELECT b, 1 + ((b - 1 + k * 7919) % ${BLOGS})
      FROM generate_series(1, ${BLOGS}) b, LATERAL generate_series(1, 10 + b % 90) k`.execute(db),
  );
  await step(`${ORIGINALS} original posts over 35 days`, () =>
    sql`INSERT INTO posts (id, blog_id, type, content, tags, reblog_key, created_at, published_at)
      SELECT td_post_id(at), 1 + (g * 7) % ${BLOGS}, 'text',
        jsonb_build_object('type', 'text', 'title', 'Post ' || g, 'body', '<p>Body of post ' || g || '</p>'),
        ARRAY['bench', 'tag' || (g % 50)], substr(md5(g::text), 1, 8), at, at
      FROM generate_series(1, ${ORIGINALS}) g,
        LATERAL (SELECT now() - (${ORIGINALS} - g) * interval '33 seconds' AS at) t`.execute(db),
  );
  await step(`${REBLOGS} reblogs with a trail`, () =>
    sql`INSERT INTO posts (id, blog_id, type, content, reblog_key, parent_post_id, parent_blog_id, root_post_id,
        root_blog_id, trail, created_at, published_at)
      SELECT td_post_id(at), 1 + (p.blog_id * 13) % ${BLOGS}, p.type, p.content, substr(md5(p.id::text), 1, 8),
        p.id, p.blog_id, p.id, p.blog_id,
        jsonb_build_array(jsonb_build_object('blog', jsonb_build_object('name', 'x', 'uuid', 'x', 'avatar_url', ''),
          'post_id', p.id::text, 'content_html', '<p>So good.</p>')),
        at, at
      FROM (SELECT * FROM posts ORDER BY id LIMIT ${REBLOGS}) p,
        LATERAL (SELECT p.created_at + interval '1 hour' AS at) t`.execute(db),
  );
  await step('200k likes', () =>
    sql`INSERT INTO likes (user_id, post_id)
      SELECT 1 + ((rn * 31 + k * 17) % ${BLOGS}), id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM posts) p, generate_series(1, 2) k
      ON CONFLICT DO NOTHING`.execute(db),
  );
  await step('ANALYZE', () => sql`ANALYZE`.execute(db));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(db: Db, label: string, viewerFor: (round: number) => TimelineViewer, depth: number): Promise<void> {
  const times: number[] = [];
  let posts = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const viewer = viewerFor(round);
    let before = NO_CURSOR;
    // Walk to the page asked for; only that page is timed.
    for (let page = 1; page < depth; page += 1) {
      const rows = await dashboardRows(db, viewer, before, PAGE + 1);
      before = rows[PAGE - 1]?.id ?? before;
    }
    const started = performance.now();
    const rows = await dashboardRows(db, viewer, before, PAGE + 1);
    const page = await presentPosts(db, rows.slice(0, PAGE), viewer.currentBlogId);
    times.push(performance.now() - started);
    posts += page.length;
  }
  times.sort((a, b) => a - b);
  const fmt = (value: number) => value.toFixed(2).padStart(7);
  console.log(
    `  ${label.padEnd(34)} p50 ${fmt(percentile(times, 50))} ms   p95 ${fmt(percentile(times, 95))} ms   max ${fmt(times.at(-1)!)} ms   (${(posts / ROUNDS).toFixed(1)} posts/page)`,
  );
}

const handle = await openDatabase({});
try {
  await migrate(handle.db);
  await fill(handle.db);
  const { rows } = await sql<{ posts: number; follows: number; likes: number }>`
    SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM follows)::int AS follows,
      (SELECT count(*) FROM likes)::int AS likes`.execute(handle.db);
  console.log(`\n${rows[0]!.posts} posts, ${rows[0]!.follows} follows, ${rows[0]!.likes} likes, ${BLOGS} blogs.`);
  console.log(`Dashboard pages of ${PAGE} (rows + presentation, 2 queries), ${ROUNDS} rounds each, PGlite in memory:`);
  // Viewers spread over all blogs; blog b follows 10 + b % 90 blogs.
  const signedIn = (round: number): TimelineViewer => {
    const id = String(1 + ((round * 7919) % BLOGS));
    return { userId: id, currentBlogId: id };
  };
  const anonymous = (): TimelineViewer => ({ userId: null, currentBlogId: null });
  await measure(handle.db, 'anonymous, first page', anonymous, 1);
  await measure(handle.db, 'anonymous, page 5', anonymous, 5);
  await measure(handle.db, 'signed in, first page', signedIn, 1);
  await measure(handle.db, 'signed in, page 5', signedIn, 5);
} finally {
  await handle.close();
}
