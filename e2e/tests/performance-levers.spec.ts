import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, layoutShiftOf, logIn, posts, uniqueName, watchLayoutShifts } from './helpers';
import { inboxPopover, messagingButton, noisyPng } from './messaging-helpers';
import { ApiSession, DEMO_USER } from './post-helpers';
import { sharePopover } from './share-helpers';

/**
 * Issue 14 "Fast on a phone": the levers (compression, lazy remotes, data in index.html, responsive images)
 * must not change what a person gets. Speed itself is measured by `npm run bench:web`, not here.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left exactly as the server sent it (browsers and fetch decompress on their own). */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

test('built files and API answers come compressed and decompress to the very same bytes', async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const page = await rawGet(origin, '/dashboard', { 'accept-encoding': 'gzip' });
  expect(page.headers['content-encoding']).toBe('gzip');
  const html = decoded(page).toString();
  expect(html).toContain('id="td-main-slot"');

  const shellScript = /<script defer="defer" src="([^"]+)"/.exec(html)?.[1];
  expect(shellScript).toBeTruthy();
  const table = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, { entry: string }>;
  const entry = table['mfe-dashboard']!.entry.replace('mf-manifest.json', 'remoteEntry.js');

  for (const path of [shellScript!, entry]) {
    const plain = await rawGet(origin, path, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const compressed = await rawGet(origin, path, { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
      expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
      expect(compressed.body.length).toBeLessThan(plain.body.length);
      expect(decoded(compressed).equals(plain.body), `${path} ${encoding}`).toBe(true);
    }
  }

  const json = await rawGet(origin, '/svc/post/blog/pixel-garden?limit=10', { 'accept-encoding': 'br' });
  expect(json.headers['content-encoding']).toBe('br');
  const plainJson = await rawGet(origin, '/svc/post/blog/pixel-garden?limit=10', {});
  expect(JSON.parse(decoded(json).toString())).toEqual(JSON.parse(plainJson.body.toString()));
});

/**
 * Scripts of these remotes the page started fetching before its first post was in the page, timed by the
 * page itself (a test runner only notices the post a moment later).
 */
async function remoteScriptsBeforeFirstPost(page: Page, remotes: string[]): Promise<string[]> {
  await page.waitForFunction(() => (window as unknown as { tdFirstPostAt?: number }).tdFirstPostAt !== undefined);
  return page.evaluate((names) => {
    const firstPostAt = (window as unknown as { tdFirstPostAt: number }).tdFirstPostAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < firstPostAt && names.some((name) => new URL(entry.name).pathname.startsWith(`/remotes/${name}/`)))
      .map((entry) => new URL(entry.name).pathname);
  }, remotes);
}

/** The timeline's windowing, which comes after the first screen, has been fetched. */
/** Reloads the page, noting when its first post came (window.tdFirstPostAt, ms since the page started). */
async function reloadNotingFirstPost(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#td-main-slot article')) return;
      (window as unknown as { tdFirstPostAt?: number }).tdFirstPostAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
}

async function windowingFetched(page: Page): Promise<void> {
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/windowing\.[^/]*\.js$/.test(new URL(entry.name).pathname)));
  await expect.poll(fetched).toBe(true);
}

