import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { ApiSession, DEMO_USER, FRIEND, atHome } from './post-helpers';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of an element, which must be on the page. */
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The element a person's click at the middle of the button would reach is the button itself: nothing covers it. */
async function isUncovered(page: Page, button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const reached = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return reached !== null && element.contains(reached) && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the "new posts" button never covers the new-post buttons and stays in view down the page`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await atHome(baseURL!, DEMO_USER);
    // The documented test-only setting (mfe-dashboard README): check every second instead of every minute.
    await page.addInitScript(() => window.localStorage.setItem('tumbledash:dashboard-refresh-ms', '1000'));
    await logIn(page);
    await expect(posts(page).first()).toBeVisible();

    // Taken back at the end: friendly's first page stays as other specs expect it.
    const friend = await ApiSession.logIn(baseURL!, FRIEND);
    const offered = await friend.textPost(FRIEND.blog, uniqueName('Posted while you read'), 'Offered by the button.');
    try {
      const button = page.getByRole('button', { name: '1 new post' });
      await expect(button).toBeVisible();

      // At the top of the page: under the new-post buttons, whole (its label inside it), and not over them.
      const newPost = page.getByRole('region', { name: 'New post' });
      const pill = await boxOf(button);
      for (const type of await newPost.getByRole('button').all()) expect(overlaps(pill, await boxOf(type))).toBe(false);
      expect(pill.y).toBeGreaterThanOrEqual((await boxOf(newPost)).y + (await boxOf(newPost)).height);
      expect(pill.height).toBeGreaterThanOrEqual(await button.evaluate((element) => element.scrollHeight));
      expect(await isUncovered(page, button)).toBe(true);

      // Down the page it stays under the header, in view and pressable.
      // Well down, whatever the first page's height at this width (the next page may still be loading).
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1200);
      await expect.poll(() => isUncovered(page, button)).toBe(true);
      const header = await boxOf(page.locator('#td-header-slot'));
      expect((await boxOf(button)).y).toBeGreaterThanOrEqual(header.y + header.height);

      // Back near the top: over neither the new-post buttons nor under the header.
      await page.mouse.wheel(0, -(await page.evaluate(() => window.scrollY)) + 40);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
      await expect.poll(() => isUncovered(page, button)).toBe(true);
      const near = await boxOf(button);
      for (const type of await newPost.getByRole('button').all()) expect(overlaps(near, await boxOf(type))).toBe(false);
    } finally {
      await friend.deletePost(FRIEND.blog, offered);
      await friend.dispose();
    }
  });
}
