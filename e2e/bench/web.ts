/**
 * Web performance benchmark (a script that prints figures, not a test), issue 14 "Fast on a phone".
 *
 * For the federated site (shell + remotes from remotes.json) and the same code built as one bundle
 * (`npm run build:monolith -w shell`), each served by `npm start` on a fresh demo database:
 * - Lighthouse 13 mobile (default config: slow 4G, 4x CPU), median of 3 runs, on /dashboard signed in
 *   (session cookie as a header) and /blog/pixel-garden anonymous: score, FCP, LCP, TBT, CLS, bytes;
 * - critical JS: the scripts a fresh signed-in /dashboard load asked for before its first post was laid
 *   out, each body gzip -9, summed;
 * - the federated/monolith ratios of critical JS and LCP.
 *
 * Run: npm run bench:web   (BENCH_RUNS=1 for a quick look, BENCH_RUNS=0 for critical JS only and
 * BENCH_ALL_FILES=1 to list every file of it, BENCH_MONOLITH=0 to skip the monolith,
 * BENCH_PORT=… for another port; Chromium is /usr/bin/chromium or CHROMIUM_PATH.)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8205);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BLOG = process.env.BENCH_BLOG ?? 'pixel-garden';
/** Each run's whole Lighthouse report (JSON) is written here when set, to read what a figure is made of. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const MONOLITH_DIST = path.join(ROOT, 'shell', 'dist-monolith');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

interface CriticalJs {
  files: number;
  gzipBytes: number;
  largest: { name: string; gzipBytes: number }[];
}

interface BuildFigures {
  dashboard: PageFigures;
  blog: PageFigures;
  critical: CriticalJs;
  rssMb: number;
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function startServer(dataDir: string, shellDist?: string): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    // MALLOC_ARENA_MAX as `npm start` sets it, unless given.
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...(shellDist ? { SHELL_DIST: shellDist } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** Resident memory of the server process (Linux /proc), in MB. */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' });
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function sessionCookie(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * Scripts a fresh signed-in /dashboard load asked for before its first post showed. The page itself notes
 * when a post is first laid out (checked every frame), and a script counts when its request started before
 * that: what arrives while the test runner is still noticing the post is not counted.
 */
async function criticalJs(browser: Browser, cookie: string): Promise<CriticalJs> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name ?? '', value: value.join('='), url: BASE };
    }),
  );
  const page = await context.newPage();
  // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
  await page.addInitScript(`(function check() {
    const post = document.querySelector('main article');
    if (post && post.getClientRects().length > 0) window.firstPostAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(check);
  })();`);
  const bodies: Promise<{ name: string; startedAt: number; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname;
    const startedAt = response.request().timing().startTime;
    bodies.push(
      response
        .body()
        .then((body) => ({ name, startedAt, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => ({ name, startedAt, gzipBytes: 0 })),
    );
  });
  await page.goto(`${BASE}/dashboard`);
  await page.waitForFunction(() => (window as unknown as { firstPostAt?: number }).firstPostAt !== undefined, undefined, { timeout: 60_000 });
  const firstPostAt = await page.evaluate(() => (window as unknown as { firstPostAt: number }).firstPostAt);
  // Scripts asked for before the post may still be arriving.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const files = (await Promise.all(bodies)).filter((file) => file.startedAt <= firstPostAt);
  await context.close();
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    largest: [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, process.env.BENCH_ALL_FILES === '1' ? files.length : 8),
  };
}

/**
 * Both pages once at Lighthouse's mobile screen (412 px, DPR 1.75): the picture variants a phone asks for are
 * made on first request when the seed did not make them, and that one-time cost is not what is measured.
 */
async function warmPictures(browser: Browser, cookie: string): Promise<void> {
  for (const [url, signedIn] of [[`${BASE}/dashboard`, true], [`${BASE}/blog/${BLOG}`, false]] as const) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    if (signedIn) await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0] ?? '', value: pair.split('=').slice(1).join('='), url: BASE })));
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('article').first().waitFor({ state: 'visible', timeout: 60_000 });
    // Best effort: a page that keeps a request open (live updates) on a busy machine must not end the run.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await context.close();
  }
}

