import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('1. keys inside the viewer: r reblogs, s shares, period goes to the top, Enter opens the blog’s page', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.goto('/dashboard?blog_name=night-owl-notes');
  const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
  // The viewer loads when the page is idle after its first post.
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  const articles = viewer.getByRole('article');
  await expect(articles.nth(2)).toBeVisible();
  const panel = viewer.locator('.td-peepr-drawer__panel');

  await articles.first().focus();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(articles.nth(2)).toBeFocused();
  await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  await page.keyboard.press('r');
  await expect(page.getByRole('status').filter({ hasText: 'Reblogged to recipe-box.' }).or(page.getByText('Reblogged to recipe-box.'))).toBeVisible();
  await expect(articles.nth(2).getByRole('button', { name: 'Reblog', exact: true })).toHaveAccessibleDescription('You reblogged this post.');

  await articles.nth(2).focus();
  await page.keyboard.press('s');
  const share = page.getByRole('dialog', { name: 'Share this post' });
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(viewer).toBeVisible();

  await articles.nth(2).focus();
  await page.keyboard.press('.');
  await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBe(0);

  await articles.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/night-owl-notes$/);
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();
});
