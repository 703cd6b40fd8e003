import { expect, test } from '@playwright/test';
import { layoutShiftOf, logIn, watchLayoutShifts } from './helpers';

test('a blog’s settings page draws its sections once, in place: no layout shift while its two loads come in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await watchLayoutShifts(page);
  // The blog's header answers later than its settings, as it can on a busy server.
  await page.route('**/svc/indash_blog/header?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/settings/blog/tumbledemo');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Appearance' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Blocked blogs' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Asks, submissions and messages' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await layoutShiftOf(page);
  expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.05);
});
