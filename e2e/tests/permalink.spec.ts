import { expect, test } from '@playwright/test';

test("a post's permalink, opened from its address, is the blog's header and that one post, then the way to the rest", async ({ page }) => {
  await page.goto('/blog/night-owl-notes');
  const first = page.locator('#td-main-slot article').first();
  await expect(first).toBeVisible();
  const permalink = first.getByRole('link', { name: /\d{4}/ }).first();
  const address = await permalink.getAttribute('href');
  expect(address).toMatch(/^\/blog\/night-owl-notes\/\d+/);
  // A click on the date opens the post in the viewer; the address itself (shared, pasted) is the post's page.
  await page.goto(address!);

  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();
  await expect(page.locator('#td-main-slot article')).toHaveCount(1);
  await expect(page.getByText("There's nothing here.")).toHaveCount(0);

  await page.getByRole('link', { name: 'See more from night-owl-notes' }).click();
  await expect(page).toHaveURL(/\/blog\/night-owl-notes$/);
  await expect(page.locator('#td-main-slot article').nth(1)).toBeVisible();
});

test("a permalink to a missing post says the post is missing, under the blog's header, and keeps the way to the blog", async ({ page }) => {
  await page.goto('/blog/pixel-garden/99999999');
  await expect(page.getByText('This post could not be found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pixel Garden' })).toBeVisible();
  await expect(page.getByText(/No blog called/)).toHaveCount(0);
  await page.getByRole('link', { name: 'See more from pixel-garden' }).click();
  await expect(page).toHaveURL(/\/blog\/pixel-garden$/);
  await expect(page.locator('#td-main-slot article').first()).toBeVisible();

  // The same address in the viewer: there, the way to the blog opens the whole blog in it.
  await page.goto('/dashboard?blog_name=pixel-garden&post_id=99999999');
  const viewer = page.getByRole('dialog', { name: 'pixel-garden' });
  // The viewer loads when the page is idle after its first post.
  await expect(viewer.getByText('This post could not be found.')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByRole('heading', { name: 'Pixel Garden' })).toBeVisible();
  await expect(viewer.getByText(/No blog called/)).toHaveCount(0);
  await viewer.getByRole('link', { name: 'See more from pixel-garden' }).click();
  await expect(page).toHaveURL(/\/dashboard\?blog_name=pixel-garden$/);
  await expect(page.getByRole('dialog', { name: 'pixel-garden' }).getByRole('article').first()).toBeVisible();

  // A blog that is not there is still said to be missing.
  await page.goto('/blog/zz-none-here/99999999');
  await expect(page.getByText('No blog called zz-none-here could be found.')).toBeVisible();
  await expect(page.getByText('This post could not be found.')).toHaveCount(0);
});
