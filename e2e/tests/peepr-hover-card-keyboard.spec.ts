import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

/**
 * A hover card opened over the blog viewer (a modal dialog that traps the focus) can be used by keyboard: Tab
 * from the blog name goes into the card and on past the name; Escape closes the card alone, focus back on the name.
 */
test('at 1280 px, over the open viewer: Tab from a blog name reaches its card’s controls; Escape closes only the card', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.goto('/dashboard?blog_name=night-owl-notes');
  const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  const article = viewer.getByRole('article').first();
  const name = article.getByRole('link', { name: 'night-owl-notes', exact: true }).first();
  await name.focus();
  await name.hover();
  const card = page.getByRole('group', { name: 'night-owl-notes, blog card' });
  const follow = card.getByRole('button', { name: /^(Follow|Unfollow)$/ });
  await expect(follow).toBeVisible();
  await expect(card.getByRole('list', { name: 'Recent posts' }).getByRole('link').first()).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(follow).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('list', { name: 'Recent posts' }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(follow).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(viewer).toBeVisible();
  await expect(name).toBeFocused();
  // The next Escape is the viewer's.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
