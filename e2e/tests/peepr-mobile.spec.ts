import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('2, 6, 7 at 375 px: a visitor reads a blog page, searches it and the site without scrolling sideways', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/blog/night-owl-notes');
  const main = page.locator('#td-main-slot');
  await expect(main.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Follow', exact: true })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await main.getByRole('button', { name: 'Search night-owl-notes' }).click();
  await main.getByLabel('Search night-owl-notes').fill('night');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main.getByRole('feed', { name: 'Posts about night on night-owl-notes' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/search/night');
  await expect(main.getByRole('heading', { name: 'Search results for “night”' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByLabel('Post type')).toBeInViewport();
  await expectNoSidewaysScroll(page);
});

test('8 at 375 px: the ask form fits the phone, counts down and sends', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'finn@example.com', 'finn-password');
  await page.goto('/blog/night-owl-notes');
  const main = page.locator('#td-main-slot');
  await main.getByRole('button', { name: 'Message, ask or submit' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Ask a question' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask night-owl-notes a question' });
  const box = (await ask.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const question = ask.getByLabel('Your question');
  await question.fill('x'.repeat(470));
  await expect(ask.getByText('30 characters left')).toBeVisible();
  await question.fill('What do you read at 3 a.m.?');
  await expect(ask.getByRole('button', { name: 'Ask' })).toBeInViewport();
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask).toBeHidden();
});
