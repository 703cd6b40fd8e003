/**
 * Dashboard benchmark (a script that prints figures, not a test), on PGlite and on PostgreSQL:
 * 10k blogs (one user each, ~55 follows each, 3 blocks each), 100k posts (10% reblogs) and 200k likes, made with
 * INSERT … SELECT generate_series (then VACUUM ANALYZE), then p50/p95 of dashboard pages timed in this process. Then the API as
 * `npm start` runs it (api/dist/main.js, its own process, on the filled database): autocannon with 50
 * connections for 10 s, each connection signed in as another user (issue 14 goal: p95 ≤ 20 ms), the server's
 * RSS after it, after a burst of post saves with large HTML (the sanitizer's threads) and after it was idle.
 * Run: npm run bench:feed -w api        (BENCH_ROUNDS=… to change the number of pages timed in process)
 *      npm run bench:feed:1m -w api     (1,000,000 posts, 50,000 blogs, 200 follows each; minutes to fill)
 * BENCH_POSTS / BENCH_BLOGS / BENCH_FOLLOWS set the scale; BENCH_ENGINES=pglite or =postgres runs one engine;
 * BENCH_HTTP=0 skips the server; BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of a signed-in first page.
 * PGlite is on disk as in production: a temporary folder, or BENCH_PGLITE_DIR (kept, and reused when it
 * already holds this scale). PostgreSQL: BENCH_DATABASE_URL (kept and reused the same way), else a throwaway
 * database from src/testing/postgres-server.ts (TEST_DATABASE_URL's server, else a temporary initdb cluster).
 * BENCH_PORT is the server's port (default: a free one); BENCH_SERVER_ARGS are node options for the server
 * instead of npm start's `--max-semi-space-size=8` (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its
 * time goes; empty for V8's defaults).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql, type RawBuilder } from 'kysely';
import { openDatabase, type Db, type OpenOptions } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { presentPosts } from '../src/posts/load.js';
import { dashboardQuery, dashboardRows, NO_CURSOR, type TimelineViewer } from '../src/timeline/query.js';
import { loadSession, startSession } from '../src/accounts/session.js';
import { FORM_KEY_HEADER, SESSION_COOKIE } from '../src/contracts.js';
import { freePort, startTestPostgres } from '../src/testing/postgres-server.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const BLOGS = Number(process.env.BENCH_BLOGS ?? 10_000);
/** Follows per blog: 10 to 99 by default, or this many each. */
const FOLLOWS = process.env.BENCH_FOLLOWS ? Number(process.env.BENCH_FOLLOWS) : null;
const ORIGINALS = Math.round(POSTS * 0.9);
const REBLOGS = POSTS - ORIGINALS;
/** Originals are spread over 35 days whatever their number. */
const SPACING_SECONDS = (35 * 86_400) / ORIGINALS;
/** The goal's 50; fewer shows what one request costs without the queue (Little's law: latency ≈ connections / req/s). */
const HTTP_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGE = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim());
/** Post saves of the burst (~60 KB of formatted HTML each, 4 at a time). */
const SAVES = Number(process.env.BENCH_SAVES ?? 40);
/** How long the server is left alone before the last RSS reading (past the sanitizer's 30 s idle timeout). */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 35);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Engine = 'pglite' | 'postgres';

interface Target {
  label: string;
  open: OpenOptions;
  /** The server's DATA_DIR (PGlite's database is its `pglite` folder, as in production). */
  dataDir: string;
  stop(): Promise<void>;
}

interface Figures {
  engine: string;
  inProcess: { p50: number; p95: number };
  http?: { p50: number; p95: number; p99: number; rps: number; errors: number; cpuMs: number };
  rss?: { started: number; afterLoad: number; afterSaves: number; afterIdle: number; peak: number };
}

