/**
 * Search ranking benchmark (a script that prints figures, not a test), PGlite on disk: 100k published posts of
 * 2,000 blogs, one big blog holding a fifth of them, note counts skewed as real ones are (most posts a few, a
 * few thousands). Times, in this process, the real routes (`src/blog-search/routes.ts`, through Fastify's
 * inject) for a common word (every post) and a rare one (a post in 5,000): site search "top" and "recent",
 * and the big blog's search "popular" and newest, signed out and signed in (a channel with blocks).
 * Run: npm run bench:search -w api    (BENCH_ROUNDS=… timed requests per query; BENCH_PGLITE_DIR keeps the
 * filled database for the next run)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { blogSearchRoutes } from '../src/blog-search/routes.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const BLOGS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

async function fill(db: Db): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM posts`.execute(db);
  if (rows[0]!.n >= POSTS) return;
  const started = performance.now();
  await sql`INSERT INTO users (email, password_hash, polling_token)
    SELECT 'bench' || g || '@example.com', 'x', 'poll-' || g FROM generate_series(1, ${BLOGS}) g`.execute(db);
  await sql`INSERT INTO blogs (name, title, mention_key) SELECT 'blog-' || g, 'Blog ' || g, 'mention-' || g FROM generate_series(1, ${BLOGS}) g`.execute(db);
  await sql`INSERT INTO blog_members (user_id, blog_id, role) SELECT u.id, b.id, 'owner' FROM users u JOIN blogs b ON b.name = 'blog-' || u.id`.execute(db);
  await sql`UPDATE users SET primary_blog_id = id, current_blog_id = id`.execute(db);
  // blog-1 is the big blog (every fifth post); "zephyr" is the rare word; note counts: (x^4) * 5,000, x uniform.
  await sql`INSERT INTO posts (id, blog_id, type, content, tags, reblog_key, note_count, created_at, published_at)
    SELECT td_post_id(at), CASE WHEN g % 5 = 0 THEN 1 ELSE 2 + g % ${BLOGS - 1} END, 'text',
      jsonb_build_object('type', 'text', 'title', 'Post ' || g, 'body',
        '<p>Body of post ' || g || CASE WHEN g % 5000 = 0 THEN ' zephyr' ELSE '' END || '</p>'),
      ARRAY['bench', 'tag' || (g % 50)], substr(md5(g::text), 1, 8),
      floor(power(((g * 7919) % 10007) / 10007.0, 4) * 5000)::int, at, at
    FROM generate_series(1, ${POSTS}) g, LATERAL (SELECT now() - (${POSTS} - g) * interval '30 seconds' AS at) t`.execute(db);
  await sql`INSERT INTO blocks (blocker_blog_id, blocked_blog_id) SELECT 2, b FROM generate_series(3, 5) b`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(`filled ${POSTS.toLocaleString('en')} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const kept = process.env.BENCH_PGLITE_DIR;
  const dir = kept ? resolve(kept) : await mkdtemp(join(tmpdir(), 'td-bench-search-'));
  const handle = await openDatabase({ pgliteDir: join(dir, 'pglite') });
  const db = handle.db;
  await migrate(db);
  await fill(db);
  const app = Fastify();
  // Signed in as blog-2's owner (blog-2 blocked three blogs) when the request says so; no session otherwise.
  app.addHook('onRequest', async (request) => {
    request.session = request.headers['x-bench-signed-in'] ? ({ userId: '2', currentBlogId: '2' } as typeof request.session) : null;
  });
  await app.register(blogSearchRoutes, { db });
  await app.ready();
  const queries: [string, string][] = [
    ['site top, common word', '/svc/search/site?q=post&sort=top&filter_nsfw=false'],
    ['site top, common word, page 30', '/svc/search/site?q=post&sort=top&filter_nsfw=false&offset=600&limit=20'],
    ['site top, rare word', '/svc/search/site?q=zephyr&sort=top&filter_nsfw=false'],
    ['site recent, common word', '/svc/search/site?q=post&sort=recent&filter_nsfw=false'],
    ['big blog popular, common word', '/svc/search/blog_search/blog-1/post?sort=POPULARITY_DESC'],
    ['big blog popular, rare word', '/svc/search/blog_search/blog-1/zephyr?sort=POPULARITY_DESC'],
    ['big blog newest, common word', '/svc/search/blog_search/blog-1/post'],
  ];
  console.log(`${'query'.padEnd(34)} ${'signed out p50 / p95'.padStart(22)} ${'signed in p50 / p95'.padStart(22)}`);
  for (const [label, url] of queries) {
    const figures: string[] = [];
    for (const signedIn of [false, true]) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS + 3; round += 1) {
        const started = performance.now();
        const response = await app.inject({ url, headers: signedIn ? { 'x-bench-signed-in': '1' } : {} });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        // The first rounds warm the cache.
        if (round >= 3) times.push(performance.now() - started);
      }
      times.sort((x, y) => x - y);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      figures.push(`${at(0.5)} / ${at(0.95)} ms`);
    }
    console.log(`${label.padEnd(34)} ${figures[0]!.padStart(22)} ${figures[1]!.padStart(22)}`);
  }
  await app.close();
  await handle.close();
  if (!kept) await rm(dir, { recursive: true, force: true });
}

await main();
