import { expect, test, type Locator } from '@playwright/test';
import { posts } from './helpers';
import { signUp } from './messaging-helpers';

/** How much of the name shows: all of it, or the width of its first `chars` characters and the ellipsis at least. */
function nameRoom(link: Locator, chars: number) {
  return link.evaluate((element, count) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(element).font;
    const name = element.textContent ?? '';
    return {
      name,
      whole: element.scrollWidth <= element.clientWidth,
      enough: element.clientWidth >= context.measureText(`${name.slice(0, count)}…`).width,
    };
  }, chars);
}

test('at 375 px a blog one does not follow keeps its name readable beside Follow: a short date, the full one in its title', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // A new person follows none of the seeded video blogs, so their cards offer Follow.
  await signUp(page, 'narrow');
  await page.goto('/tagged/video');
  const card = posts(page).filter({ has: page.getByRole('button', { name: /^Follow / }) }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const header = card.locator('.td-dash-post__header');
  const room = await nameRoom(header.locator('.td-dash-post__blog'), 8);
  expect(room.name.length).toBeGreaterThanOrEqual(8);
  expect(room.whole || room.enough, `"${room.name}" shows at least 8 characters`).toBe(true);

  const date = header.locator('time');
  const full = (await date.getAttribute('title')) ?? '';
  expect(full).toMatch(/\d{4}, \d{1,2}:\d{2}/);
  // What shows is the month and day; the link is still named by the full date.
  await expect(date.locator('.td-dash-post__date-short')).toBeVisible();
  await expect(date.locator('.td-dash-post__date-full')).toBeHidden();
  expect(await date.locator('.td-dash-post__date-short').innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})?$/);
  await expect(header.getByRole('link', { name: full, exact: true })).toBeVisible();

  // Wider, the full date shows again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(date.locator('.td-dash-post__date-short')).toBeHidden();
  await expect(date.locator('.td-dash-post__date-full')).toBeVisible();
  expect(await date.locator('.td-dash-post__date-full').innerText()).toBe(full);
  await expect(header.getByRole('link', { name: full, exact: true })).toBeVisible();
});
