import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('1. the viewer whose code cannot be fetched says so with Retry, and opens once Retry works', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.route(/\/peepr-drawer\.[0-9a-f]+\.js/, (route) => route.abort('failed'));
  await page.goto('/dashboard?blog_name=night-owl-notes');
  const failed = page.getByRole('dialog', { name: 'night-owl-notes could not be shown' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed.getByRole('alert')).toHaveText('Something went screwy.');

  await page.unroute(/\/peepr-drawer\.[0-9a-f]+\.js/);
  await failed.getByRole('button', { name: 'Retry' }).click();
  const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
  await expect(viewer.getByRole('article').first()).toBeVisible();
  await expect(failed).toBeHidden();
});

test('1. j brings the next post to 60 px below the top of the viewer', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.goto('/dashboard?blog_name=night-owl-notes');
  const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  const articles = viewer.getByRole('article');
  await expect(articles.nth(2)).toBeVisible();
  const panel = viewer.locator('.td-peepr-drawer__panel');
  await articles.first().focus();
  await page.keyboard.press('j');
  await expect(articles.nth(1)).toBeFocused();
  const offset = () =>
    panel.evaluate((element) => {
      const second = element.querySelectorAll('article')[1]!;
      return Math.round(second.getBoundingClientRect().top - element.getBoundingClientRect().top);
    });
  await expect.poll(offset).toBe(60);
});
