import { expect, test, type Locator } from '@playwright/test';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

// night-owl-notes shows no header image (show_header_image false): nothing for its avatar to overlap.
for (const width of [375, 1280]) {
  test(`at ${width} px the avatar of a blog without a header image is whole, in the viewer and on the blog's page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard?blog_name=night-owl-notes');
    const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
    // The viewer loads when the page is idle after its first post.
    const avatar = viewer.locator('.td-peepr-header__avatar');
    await expect(avatar).toBeVisible({ timeout: 30_000 });
    const bar = await box(viewer.locator('.td-peepr-drawer__bar'));
    expect((await box(avatar)).y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.screenshot({ path: test.info().outputPath(`viewer-${width}.png`) });

    await page.goto('/blog/night-owl-notes');
    const main = page.locator('#td-main-slot');
    await expect(main.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();
    const view = await box(main.locator('.td-peepr-view'));
    expect((await box(main.locator('.td-peepr-header__avatar'))).y).toBeGreaterThanOrEqual(view.y);
    await page.screenshot({ path: test.info().outputPath(`blog-${width}.png`) });
  });
}

test('the avatar still overlaps a header image', async ({ page }) => {
  await page.goto('/blog/pixel-garden');
  const main = page.locator('#td-main-slot');
  await expect(main.getByRole('heading', { name: 'Pixel Garden' })).toBeVisible();
  const image = await box(main.locator('.td-peepr-header__image'));
  expect((await box(main.locator('.td-peepr-header__avatar'))).y).toBeLessThan(image.y + image.height);
});