test('messaging and share load after the first post, and each still opens on its first click', async ({ page }) => {
  await logIn(page);
  await reloadNotingFirstPost(page);
  await expect(posts(page).first()).toBeVisible();
  // Nothing of either was fetched before the first post was on screen.
  expect(await remoteScriptsBeforeFirstPost(page, ['mfe-messaging', 'mfe-share'])).toEqual([]);

  await messagingButton(page).click();
  await expect(inboxPopover(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await posts(page).first().getByRole('button', { name: 'Share' }).click();
  await expect(sharePopover(page)).toBeVisible();
});

test('the timeline\'s windowing loads after the first post, keeps the cards already shown, and the posts scroll on', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector<HTMLElement>('#td-main-slot article');
      if (!card) return;
      (window as unknown as { tdFirstPostAt?: number }).tdFirstPostAt = performance.now();
      card.dataset.seenFirst = 'yes';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/svc/post/dashboard')) pages.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  // The windowing's code is fetched once, after the first post was in the page.
  const windowingFetches = () =>
    page.evaluate(() => {
      const firstPostAt = (window as unknown as { tdFirstPostAt: number }).tdFirstPostAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/remotes\/mfe-dashboard\/.*\/windowing\.[^/]*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime > firstPostAt);
    });
  await expect.poll(windowingFetches).toEqual([true]);
  // The card shown first is the very element the windowed list keeps.
  await expect(posts(page).first()).toHaveAttribute('data-seen-first', 'yes');

  for (let i = 0; i < 8 && !pages.some((path) => path.includes('/before/')); i += 1) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
  }
  await expect.poll(() => pages.some((path) => path.includes('/before/'))).toBe(true);
  await expect(posts(page).first()).toBeVisible();
});

test('the dashboard\'s check for new posts loads after the first post, once', async ({ page }) => {
  await logIn(page);
  await reloadNotingFirstPost(page);
  await expect(posts(page).first()).toBeVisible();
  // Its first question comes a minute after the page: its code is not among what the first post waits for.
  const checkFetches = () =>
    page.evaluate(() => {
      const firstPostAt = (window as unknown as { tdFirstPostAt: number }).tdFirstPostAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/remotes\/mfe-dashboard\/.*\/new-posts\.[^/]*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime > firstPostAt);
    });
  await expect.poll(checkFetches).toEqual([true]);
});

test('a click on Share before share has loaded still opens the popover', async ({ page }) => {
  await logIn(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mfe-share/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await posts(page).first().getByRole('button', { name: 'Share' }).click();
  await expect(sharePopover(page)).toHaveCount(0);
  release();
  await expect(sharePopover(page)).toBeVisible();
});

test('the dashboard shows its first posts from the page itself, without asking the API again', async ({ page }) => {
  await logIn(page);
  // Signed in without a reload, the dashboard asks for its posts itself: let that finish before listening.
  await expect(posts(page).first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/svc/bootstrap' || path === '/svc/post/dashboard' || path === '/remotes.json') asked.push(path);
  });
  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  expect(asked).toEqual([]);
  await expect(messagingButton(page)).toBeVisible();
});

test('photos come in responsive sizes: srcset, sizes, width and height, the first eager, the rest lazy, the original in full', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/blog/pixel-garden');
  await expect(posts(page).first()).toBeVisible();
  // The page's first post image (a GIF stays as it is) is fetched at once and first; every other one lazily
  // (the blog's header picture above the posts is checked on its own below).
  const eager = page.locator('#td-main-slot article img[loading="eager"]');
  await expect(eager).toHaveCount(1);
  await expect(eager).toHaveAttribute('fetchpriority', 'high');
  const photos = page.locator('#td-main-slot article img[srcset]');
  await expect(photos.first()).toBeAttached();
  const photo = photos.first();
  await expect(photo).toHaveAttribute('sizes', /100vw/);
  expect(Number(await photo.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await photo.getAttribute('height'))).toBeGreaterThan(0);
  const lazy = await page.locator('#td-main-slot img[srcset][loading="lazy"]').count();
  expect(lazy).toBeGreaterThanOrEqual((await photos.count()) - 1);

  // Scrolled to, the browser picks a smaller modern copy for a 375 px screen, and it draws.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  const current = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(current).toMatch(/\/media\/[A-Za-z0-9_-]+\.w\d+\.(avif|webp|png|jpe?g)$/);
  const variant = await rawGet(baseURL ?? '', new URL(current).pathname);
  expect(variant.status).toBe(200);
  expect(String(variant.headers['content-type'])).toMatch(/^image\//);

  // The original, which the photo stands for, is still there in full.
  const original = (await photo.getAttribute('src')) ?? '';
  const full = await rawGet(baseURL ?? '', original);
  expect(full.status).toBe(200);
  expect(full.body.length).toBeGreaterThan(variant.body.length);
  if (original.endsWith('.png')) expect(full.body.readUInt32BE(16)).toBe(Number(await photo.getAttribute('width')));
});

