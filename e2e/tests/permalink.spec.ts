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
