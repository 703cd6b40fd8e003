import { expect, test } from '@playwright/test';

for (const address of ['/follow/zz-none-here', '/blog/zz-none-here/ask', '/blog/zz-none-here/submit', '/blog/zz-none-here']) {
  test(`${address}: a blog that is not there gets the missing card, with the way back`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(address);
    const main = page.locator('#td-main-slot');
    await expect(main.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
    await expect(main.getByText('No blog called zz-none-here could be found.')).toBeVisible();
    await main.getByRole('link', { name: 'Back to the dashboard' }).click();
    // Signed out, the dashboard sends a visitor on to log in.
    await expect(page).toHaveURL(/\/(dashboard|login)/);
  });
}
