import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logIn, posts } from './helpers';

/**
 * Issue 14: a blog's page comes with its first screen drawn by the server (header picture, avatar, title,
 * description, first posts), which the blog viewer's page replaces once its own are in — in the same place,
 * so nothing moves and the page's largest paint is the drawn header picture.
 */

const BLOG = '/blog/pixel-garden';

/** Boxes of the header picture and the first post, drawn (`drawn`) or the page's own. */
async function boxes(page: Page, drawn: boolean) {
  return page.evaluate((fromServer) => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y + window.scrollY), width: Math.round(width), height: Math.round(height) };
    };
    return fromServer
      ? { header: box('#td-first-screen .td-fs-bh-img'), title: box('#td-first-screen .td-fs-bh-title'), post: box('#td-first-screen .td-fs-post') }
      : { header: box('.td-peepr-header__image'), title: box('.td-peepr-header__title'), post: box('#td-main-slot [role="feed"] > *') };
  }, drawn);
}

/** The page as the server drew it, before (without) any script; signed in with `cookies` when given. */
async function drawnBoxes(browser: Browser, baseURL: string, width: number, cookies: Parameters<BrowserContext['addCookies']>[0] = []) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`${baseURL}${BLOG}`);
  await expect(page.locator('#td-first-screen .td-fs-bh-img')).toBeVisible();
  const drawn = await boxes(page, true);
  await context.close();
  return drawn;
}

test('an anonymous blog page\'s HTML carries its drawn header picture and first post, before any script', async ({ page }) => {
  const html = await (await page.request.get(BLOG, { headers: { accept: 'text/html' } })).text();
  const drawn = /<div id="td-first-screen" class="td-fs-blogpage" aria-hidden="true" inert>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
  // The header picture: the variants and sizes the page preloads, its size, eager with high priority.
  const header = /<img class="td-fs-bh-img[^"]*"[^>]*>/.exec(drawn)?.[0] ?? '';
  expect(header).toMatch(/ src="\/media\/[^"]+" srcset="[^"]+" sizes="\(max-width: 620px\) 100vw, 620px" width="\d+" height="\d+" alt="" loading="eager" fetchpriority="high"/);
  const href = / src="([^"]+)"/.exec(header)![1]!;
  expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${href}" imagesrcset=`);
  expect(drawn).toContain('<p class="td-fs-bh-title"');
  expect(drawn).toContain('Pixel Garden</p>');
  expect(drawn).toMatch(/<div class="td-fs-post"><p class="td-fs-blog">pixel-garden<\/p>/);
  // Texts only: no stored HTML.
  expect(drawn).not.toMatch(/<script|<a /);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the blog page takes the drawing's place: same boxes, no layout shift, the drawn picture is the LCP`, async ({ page, browser, baseURL }) => {
    const drawn = await drawnBoxes(browser, baseURL ?? '', width);
    expect(drawn.header?.height).toBeGreaterThan(0);

    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const seen = { shift: 0, lcp: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) seen.lcp.push(entry.url);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(BLOG);
    await expect(page.getByRole('heading', { name: 'Pixel Garden' })).toBeVisible();
    await expect(posts(page).first()).toBeVisible();
    await expect(page.locator('#td-first-screen')).toHaveCount(0);
    // Once the page's own pictures are in.
    await page.waitForLoadState('networkidle');
    const real = await boxes(page, false);
    expect(real).toEqual(drawn);

    const seen = await page.evaluate(() => (window as unknown as { seen: { shift: number; lcp: string[] } }).seen);
    expect(seen.shift).toBeLessThanOrEqual(0.05);
    // The largest paint is the header picture (drawn first, the page's own is the same size, so not larger).
    const header = await page.locator('.td-peepr-header__image').evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(seen.lcp.at(-1)).toBe(header);
  });
}

test('a signed-in reader gets the drawing of their own page (their buttons), replaced in the same boxes', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page);
  const html = await (await page.request.get(BLOG, { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<div class="td-fs-bh-actions"><span class="td-fs-button[^"]*">(Un)?[Ff]ollow<\/span><span class="td-fs-button">Message, ask or submit<\/span><span class="td-fs-button">Share<\/span><\/div>/);
  const drawn = await drawnBoxes(browser, baseURL ?? '', 375, await page.context().cookies());
  await page.goto(BLOG);
  await expect(page.getByRole('button', { name: 'Share this blog' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  await expect(page.locator('#td-first-screen')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await boxes(page, false)).toEqual(drawn);
});

test('the blog page shows its header and first posts without asking the API: both came with the page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/svc/indash_blog/') || pathname.startsWith('/svc/post/')) asked.push(pathname);
  });
  await page.goto(BLOG);
  await expect(page.getByRole('heading', { name: 'Pixel Garden' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  await expect(page.locator('#td-first-screen')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The header as this visitor may use it, from the answer that came with the page.
  await expect(page.locator('#td-main-slot').getByRole('button', { name: 'Follow' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message, ask or submit' })).toBeVisible();
});

test('a blog the visitor may not see (the API answers a private one as a missing one) draws nothing', async ({ page }) => {
  const html = await (await page.request.get('/blog/no-such-blog-here', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('td-first-screen');
  await page.goto('/blog/no-such-blog-here');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
});
