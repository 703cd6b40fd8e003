/**
 * Long-timeline benchmark (a script that prints figures, not a test): the demo user scrolls the dashboard
 * through 2,000+ posts in Debian Chromium; printed at each milestone are the posts loaded, the DOM nodes
 * inside the timeline and the whole page, and the JS heap. Goal (issue 3): at most ~1,500 timeline nodes
 * after 2,000 posts, however far one scrolls.
 * Run: npm run bench:timeline -w e2e   (BENCH_POSTS=… to change the target)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const TARGET = Number(process.env.BENCH_POSTS ?? 2000);
const PORT = Number(process.env.BENCH_PORT ?? 8197);
const BASE = `http://127.0.0.1:${PORT}`;
const MILESTONES = [100, 500, 1000, 1500, TARGET];

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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'td-bench-timeline-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'api/bench/fill-timeline.ts', dataDir, String(TARGET + 500)], { cwd: ROOT, stdio: 'inherit' });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--enable-precise-memory-info'] });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let loaded = 0;
    const nextPage = () =>
      page
        .waitForResponse((response) => response.url().includes('/svc/post/dashboard'), { timeout: 3_000 })
        .then(async (response) => {
          const body = (await response.json()) as { response: { posts: unknown[] } };
          loaded += body.response.posts.length;
        })
        .catch(() => undefined);
    const firstPage = nextPage();
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.locator('#td-main-slot article').first().waitFor();
    await firstPage;

    console.log(`\n${'posts loaded'.padStart(12)} ${'timeline nodes'.padStart(15)} ${'page nodes'.padStart(11)} ${'JS heap'.padStart(10)}`);
    const started = Date.now();
    for (const milestone of MILESTONES) {
      while (loaded < milestone) {
        const next = nextPage();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await next;
        if (Date.now() - started > 15 * 60_000) throw new Error(`stuck at ${loaded} posts`);
      }
      await page.waitForTimeout(500);
      const figures = await page.evaluate(() => ({
        timeline: document.querySelectorAll('#td-main-slot *').length,
        page: document.querySelectorAll('*').length,
        heap: (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      }));
      console.log(
        `${String(loaded).padStart(12)} ${String(figures.timeline).padStart(15)} ${String(figures.page).padStart(11)} ${`${(figures.heap / 1048576).toFixed(1)} MB`.padStart(10)}`,
      );
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
