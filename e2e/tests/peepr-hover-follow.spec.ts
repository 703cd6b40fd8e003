import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('4–5. follow from a hover card: the card stays and shows it, the blog header and post cards follow suit; unfollow asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.goto('/blog/night-owl-notes');
  const main = page.locator('#td-main-slot');
  const headerFollow = main.getByRole('button', { name: 'Follow', exact: true });
  await expect(headerFollow).toBeVisible({ timeout: 30_000 });
  const article = main.getByRole('article').first();
  await expect(article).toBeVisible();
  // The viewer (which serves hover cards) loads when the page is idle.
  await page.waitForFunction(() => document.querySelector('[data-remote="mfe-peepr"]') !== null, undefined, { timeout: 30_000 });

  await article.getByRole('link', { name: 'night-owl-notes', exact: true }).first().hover();
  const card = page.getByRole('group', { name: 'night-owl-notes, blog card' });
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Following night-owl-notes' })).toBeVisible();

  await card.getByRole('button', { name: 'Unfollow' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to unfollow night-owl-notes?' });
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(main.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

  await main.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to unfollow night-owl-notes?' }).getByRole('button', { name: 'Ok' }).click();
  await expect(headerFollow).toBeVisible();
  await page.reload();
  await expect(headerFollow).toBeVisible({ timeout: 30_000 });
});