const NO_FIGURES: PageFigures = { score: 0, fcp: 0, lcp: 0, tbt: 0, cls: 0, bytes: 0 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function lighthouseRuns(url: string, cookie?: string): Promise<PageFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs: PageFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(path.join(REPORT_DIR, `${new URL(url).pathname.split('/').filter(Boolean).join('-')}-${Date.now()}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      });
    } finally {
      await chrome.kill();
    }
  }
  const of = (key: keyof PageFigures) => median(runs.map((figures) => figures[key]));
  return { score: of('score'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), bytes: of('bytes') };
}

async function measure(label: string, shellDist?: string): Promise<BuildFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'td-bench-web-'));
  const server = startServer(dataDir, shellDist);
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'] });
    const cookie = await sessionCookie(browser);
    // One warm-up load, so the first measured run does not pay for the server's cold caches.
    await criticalJs(browser, cookie);
    await warmPictures(browser, cookie);
    const critical = await criticalJs(browser, cookie);
    await browser.close();
    if (RUNS === 0) return { dashboard: NO_FIGURES, blog: NO_FIGURES, critical, rssMb: rssMb(server.pid) };
    console.log(`… ${label}: Lighthouse ${RUNS}× /dashboard`);
    const dashboard = await lighthouseRuns(`${BASE}/dashboard`, cookie);
    console.log(`… ${label}: Lighthouse ${RUNS}× /blog/${BLOG}`);
    const blog = await lighthouseRuns(`${BASE}/blog/${BLOG}`);
    return { dashboard, blog, critical, rssMb: rssMb(server.pid) };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printPages(label: string, figures: BuildFigures): void {
  const rows: [string, PageFigures][] = [
    ['/dashboard, signed in', figures.dashboard],
    [`/blog/${BLOG}, anonymous`, figures.blog],
  ];
  for (const [page, f] of rows) {
    console.log(`| ${label} | ${page} | ${f.score} | ${seconds(f.fcp)} | ${seconds(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${kb(f.bytes)} |`);
  }
}

async function main(): Promise<void> {
  const federated = await measure('federated');
  let monolith: BuildFigures | null = null;
  if (process.env.BENCH_MONOLITH !== '0') {
    if (!existsSync(path.join(MONOLITH_DIST, 'index.html'))) {
      execFileSync('npm', ['run', 'build:monolith', '-w', 'shell'], { cwd: ROOT, stdio: 'inherit' });
    }
    monolith = await measure('monolith', MONOLITH_DIST);
  }

  console.log(`\nLighthouse 13 mobile, median of ${RUNS} (goal: score ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05)\n`);
  console.log('| build | page | score | FCP | LCP | TBT | CLS | transfer |');
  console.log('|---|---|---|---|---|---|---|---|');
  printPages('federated', federated);
  if (monolith) printPages('monolith', monolith);

  console.log('\nCritical JS before the first dashboard post, gzip -9 (goal ≤ 160 KB)\n');
  console.log('| build | files | gzip | largest |');
  console.log('|---|---|---|---|');
  for (const [label, figures] of [['federated', federated], ['monolith', monolith]] as const) {
    if (!figures) continue;
    const largest = figures.critical.largest.map((file) => `${path.basename(file.name)} ${kb(file.gzipBytes)}`).join(', ');
    console.log(`| ${label} | ${figures.critical.files} | ${kb(figures.critical.gzipBytes)} | ${largest} |`);
  }

  if (monolith) {
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log('\nFederated / monolith (goal: critical JS ≤ 1.15, LCP ≤ 1.10)\n');
    console.log(`| critical JS | ${ratio(federated.critical.gzipBytes, monolith.critical.gzipBytes)} |`);
    console.log(`| LCP /dashboard | ${ratio(federated.dashboard.lcp, monolith.dashboard.lcp)} |`);
    console.log(`| LCP /blog/${BLOG} | ${ratio(federated.blog.lcp, monolith.blog.lcp)} |`);
  }
  console.log(`\nAPI server RSS after the runs: federated ${federated.rssMb.toFixed(0)} MB${monolith ? `, monolith ${monolith.rssMb.toFixed(0)} MB` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
