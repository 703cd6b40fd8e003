import { expect, test } from '@playwright/test';
import { signUpFresh, skipTour } from './settings-helpers';

test.describe.configure({ timeout: 180_000 });

test('dashboard settings reach the timeline: endless scrolling off shows “More posts”, keyboard shortcuts off stop j', async ({ page }) => {
  await signUpFresh(page, 'dashset');
  await skipTour(page);
  await page.goto('/settings/dashboard');
  for (const name of ['Endless scrolling', 'Keyboard shortcuts']) {
    const toggle = page.getByRole('switch', { name });
    await toggle.uncheck();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  }

  const nextPages: string[] = [];
  page.on('request', (request) => {
    if (/\/svc\/post\/dashboard\/before\//.test(new URL(request.url()).pathname)) nextPages.push(request.url());
  });
  await page.goto('/dashboard');
  const feed = page.getByRole('feed', { name: 'Dashboard' });
  await expect(feed.getByRole('article').first()).toBeVisible();

  // j moves nowhere while shortcuts are off.
  await page.keyboard.press('j');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Scrolling to the end loads nothing by itself.
  const more = page.getByRole('button', { name: 'More posts' });
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(more).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  expect(nextPages).toEqual([]);
  const next = page.waitForRequest((request) => /\/svc\/post\/dashboard\/before\//.test(new URL(request.url()).pathname));
  await more.click();
  await next;
  await expect.poll(() => nextPages.length).toBe(1);
});

test('keyboard shortcuts off reach the blog viewer too: j and l do nothing there', async ({ page }) => {
  await signUpFresh(page, 'dashkeys');
  await skipTour(page);
  await page.goto('/settings/dashboard');
  const toggle = page.getByRole('switch', { name: 'Keyboard shortcuts' });
  await toggle.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.goto('/dashboard?blog_name=night-owl-notes');
  const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
  // The viewer loads when the page is idle after its first post.
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  const articles = viewer.getByRole('article');
  await articles.first().focus();
  const like = articles.first().getByRole('button', { name: 'Like' });
  const before = await like.getAttribute('aria-pressed');
  await page.keyboard.press('l');
  await page.keyboard.press('j');
  await page.waitForTimeout(500);
  await expect(articles.first()).toBeFocused();
  await expect(like).toHaveAttribute('aria-pressed', before ?? 'false');
});