test('a blog page shows its header picture first, in a box of its own, and its first posts from the page itself', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/svc/indash_blog/posts' || url.pathname.startsWith('/svc/post/blog/')) asked.push(url.pathname + url.search);
  });
  const response = await page.goto('/blog/pixel-garden');
  await expect(posts(page).first()).toBeVisible();
  const header = page.locator('#td-main-slot img.td-peepr-header__image');
  await expect(header).toHaveAttribute('fetchpriority', 'high');
  await expect(header).toHaveAttribute('loading', 'eager');
  const width = Number(await header.getAttribute('width'));
  const height = Number(await header.getAttribute('height'));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  await expect(header).toHaveAttribute('srcset', /\.w\d+\.png \d+w/);
  // The page preloads the very variants and sizes the picture's modern <source> offers.
  const source = page.locator('#td-main-slot picture.td-peepr-header__picture source[type="image/avif"]');
  const html = (await response?.text()) ?? '';
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(preload)?.[1]?.replace(/&amp;/g, '&');
  expect(attribute('imagesrcset')).toBe(await source.getAttribute('srcset'));
  expect(attribute('imagesizes')).toBe(await source.getAttribute('sizes'));
  // Its box was there before it loaded: its shown height follows its width/height (capped at 220 px).
  const box = await header.boundingBox();
  expect(box?.height).toBeCloseTo(Math.min(220, ((box?.width ?? 0) * height) / width), 0);
  // The first posts came with the page: nothing asked for the first page; later pages as before.
  expect(asked).toEqual([]);
});

test('a signed-in visitor of a blog page gets its posts too', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await page.goto('/blog/pixel-garden');
  await expect(posts(page).first()).toBeVisible();
});

