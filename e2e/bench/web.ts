/**
 * Web performance benchmark (a script that prints figures, not a test), issue 14 "Fast on a phone".
 *
 * For the federated site (shell + remotes from remotes.json) and the same code built as one bundle
 * (`npm run build:monolith -w shell`, rebuilt at every run), each served by `npm start` on a fresh demo database:
 * - Lighthouse 13 mobile (default config: slow 4G, 4x CPU), median of 3 runs, on /dashboard signed in
 *   (session cookie as a header) and /blog/pixel-garden anonymous: score, FCP, LCP, TBT, CLS, bytes;
 * - critical JS: the scripts a fresh signed-in /dashboard load asked for before its first post was laid
 *   out, each body gzip -9, summed;
 * - a real Chromium under the same throttling (slow 4G and 4x CPU through the DevTools protocol), median of
 *   BENCH_REAL_RUNS loads (default 7) of each page: its largest paint and its first real post, as a reader
 *   would see them — beside Lighthouse's simulated LCP, which counts every request finished before that paint;
 * - the federated/monolith ratios of critical JS and LCP.
 *
 * Run: npm run bench:web   (BENCH_RUNS=1 for a quick look, BENCH_RUNS=0 for no Lighthouse, BENCH_REAL_RUNS=0
 * for no real Chromium — both 0 for critical JS only, with BENCH_ALL_FILES=1 to list every file of it —
 * BENCH_MONOLITH=0 to skip the monolith, BENCH_PORT=… for another port; Chromium is /usr/bin/chromium or
 * CHROMIUM_PATH.)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

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

/** A real, throttled Chromium's own figures, in ms from the start of the navigation. */
interface RealFigures {
  lcp: number;
  /** The first post of the real timeline (not the server's drawing of it) laid out. */
  firstPost: number;
}

interface BuildFigures {
  dashboard: PageFigures;
  blog: PageFigures;
  critical: CriticalJs;
  real: { dashboard: RealFigures; blog: RealFigures } | null;
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
  // The node option and MALLOC_ARENA_MAX as `npm start` sets them (the latter unless given).
  return spawn(process.execPath, ['--max-semi-space-size=8', 'scripts/start.mjs'], {
    cwd: ROOT,
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

/** A fresh browser context (no cache) at a phone's size, with the session cookie when given. */
async function phoneContext(browser: Browser, cookie: string | null, deviceScaleFactor = 1): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor, isMobile: true });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name ?? '', value: value.join('='), url: BASE };
      }),
    );
  }
  return context;
}

/**
 * Notes when the page first lays out a post of the real timeline (`window.firstPostAt`, ms since the navigation
 * began), checked every frame; the server's drawing of the first screen has no `article`. A string, not a
 * function: tsx would wrap a named inner function in a helper the page does not have.
 */
const FIRST_POST_SCRIPT = `(function check() {
  const post = document.querySelector('main article');
  if (post && post.getClientRects().length > 0) window.firstPostAt = performance.now();
  else requestAnimationFrame(check);
})();`;

const firstPostAt = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { firstPostAt?: number }).firstPostAt, undefined, { timeout: 120_000 }).then((handle) => handle.jsonValue() as Promise<number>);

/**
 * Scripts a fresh signed-in /dashboard load asked for before its first post showed. The page itself notes
 * when a post is first laid out (checked every frame), and a script counts when its request started before
 * that: what arrives while the test runner is still noticing the post is not counted.
 */
async function criticalJs(browser: Browser, cookie: string): Promise<CriticalJs> {
  const context = await phoneContext(browser, cookie);
  const page = await context.newPage();
  await page.addInitScript(FIRST_POST_SCRIPT);
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
  // Request timings are wall-clock milliseconds.
  const postAt = (await firstPostAt(page)) + (await page.evaluate(() => performance.timeOrigin));
  // Scripts asked for before the post may still be arriving.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const files = (await Promise.all(bodies)).filter((file) => file.startedAt <= postAt);
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
    const context = await phoneContext(browser, signedIn ? cookie : null, 1.75);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('article').first().waitFor({ state: 'visible', timeout: 60_000 });
    // Best effort: a page that keeps a request open (live updates) on a busy machine must not end the run.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await context.close();
  }
}

