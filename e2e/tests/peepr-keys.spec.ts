import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

/** finn's dashboard with night-owl-notes open in the viewer (it loads when the page is idle after its first post). */
async function openNightOwlAsFinn(page: Page) {
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.goto('/dashboard?blog_name=night-owl-notes');
  const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  const articles = viewer.getByRole('article');
  await expect(articles.nth(2)).toBeVisible();
  // Focus starts on the bar's link, outside the posts: the keys must work from here.
  await expect(viewer.getByRole('link', { name: "Open night-owl-notes's page" })).toBeFocused();
  return { viewer, articles, panel: viewer.locator('.td-peepr-drawer__panel') };
}

test('1. keys inside the viewer: r reblogs, s shares, period goes to the top, Enter opens the blog’s page', async ({ page }) => {
  test.setTimeout(120_000);
  const { viewer, articles, panel } = await openNightOwlAsFinn(page);

  await page.keyboard.press('j');
  await expect(articles.first()).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(articles.nth(2)).toBeFocused();
  await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  await page.keyboard.press('r');
  await expect(page.getByRole('status').filter({ hasText: 'Reblogged to recipe-box.' }).or(page.getByText('Reblogged to recipe-box.'))).toBeVisible();
  await expect(articles.nth(2).getByRole('button', { name: 'Reblog', exact: true })).toHaveAccessibleDescription('You reblogged this post.');

  await articles.nth(2).focus();
  await page.keyboard.press('s');
  const share = page.getByRole('dialog', { name: 'Share this post' });
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(viewer).toBeVisible();

  // A click on the viewer's background focuses the dialog itself.
  await viewer.focus();
  await page.keyboard.press('.');
  await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBe(0);

  await articles.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/night-owl-notes$/);
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();
});

test('2. j brings the next post to 60 px below the top of the viewer', async ({ page }) => {
  test.setTimeout(90_000);
  const { articles, panel } = await openNightOwlAsFinn(page);
  await page.keyboard.press('j');
  await expect(articles.first()).toBeFocused();
  await page.keyboard.press('j');
  await expect(articles.nth(1)).toBeFocused();
  const offset = () =>
    panel.evaluate((element) => {
      const second = element.querySelectorAll('article')[1]!;
      return Math.round(second.getBoundingClientRect().top - element.getBoundingClientRect().top);
    });
  await expect.poll(offset).toBe(60);
});