test('the dashboard\'s first screen comes drawn in the page from its real first posts, hidden from assistive technology, and gives way to the real timeline', async ({ page }) => {
  await logIn(page);
  const html = await (await page.request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  const drawn = /<div id="td-first-screen" aria-hidden="true" inert>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
  const firstBlog = /<p class="td-fs-blog">([^<]+)<\/p>/.exec(drawn)?.[1];
  expect(firstBlog).toBeTruthy();
  // Whatever photo it draws is the card's: variants, sizes, its size, and the first one eager with high priority.
  for (const image of drawn.match(/<img [^>]*>/g) ?? []) expect(image).toMatch(/ srcset="[^"]+" sizes="[^"]+" width="\d+" height="\d+"/);
  if (drawn.includes('<img ')) {
    expect(drawn).toMatch(/<img [^>]* fetchpriority="high">/);
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+" imagesrcset="[^"]+"/);
  }

  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  await expect(posts(page).first()).toContainText(firstBlog!);
  await expect(page.locator('#td-first-screen')).toHaveCount(0);
});

test('a drawn picture that never arrives holds nothing back for long: the blog page still takes the drawing\'s place', async ({ page }) => {
  const html = await (await page.request.get('/blog/pixel-garden', { headers: { accept: 'text/html' } })).text();
  // The header picture the shell waits for before its code runs, at most a second.
  expect(html).toMatch(/<img class="td-fs-bh-img[^>]* fetchpriority="high">/);
  await page.route('**/media/**', () => undefined);
  // Its load event never comes: the pictures never do.
  await page.goto('/blog/pixel-garden', { waitUntil: 'domcontentloaded' });
  await expect(posts(page).first()).toBeVisible();
  await expect(page.locator('#td-first-screen')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('on a phone the real timeline takes the drawn first screen\'s place without moving anything', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 412, height: 823 });
  // A phone's CPU: the timeline renders in slices, so frames are painted between its first render and its rows' measuring.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await watchLayoutShifts(page);
  await page.goto('/dashboard');
  await expect(posts(page).nth(1)).toBeVisible();
  await expect(page.locator('#td-first-screen')).toHaveCount(0);
  await windowingFetched(page);
  await page.waitForLoadState('networkidle');
  const shift = await layoutShiftOf(page);
  expect(shift).toBeLessThanOrEqual(0.05);
});

test('on a phone the real timeline paints no picture larger than the drawn one: the largest paint stays the drawing\'s', async ({ page, baseURL }) => {
  // A photo post under a text post: the photo's place then falls on a fraction of a pixel.
  const demo = await ApiSession.logIn(baseURL ?? '', DEMO_USER);
  try {
    await demo.post('/svc/account/channel', { channel: DEMO_USER.blog });
    const photo = await demo.upload('/svc/post/upload_photo', 'photo', { name: 'field.png', mimeType: 'image/png', buffer: noisyPng(540, 360) });
    await demo.post('/svc/post/update', {
      channel_id: DEMO_USER.blog,
      editor_type: 0,
      context_page: 'dashboard',
      post: { type: 'photo', state: '0', two: '<p>A field of grain.</p>', tags: '', photoset_layout: '1', photoset_order: 'o1' },
      images: { o1: photo.url },
      caption: { o1: '' },
    });
    await demo.textPost(DEMO_USER.blog, uniqueName('above-the-field'), 'Finished at last.');
  } finally {
    await demo.dispose();
  }
  await logIn(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const largest: string[] = [];
    (window as unknown as { largest: string[] }).largest = largest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        const picture = entry.element?.tagName === 'IMG';
        largest.push(`${entry.element?.closest('[role="feed"]') ? 'timeline' : 'drawing'} ${picture ? 'picture' : 'text'}`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/dashboard');
  await expect(posts(page).nth(1)).toBeVisible();
  // The windowed list is in, and every picture of the first screen has been painted.
  await windowingFetched(page);
  await page.waitForLoadState('networkidle');
  const largest = await page.evaluate(() => (window as unknown as { largest: string[] }).largest);
  expect(largest).toContain('drawing picture');
  expect(largest).not.toContain('timeline picture');
});

/** Where the first post's card is on /dashboard (document coordinates): as the server drew it, or the page's own. */
async function firstPostBox(page: Page, drawn: boolean) {
  return page.evaluate((fromServer) => {
    const card = document.querySelector(fromServer ? '#td-first-screen .td-fs-post' : '#td-main-slot [role="feed"] article');
    if (!card) return null;
    const { x, y, width } = card.getBoundingClientRect();
    return { x: Math.round(x), y: Math.round(y + window.scrollY), width: Math.round(width) };
  }, drawn);
}

// The new-post bar above the posts has three heights (icons alone up to 420 px, the card's avatar beside it from 768 px).
for (const width of [375, 600, 1280]) {
  test(`at ${width} px the dashboard's first post takes the drawn one's place`, async ({ page, browser, baseURL }) => {
    await logIn(page);
    const drawnContext = await browser.newContext({ viewport: { width, height: 823 }, javaScriptEnabled: false });
    await drawnContext.addCookies(await page.context().cookies());
    const drawnPage = await drawnContext.newPage();
    await drawnPage.goto(`${baseURL}/dashboard`);
    await expect(drawnPage.locator('#td-first-screen .td-fs-post').first()).toBeVisible();
    const drawn = await firstPostBox(drawnPage, true);
    await drawnContext.close();

    await page.setViewportSize({ width, height: 823 });
    await page.goto('/dashboard');
    await expect(page.locator('#td-first-screen')).toHaveCount(0);
    await expect(page.getByRole('feed', { name: 'Dashboard' })).toHaveAttribute('style', /height/);
    expect(await firstPostBox(page, false)).toEqual(drawn);
  });
}