/** Lighthouse's DevTools throttling of slow 4G (its `throttling.devtools` figures), and its 4x CPU. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const REAL_RUNS = Number(process.env.BENCH_REAL_RUNS ?? 7);

/** Median largest paint and first real post of REAL_RUNS loads of `url` in a real Chromium, throttled as Lighthouse's mobile. */
async function realLoads(browser: Browser, url: string, cookie: string | null): Promise<RealFigures> {
  const runs: RealFigures[] = [];
  for (let run = 0; run < REAL_RUNS; run += 1) {
    const context = await phoneContext(browser, cookie, 1.75);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(FIRST_POST_SCRIPT);
    // As FIRST_POST_SCRIPT, a string.
    await page.addInitScript(`new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.lcpAt = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });`);
    await page.goto(url, { timeout: 120_000 });
    const firstPost = await firstPostAt(page);
    // A larger picture painted just after the first post would still be the page's LCP.
    await page.waitForTimeout(1000);
    runs.push({ lcp: await page.evaluate(() => (window as unknown as { lcpAt?: number }).lcpAt ?? 0), firstPost });
    await context.close();
  }
  return { lcp: median(runs.map((figures) => figures.lcp)), firstPost: median(runs.map((figures) => figures.firstPost)) };
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
    let real: BuildFigures['real'] = null;
    if (REAL_RUNS > 0) {
      console.log(`… ${label}: a throttled Chromium, ${REAL_RUNS}× /dashboard and /blog/${BLOG}`);
      real = { dashboard: await realLoads(browser, `${BASE}/dashboard`, cookie), blog: await realLoads(browser, `${BASE}/blog/${BLOG}`, null) };
    }
    await browser.close();
    let [dashboard, blog] = [NO_FIGURES, NO_FIGURES];
    if (RUNS > 0) {
      console.log(`… ${label}: Lighthouse ${RUNS}× /dashboard`);
      dashboard = await lighthouseRuns(`${BASE}/dashboard`, cookie);
      console.log(`… ${label}: Lighthouse ${RUNS}× /blog/${BLOG}`);
      blog = await lighthouseRuns(`${BASE}/blog/${BLOG}`);
    }
    return { dashboard, blog, critical, real, rssMb: rssMb(server.pid) };
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
    // Always from the current sources: a monolith left from an older build compares other code (and its shell
    // refuses remotes built against a newer @tumbledash/shared).
    execFileSync('npm', ['run', 'build:monolith', '-w', 'shell'], { cwd: ROOT, stdio: 'inherit' });
    monolith = await measure('monolith', MONOLITH_DIST);
  }

  if (RUNS > 0) {
    console.log(`\nLighthouse 13 mobile, median of ${RUNS} (goal: score ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05)\n`);
    console.log('| build | page | score | FCP | LCP | TBT | CLS | transfer |');
    console.log('|---|---|---|---|---|---|---|---|');
    printPages('federated', federated);
    if (monolith) printPages('monolith', monolith);
  }

  console.log('\nCritical JS before the first dashboard post, gzip -9 (goal ≤ 160 KB)\n');
  console.log('| build | files | gzip | largest |');
  console.log('|---|---|---|---|');
  for (const [label, figures] of [['federated', federated], ['monolith', monolith]] as const) {
    if (!figures) continue;
    const largest = figures.critical.largest.map((file) => `${path.basename(file.name)} ${kb(file.gzipBytes)}`).join(', ');
    // The goal is met or missed by bytes, not by a rounded figure: both are printed.
    console.log(`| ${label} | ${figures.critical.files} | ${kb(figures.critical.gzipBytes)} (${figures.critical.gzipBytes} B) | ${largest} |`);
  }

  if (federated.real) {
    console.log(`\nA real Chromium, slow 4G and 4x CPU through the DevTools protocol, median of ${REAL_RUNS} loads\n`);
    console.log('| build | page | LCP | first real post |');
    console.log('|---|---|---|---|');
    for (const [label, figures] of [['federated', federated], ['monolith', monolith]] as const) {
      if (!figures?.real) continue;
      console.log(`| ${label} | /dashboard, signed in | ${seconds(figures.real.dashboard.lcp)} | ${seconds(figures.real.dashboard.firstPost)} |`);
      console.log(`| ${label} | /blog/${BLOG}, anonymous | ${seconds(figures.real.blog.lcp)} | ${seconds(figures.real.blog.firstPost)} |`);
    }
  }

  if (monolith) {
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log('\nFederated / monolith (goal: critical JS ≤ 1.15, LCP ≤ 1.10)\n');
    console.log(`| critical JS | ${ratio(federated.critical.gzipBytes, monolith.critical.gzipBytes)} |`);
    if (RUNS > 0) {
      console.log(`| LCP /dashboard | ${ratio(federated.dashboard.lcp, monolith.dashboard.lcp)} |`);
      console.log(`| LCP /blog/${BLOG} | ${ratio(federated.blog.lcp, monolith.blog.lcp)} |`);
    }
    if (federated.real && monolith.real) {
      console.log(`| LCP /dashboard, real Chromium | ${ratio(federated.real.dashboard.lcp, monolith.real.dashboard.lcp)} |`);
      console.log(`| LCP /blog/${BLOG}, real Chromium | ${ratio(federated.real.blog.lcp, monolith.real.blog.lcp)} |`);
    }
  }
  console.log(`\nAPI server RSS after the runs: federated ${federated.rssMb.toFixed(0)} MB${monolith ? `, monolith ${monolith.rssMb.toFixed(0)} MB` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
