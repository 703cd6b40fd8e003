import { expect, test, type Page } from '@playwright/test';
import { logIn, posts } from './helpers';

/** The text of the first post whose top is inside the window. */
const firstVisiblePost = (page: Page) =>
  page.evaluate(() => {
    const visible = [...document.querySelectorAll('#td-main-slot article')].find((article) => article.getBoundingClientRect().top >= 0);
    return visible?.textContent?.slice(0, 120) ?? '';
  });

test('the dashboard shows followed blogs’ posts newest first and loads more on scroll', async ({ page }) => {
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/svc/post/dashboard')) pages.push(new URL(request.url()).pathname);
  });
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  // Text, quote and photo posts render with their blog's avatar and name.
  await expect(page.locator('#td-main-slot img[alt$="avatar"]').first()).toBeVisible();
  await expect(page.locator('#td-main-slot blockquote, #td-main-slot figure, #td-main-slot img').first()).toBeVisible();

  for (let i = 0; i < 6 && !pages.some((path) => path.includes('/before/')); i += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect.poll(() => pages.some((path) => path.includes('/before/'))).toBe(true);
});

test('the scroll position survives going to another page and back', async ({ page }) => {
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
  }
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(2000);
  const topPost = await firstVisiblePost(page);

  await page.getByRole('button', { name: 'Activity' }).click();
  await page.getByRole('link', { name: 'See everything' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 300);
  expect(await firstVisiblePost(page)).toBe(topPost);
});
