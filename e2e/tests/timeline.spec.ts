import { expect, test } from '@playwright/test';
import { logIn, posts } from './helpers';

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