async function step(label: string, work: () => Promise<unknown>, done?: RawBuilder<{ done: boolean }>, db?: Db): Promise<void> {
  // A kept database filled in part before (the run was stopped) goes on where it was.
  if (done && db && (await done.execute(db)).rows[0]?.done) {
    console.log(`  ${label.padEnd(44)}   kept`);
    return;
  }
  const started = performance.now();
  await work();
  console.log(`  ${label.padEnd(44)} ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
}

async function targetOf(engine: Engine): Promise<Target> {
  if (engine === 'pglite') {
    const kept = process.env.BENCH_PGLITE_DIR;
    const dataDir = kept ? resolve(kept) : await mkdtemp(join(tmpdir(), 'td-bench-pglite-'));
    return {
      label: 'PGlite (on disk)',
      open: { pgliteDir: join(dataDir, 'pglite') },
      dataDir,
      stop: () => (kept ? Promise.resolve() : rm(dataDir, { recursive: true, force: true })),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'td-bench-data-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_DATABASE_URL) {
    return { label: 'PostgreSQL', open: { databaseUrl: process.env.BENCH_DATABASE_URL }, dataDir, stop: removeDir };
  }
  const server = await startTestPostgres();
  return {
    label: 'PostgreSQL',
    open: { databaseUrl: server.url },
    dataDir,
    stop: async () => {
      await server.stop();
      await removeDir();
    },
  };
}

/** A kept database must hold this scale or nothing. */
async function checkKept(db: Db): Promise<void> {
  const { rows } = await sql<{ blogs: number }>`SELECT count(*)::int AS blogs FROM blogs`.execute(db);
  const { blogs } = rows[0]!;
  if (blogs !== 0 && blogs !== BLOGS) throw new Error(`The database holds ${blogs} blogs, not this scale's ${BLOGS}: give an empty one.`);
}

async function fill(db: Db): Promise<void> {
  console.log('Filling the database:');
  await checkKept(db);
  await step(`${BLOGS} users and blogs`, () => db.transaction().execute(async (trx) => {
    await sql`INSERT INTO users (email, password_hash, polling_token)
      SELECT 'bench' || g || '@example.com', 'x', 'poll-' || g FROM generate_series(1, ${BLOGS}) g`.execute(trx);
    await sql`INSERT INTO blogs (name, title, mention_key)
      SELECT 'blog-' || g, 'Blog ' || g, 'mention-' || g FROM generate_series(1, ${BLOGS}) g`.execute(trx);
    await sql`INSERT INTO blog_members (user_id, blog_id, role)
      SELECT u.id, b.id, 'owner' FROM users u JOIN blogs b ON b.name = 'blog-' || u.id`.execute(trx);
    await sql`UPDATE users SET primary_blog_id = id, current_blog_id = id`.execute(trx);
  }), sql`SELECT EXISTS (SELECT 1 FROM blogs) AS done`, db);
  await step(FOLLOWS ? `follows (${FOLLOWS} per blog)` : 'follows (10 to 99 per blog)', () =>
    // k * 7919 is never a multiple of the blog count for k below it (7919 is prime), so nobody follows themselves or twice.
    sql`INSERT INTO follows (follower_blog_id, followed_blog_id)
      SELECT b, 1 + ((b - 1 + k * 7919) % ${BLOGS})
      FROM generate_series(1, ${BLOGS}) b, LATERAL generate_series(1, ${FOLLOWS ? sql`${FOLLOWS}` : sql`10 + b % 90`}) k
      ON CONFLICT DO NOTHING`.execute(db),
    sql`SELECT EXISTS (SELECT 1 FROM follows) AS done`,
    db,
  );
  await step(`${ORIGINALS} original posts over 35 days`, () =>
    sql`INSERT INTO posts (id, blog_id, type, content, tags, reblog_key, created_at, published_at)
      SELECT td_post_id(at), 1 + (g * 7) % ${BLOGS}, 'text',
        jsonb_build_object('type', 'text', 'title', 'Post ' || g, 'body', '<p>Body of post ' || g || '</p>'),
        ARRAY['bench', 'tag' || (g % 50)], substr(md5(g::text), 1, 8), at, at
      FROM generate_series(1, ${ORIGINALS}) g,
        LATERAL (SELECT now() - (${ORIGINALS} - g) * ${SPACING_SECONDS}::float8 * interval '1 second' AS at) t`.execute(db),
    sql`SELECT EXISTS (SELECT 1 FROM posts) AS done`,
    db,
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
    sql`SELECT EXISTS (SELECT 1 FROM posts WHERE parent_post_id IS NOT NULL) AS done`,
    db,
  );
  await step(`${(POSTS * 2).toLocaleString('en')} likes`, () =>
    sql`INSERT INTO likes (user_id, post_id)
      SELECT 1 + ((rn * 31 + k * 17) % ${BLOGS}), id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM posts) p, generate_series(1, 2) k
      ON CONFLICT DO NOTHING`.execute(db),
    sql`SELECT EXISTS (SELECT 1 FROM likes) AS done`,
    db,
  );
  // Every channel blocked a few blogs, so the lists' blocked-trail filter (src/posts/blocked-trail.ts) has blocks to read.
  await step(`${(BLOGS * 3).toLocaleString('en')} blocks (3 per blog)`, () =>
    // 104729 is prime: k * 104729 is no multiple of the blog count for k up to 3, so no blog blocks itself.
    sql`INSERT INTO blocks (blocker_blog_id, blocked_blog_id)
      SELECT b, 1 + ((b - 1 + k * 104729) % ${BLOGS}) FROM generate_series(1, ${BLOGS}) b, generate_series(1, 3) k
      ON CONFLICT DO NOTHING`.execute(db),
    sql`SELECT EXISTS (SELECT 1 FROM blocks) AS done`,
    db,
  );
  // As autovacuum would have by then: statistics, and the visibility map index-only scans rely on.
  await step('VACUUM ANALYZE', () => sql`VACUUM ANALYZE`.execute(db));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const signedIn = (round: number): TimelineViewer => {
  // Viewers spread over all blogs.
  const id = String(1 + ((round * 7919) % BLOGS));
  return { userId: id, currentBlogId: id };
};
const anonymous = (): TimelineViewer => ({ userId: null, currentBlogId: null });

async function measure(db: Db, label: string, viewerFor: (round: number) => TimelineViewer, depth: number) {
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
  const figures = { p50: percentile(times, 50), p95: percentile(times, 95) };
  const fmt = (value: number) => value.toFixed(2).padStart(7);
  console.log(
    `  ${label.padEnd(34)} p50 ${fmt(figures.p50)} ms   p95 ${fmt(figures.p95)} ms   max ${fmt(times.at(-1)!)} ms   (${(posts / ROUNDS).toFixed(1)} posts/page)`,
  );
  return figures;
}

/** Resident and peak memory of a process, in MB (Linux). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU time a process has used so far (all its threads), in ms (Linux: clock ticks of 10 ms). */
async function cpuMsOf(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /s, '').split(' ');
  // After "pid (comm) ": state is field 3, utime 14 and stime 15.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Signed {
  cookie: string;
  formKey: string;
}

async function signIn(db: Db, userId: string): Promise<Signed> {
  const id = await startSession(db, null, userId);
  return { cookie: `${SESSION_COOKIE}=${id}`, formKey: (await loadSession(db, id))!.formKey };
}

/** About 60 KB of what the rich editor makes: paragraphs with bold, italics, links, lists and quotes. */
function largeHtml(seed: number): string {
  const parts: string[] = [];
  for (let n = 0; parts.join('').length < 60_000; n += 1) {
    parts.push(
      `<p>Paragraph ${seed}.${n} with <b>bold</b>, <i>italic</i> and <a href="https://example.com/${seed}/${n}">a link</a>.</p>`,
      n % 5 === 0 ? `<ul><li>one ${n}</li><li><b>two</b> ${n}</li></ul><blockquote><p>quoted ${n}</p></blockquote>` : '',
    );
  }
  return parts.join('').slice(0, 64_000).replace(/<[^>]*$/, '');
}

/** The API as `npm start` runs it, on the filled database, with every figure taken from the outside. */
async function measureServer(target: Target, viewers: Signed[], saver: Signed, figures: Figures): Promise<void> {
  // npm start runs the API built to JavaScript; build it as it does (a second or so).
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-api.mjs')], { stdio: 'ignore' });
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
  const log = await open(join(target.dataDir, 'server.log'), 'w');
  // MALLOC_ARENA_MAX as `npm start` and the image set it, unless given (`MALLOC_ARENA_MAX=16` is glibc's default here).
  const env: NodeJS.ProcessEnv = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: target.dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (target.open.databaseUrl) env.DATABASE_URL = target.open.databaseUrl;
  // V8's young generation as `npm start` and the image size it, unless BENCH_SERVER_ARGS says otherwise.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '--max-semi-space-size=8').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, join(REPO_ROOT, 'api/dist/main.js')], { env, stdio: ['ignore', log.fd, log.fd] });
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`the server ended (${code}); see ${target.dataDir}/server.log`))));
  exited.catch(() => undefined);
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ready = await Promise.race([fetch(`${base}/readyz`).then((response) => response.ok, () => false), exited]);
      if (ready) break;
      if (Date.now() > deadline) throw new Error('the server did not become ready in 2 minutes');
      await new Promise((done) => setTimeout(done, 250));
    }
    const pid = server.pid!;
    const started = await memoryOf(pid);

    let next = 0;
    const latencies: number[] = [];
    const cpuBefore = await cpuMsOf(pid);
    const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
      const instance = autocannon(
        {
          url: `${base}/svc/post/dashboard?limit=${PAGE}`,
          connections: HTTP_CONNECTIONS,
          duration: Number(process.env.BENCH_HTTP_SECONDS ?? 10),
          setupClient: (client) => client.setHeaders({ cookie: viewers[next++ % viewers.length]!.cookie, 'accept-encoding': 'br, gzip' }),
        },
        (error, done) => (error ? reject(error) : resolveRun(done)),
      );
      // autocannon reports p90 and p97.5; the goal is stated at p95, so every response time is kept.
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    latencies.sort((a, b) => a - b);
    const cpuPerRequest = (await cpuMsOf(pid) - cpuBefore) / latencies.length;
    const afterLoad = await memoryOf(pid);
    figures.http = {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
      cpuMs: cpuPerRequest,
    };
    const at = (value: number) => value.toFixed(1);
    console.log(
      `  GET /svc/post/dashboard, ${HTTP_CONNECTIONS} connections signed in: p50 ${at(figures.http.p50)} ms   p95 ${at(figures.http.p95)} ms   p99 ${at(figures.http.p99)} ms   ${figures.http.rps.toFixed(0)} req/s   errors ${figures.http.errors}   server CPU ${cpuPerRequest.toFixed(2)} ms/request`,
    );

    // A burst of large posts: what the sanitizer's threads take and whether they give it back.
    const statuses = new Map<number, number>();
    let saved = 0;
    const savesStarted = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (saved < SAVES) {
          const n = (saved += 1);
          const response = await fetch(`${base}/svc/post/update`, {
            method: 'POST',
            headers: { cookie: saver.cookie, [FORM_KEY_HEADER]: saver.formKey, 'content-type': 'application/json' },
            body: JSON.stringify({
              channel_id: `blog-${BLOGS}`,
              editor_type: 0,
              is_rich_text: { one: 0, two: 1, three: 0 },
              context_page: 'dashboard',
              context_id: '',
              post: { type: 'text', state: '0', tags: 'bench', slug: '', publish_on: '', source_url: '', one: `Large ${n}`, two: largeHtml(n) },
            }),
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const savesMs = performance.now() - savesStarted;
    const afterSaves = await memoryOf(pid);
    console.log(
      `  ${SAVES} saves of ~60 KB HTML, 4 at a time: ${(savesMs / 1000).toFixed(1)} s, answers ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}`,
    );
    await new Promise((done) => setTimeout(done, IDLE_SECONDS * 1000));
    const afterIdle = await memoryOf(pid);
    figures.rss = { started: started.rss, afterLoad: afterLoad.rss, afterSaves: afterSaves.rss, afterIdle: afterIdle.rss, peak: afterIdle.peak };
    console.log(
      `  server RSS: started ${started.rss.toFixed(0)} MB, after the HTTP load ${afterLoad.rss.toFixed(0)} MB, after the saves ${afterSaves.rss.toFixed(0)} MB, ${IDLE_SECONDS} s idle ${afterIdle.rss.toFixed(0)} MB (peak ${afterIdle.peak.toFixed(0)} MB)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)));
    await log.close();
  }
}

async function run(engine: Engine): Promise<Figures> {
  const target = await targetOf(engine);
  console.log(`\n== ${target.label} ==`);
  try {
    const handle = await openDatabase(target.open);
    let viewers: Signed[];
    let saver: Signed;
    let figures: Figures;
    try {
      await migrate(handle.db);
      await fill(handle.db);
      const { rows } = await sql<{ posts: number; follows: number; likes: number }>`
        SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM follows)::int AS follows,
          (SELECT count(*) FROM likes)::int AS likes`.execute(handle.db);
      console.log(`${rows[0]!.posts} posts, ${rows[0]!.follows} follows, ${rows[0]!.likes} likes, ${BLOGS} blogs.`);
      if (process.env.BENCH_EXPLAIN === '1') {
        const { rows: plan } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS) ${dashboardQuery(signedIn(1), NO_CURSOR, PAGE + 1)}`.execute(handle.db);
        console.log(plan.map((line) => `    ${line['QUERY PLAN']}`).join('\n'));
      }
      console.log(`Dashboard pages of ${PAGE} (rows + presentation, 2 queries), ${ROUNDS} rounds each, in this process:`);
      await measure(handle.db, 'anonymous, first page', anonymous, 1);
      await measure(handle.db, 'anonymous, page 5', anonymous, 5);
      figures = { engine: target.label, inProcess: await measure(handle.db, 'signed in, first page', signedIn, 1) };
      await measure(handle.db, 'signed in, page 5', signedIn, 5);
      viewers = [];
      for (let n = 0; n < HTTP_CONNECTIONS; n += 1) viewers.push(await signIn(handle.db, String(1 + ((n * 7919) % BLOGS))));
      saver = await signIn(handle.db, String(BLOGS));
    } finally {
      await handle.close();
    }
    if (process.env.BENCH_HTTP !== '0') {
      console.log('The API as npm start runs it (its own process: session, query, presentation, JSON, compression):');
      await measureServer(target, viewers, saver, figures);
    }
    return figures;
  } finally {
    await target.stop();
  }
}

