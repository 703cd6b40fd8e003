import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

const QUOTE = 'I have loved the stars too fondly';

test('6. blog search signed in: Popular Tags, filters by post type reset the results, clearing shows the blog’s posts again', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.goto('/blog/night-owl-notes');
  const main = page.locator('#td-main-slot');
  await expect(main.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: 'Search night-owl-notes' }).click();
  const term = main.getByLabel('Search night-owl-notes');
  // Popular Tags: the blog's most used tags, at most 20.
  const tags = main.locator(`datalist#${await term.getAttribute('list')} option`);
  await expect.poll(() => tags.count()).toBeGreaterThan(0);
  expect(await tags.count()).toBeLessThanOrEqual(20);
  await expect(tags.and(page.locator('[value="night"]'))).toHaveCount(1);

  await term.fill('night');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  const results = main.getByRole('feed', { name: 'Posts about night on night-owl-notes' }).getByRole('article');
  await expect(results.filter({ hasText: QUOTE }).first()).toBeVisible();
  await expect(results.filter({ hasText: 'Night sky' }).first()).toBeVisible();

  await main.getByRole('button', { name: 'Filters' }).click();
  await main.getByLabel('Post type').selectOption('QUOTE');
  await expect(results.filter({ hasText: 'Night sky' })).toHaveCount(0);
  await expect(results.filter({ hasText: QUOTE }).first()).toBeVisible();
  await main.getByLabel('Post type').selectOption('LINK');
  await expect(results.filter({ hasText: QUOTE })).toHaveCount(0);
  await expect(results.filter({ hasText: 'Night sky' }).first()).toBeVisible();
  await main.getByLabel('Sort').selectOption('POPULARITY_DESC');
  await expect(results.filter({ hasText: 'Night sky' }).first()).toBeVisible();

  await main.getByRole('button', { name: 'Clear search' }).click();
  await expect(main.getByRole('feed', { name: 'Posts of night-owl-notes' }).getByRole('article').filter({ hasText: 'On finishing things' }).first()).toBeVisible();
});

test('7. site search: sort and post type from the page change the address and the results', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/search/night');
  const main = page.locator('#td-main-slot');
  await expect(main.getByRole('heading', { name: 'Search results for “night”' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('region', { name: 'Blogs' }).getByRole('link', { name: 'night-owl-notes' })).toBeVisible();
  const results = main.getByRole('feed', { name: 'Posts about night' }).getByRole('article');
  await expect(results.filter({ hasText: QUOTE }).first()).toBeVisible();

  await main.getByLabel('Post type').selectOption('link');
  await expect(page).toHaveURL(/\/search\/night\?.*filter_post_type=link/);
  await expect(results.filter({ hasText: 'Night sky' }).first()).toBeVisible();
  await expect(results.filter({ hasText: QUOTE })).toHaveCount(0);

  await main.getByLabel('Sort').selectOption('recent');
  await expect(page).toHaveURL(/sort=recent/);
  await expect(page).toHaveURL(/filter_post_type=link/);
  await expect(results.filter({ hasText: 'Night sky' }).first()).toBeVisible();
});

test('8. site search: the viewer opened from the results sits over them; closing it finds them as they were', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/search/night?sort=recent');
  const main = page.locator('#td-main-slot');
  const results = main.getByRole('feed', { name: 'Posts about night' }).getByRole('article');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  // The results are not drawn again (nor fetched): the first one keeps a mark.
  await results.first().evaluate((article) => article.setAttribute('data-e2e-kept', 'yes'));

  await main.getByRole('region', { name: 'Blogs' }).getByRole('link', { name: 'night-owl-notes' }).click();
  const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\/search\/night\?sort=recent&blog_name=night-owl-notes$/);
  await expect(page.locator('[data-e2e-kept="yes"]')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/search\/night\?sort=recent$/);
  await expect(results.first()).toHaveAttribute('data-e2e-kept', 'yes');
});
