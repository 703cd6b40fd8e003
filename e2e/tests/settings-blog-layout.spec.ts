import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('a blog’s settings page draws its sections once, in place: no layout shift while its two loads come in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
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
  const { shift } = await page.evaluate(() => (window as unknown as { seen: { shift: number } }).seen);
  expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.05);
});
