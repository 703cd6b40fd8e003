import { expect, test } from '@playwright/test';
import { emitOnPageBus, logIn, posts } from './helpers';

// single-spa answers every pushState/replaceState with a popstate of its own: the viewer's own address changes
// must neither cancel a replace nor leave a history entry behind.

test('B§4 replace: a blog named inside the viewer, or asked for on the bus, replaces the open one', async ({ page }) => {
  await page.goto('/dashboard?blog_name=friendly');
  const friendly = page.getByRole('dialog', { name: 'friendly' });
  // The viewer loads when the page is idle after its first post.
  await expect(friendly.getByRole('article').first()).toBeVisible({ timeout: 30_000 });

  await friendly.getByRole('link', { name: 'night-owl-notes', exact: true }).first().click();
  const nightOwl = page.getByRole('dialog', { name: 'night-owl-notes' });
  await expect(nightOwl).toBeVisible();
  await expect(friendly).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\?blog_name=night-owl-notes/);
  await expect(nightOwl.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();

  await emitOnPageBus(page, 'peepr:open', { blogName: 'pixel-garden' });
  const pixelGarden = page.getByRole('dialog', { name: 'pixel-garden' });
  await expect(pixelGarden).toBeVisible();
  await expect(nightOwl).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\?blog_name=pixel-garden$/);
  // Still stays open a while later (the replace is not undone).
  await page.waitForTimeout(1000);
  await expect(pixelGarden).toBeVisible();
});

test('closing the viewer takes back the entry it added: one Back then leaves the page', async ({ page }) => {
  await logIn(page);
  await page.goto('/explore');
  await expect(page.locator('#td-main-slot article').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard');
  const card = posts(page).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  const before = await page.evaluate(() => window.history.length);
  await card.getByRole('link', { name, exact: true }).first().click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?blog_name=${name}`));

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
});

test('B§2 enter opens the blog: leaving the viewer for the page keeps the page, and Back returns to the dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto('/dashboard');
  const card = posts(page).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  const blogPage = new RegExp(`/blog/${name}$`);

  // By keyboard: focus starts on the bar's link, and Enter opens the page.
  await card.getByRole('link', { name, exact: true }).first().click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.getByRole('link', { name: `Open ${name}'s page` })).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?blog_name=${name}$`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(blogPage);
  await expect(viewer).toBeHidden();
  // Still there a while later: nothing takes the browser back to the dashboard.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(blogPage);
  await expect(page.locator('#td-main-slot article').first()).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(viewer).toBeHidden();

  // By pointer, on the bar's link.
  await posts(page).first().getByRole('link', { name, exact: true }).first().click();
  await viewer.getByRole('link', { name: `Open ${name}'s page` }).click();
  await expect(page).toHaveURL(blogPage);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(blogPage);
  await expect(viewer).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(viewer).toBeHidden();
});

test('B§2 /search?q= takes no history entry of its own: Back returns to the previous results', async ({ page }) => {
  await page.goto('/search/night');
  await expect(page.getByRole('heading', { name: 'Search results for “night”' })).toBeVisible();
  await page.goto('/search?q=owl&sort=recent');
  await expect(page).toHaveURL(/\/search\/owl\?sort=recent$/);
  await expect(page.getByRole('heading', { name: 'Search results for “owl”' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/night$/);
  await expect(page.getByRole('heading', { name: 'Search results for “night”' })).toBeVisible();
});
