import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './helpers';

const END = 'You’ve reached the end.';

/** Scrolls with the wheel (over `over`) until the end text shows; it is not there before the last page. */
async function scrollToEnd(page: Page, over: Locator, end: Locator): Promise<void> {
  const box = (await over.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, 400));
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(end).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
}

test('a blog page says “You’ve reached the end.” under its last post, as the dashboard does', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/blog/tumbledemo');
  const main = page.locator('#td-main-slot');
  const feed = main.getByRole('feed', { name: 'Posts of tumbledemo' });
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const end = main.getByText(END, { exact: true });
  await expect(end).toHaveCount(0);
  await scrollToEnd(page, feed, end);
  // Under the last post: nothing more is asked for.
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  await expect(main.getByRole('status', { name: 'Loading posts' })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the blog viewer says “You’ve reached the end.” under the blog’s last post', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page);
    await page.goto('/dashboard?blog_name=quote-keeper');
    const viewer = page.getByRole('dialog', { name: 'quote-keeper' });
    const feed = viewer.getByRole('feed', { name: 'Posts of quote-keeper' });
    await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await scrollToEnd(page, feed, viewer.getByText(END, { exact: true }));
  });
});
