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
