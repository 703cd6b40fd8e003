import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('mfe-platform loads at /platform for a signed-in person', async ({ page }) => {
  await logIn(page);
  await page.goto('/platform');
  await expect(page.getByRole('heading', { name: 'Platform' })).toBeVisible();
});