const results: Figures[] = [];
for (const engine of ENGINES) {
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`BENCH_ENGINES: pglite and/or postgres, not "${engine}"`);
  results.push(await run(engine));
}
const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
const mb = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0));
console.log(`\n${POSTS.toLocaleString('en')} posts, ${BLOGS.toLocaleString('en')} blogs, ${FOLLOWS ?? '10–99'} follows each (goals: HTTP p95 ≤ 20 ms, RSS ≤ 250 MB)`);
console.log('| engine | in process p50 / p95 | HTTP p50 / p95 / p99 | req/s | API CPU per request | RSS started / after load / after saves / idle (MB) |');
console.log('|---|---|---|---|---|---|');
for (const { engine, inProcess, http, rss } of results) {
  console.log(
    `| ${engine} | ${ms(inProcess.p50)} / ${ms(inProcess.p95)} ms | ${ms(http?.p50)} / ${ms(http?.p95)} / ${ms(http?.p99)} ms | ${http ? http.rps.toFixed(0) : '–'} | ${http ? `${http.cpuMs.toFixed(2)} ms` : '–'} | ${mb(rss?.started)} / ${mb(rss?.afterLoad)} / ${mb(rss?.afterSaves)} / ${mb(rss?.afterIdle)} |`,
  );
}
