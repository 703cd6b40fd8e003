import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { answerOf } from './post-helpers';

const BLOG = 'quote-keeper';

/**
 * Unfollows from a blog header and says Ok: focus stays on the button, which now reads Follow; Enter there
 * follows again (the seeded follow is back) and focus is still on it.
 */
async function unfollowAndFollowBack(page: Page, header: Locator): Promise<void> {
  await header.getByRole('button', { name: 'Unfollow', exact: true }).click({ timeout: 30_000 });
  const confirm = page.getByRole('alertdialog', { name: `Are you sure you want to unfollow ${BLOG}?` });
  const unfollowed = answerOf(page, '/svc/unfollow');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toBeHidden();
  expect((await unfollowed).ok()).toBe(true);
  const follow = header.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeFocused();

  const followed = answerOf(page, '/svc/follow');
  await page.keyboard.press('Enter');
  expect((await followed).ok()).toBe(true);
  await expect(header.getByRole('button', { name: 'Unfollow', exact: true })).toBeFocused();
}

test('after Unfollow → Ok in the viewer, focus is on its Follow button, still in the viewer', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto(`/dashboard?blog_name=${BLOG}`);
  const viewer = page.getByRole('dialog', { name: BLOG });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await unfollowAndFollowBack(page, viewer.locator('header'));
  await expect(viewer).toBeVisible();
});

test('after Unfollow → Ok on a blog page, focus is on its Follow button', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto(`/blog/${BLOG}`);
  await unfollowAndFollowBack(page, page.locator('#td-main-slot header'));
});

test('a hover card stays through its unfollow confirm, with the focus on its button that now reads Follow', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto(`/blog/${BLOG}`);
  const article = page.locator('#td-main-slot').getByRole('article').first();
  await expect(article).toBeVisible({ timeout: 30_000 });
  // The viewer (which serves hover cards) loads when the page is idle.
  await page.waitForFunction(() => document.querySelector('[data-remote="mfe-peepr"]') !== null, undefined, { timeout: 30_000 });
  const name = article.getByRole('link', { name: BLOG, exact: true }).first();
  await name.hover();
  const card = page.getByRole('group', { name: `${BLOG}, blog card` });
  await unfollowAndFollowBack(page, card);
  await expect(card).toBeVisible();
  // Closed with the focus in it, the card leaves the focus on the blog name that opened it.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(name).toBeFocused();
});
