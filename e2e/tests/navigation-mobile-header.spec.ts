import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn, uniqueName } from './helpers';
import { ApiSession, DEMO_USER, FRIEND, atHome } from './post-helpers';
import { signUpFresh, skipTour } from './settings-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('mobile header and drawers at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('signed in: the burger opens the drawer, focus stays inside and returns to the burger; search submits to /search', async ({ page }) => {
    await logIn(page);
    await skipTour(page);
    await page.goto('/dashboard');
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^Following \d+$/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'tumbledemo', exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page, '#td-mh-drawer');
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Settings' }).click();
    await expect(drawer.getByRole('link', { name: 'Two Factor Authentication' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Apps' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search Tumbledash' }).fill('cats');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search(\?q=cats|\/cats)/);
  });

  test('signed in: the drawer leads to each blog’s inbox, closes and gives focus back to the burger', async ({ page, baseURL }) => {
    // Other specs answer the seeded asks: this one sends its own.
    const question = `${uniqueName('drawer')} — what is in your inbox?`;
    const friend = await ApiSession.logIn(baseURL!, FRIEND);
    try {
      await friend.post('/svc/post/ask', { recipient: DEMO_USER.blog, question });
    } finally {
      await friend.dispose();
    }
    await logIn(page);
    await skipTour(page);
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const pages = drawer.getByRole('list', { name: 'tumbledemo' });
    // At least that ask waits for tumbledemo: its Inbox shows how many, and says so.
    await expect(pages.getByRole('link')).toHaveText([/^Inbox\s*\d+$/, 'Drafts', 'Queue']);
    await expect(pages.getByRole('link', { name: /^Inbox, \d+ waiting$/ })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'demo-sketches' }).getByRole('link', { name: 'Queue' })).toBeVisible();
    const inboxLink = pages.getByRole('link', { name: 'Inbox' });
    const box = await inboxLink.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await inboxLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    const inbox = page.getByRole('main').getByRole('region', { name: 'Inbox' }).first();
    await expect(inbox.getByRole('article').filter({ hasText: question })).toContainText('friendly asked:');
  });

  test('signed in: the drawer opens above an open conversation window and its blog links take the tap', async ({ page, baseURL }) => {
    await logIn(page);
    await skipTour(page);
    await page.goto('/conversation/new/friendly');
    const chat = page.getByRole('region', { name: 'friendly', exact: true });
    await expect(chat.getByRole('textbox')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const sketches = drawer.getByRole('list', { name: 'demo-sketches' });
    await sketches.scrollIntoViewIfNeeded();
    // The window sits where the blogs are listed: the drawer, a modal, is above it and takes the tap.
    const queue = sketches.getByRole('link', { name: 'Queue' });
    const box = (await queue.boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#td-mh-drawer') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(onTop).toBe(true);
    try {
      await queue.click();
      await expect(page).toHaveURL(/\/queue$/);
      await expect(drawer).toBeHidden();
    } finally {
      // demo-sketches' Queue link made it demo's current channel; the specs share one database.
      await atHome(baseURL!, DEMO_USER);
    }
  });

  test('search: Escape closes the field and gives focus back to Search; on a results page it reopens with the term', async ({ page }) => {
    await logIn(page);
    await skipTour(page);
    const toggle = page.getByRole('button', { name: 'Search' });
    const field = page.getByRole('searchbox', { name: 'Search Tumbledash' });
    await toggle.click();
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.goto('/search/cats');
    await toggle.click();
    await expect(field).toHaveValue('cats');
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('cats');

    // A search by keyboard: the results open and focus is back on Search, never on the page's body.
    await field.fill('mountains');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search(\?q=mountains|\/mountains)/);
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('signed in: a like made on the page shows in the drawer’s Likes count, and /likes lists it first', async ({ page }) => {
    await signUpFresh(page, 'drawerlikes');
    await skipTour(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // B§2: no count while there are no likes.
    await expect(drawer.getByRole('link', { name: 'Likes', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^Following \d+$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    const postId = (await page
      .locator('#td-main-slot article')
      .filter({ has: page.locator('button[aria-label="Like"][aria-pressed="false"]:not([aria-disabled])') })
      .first()
      .getAttribute('data-post-id'))!;
    const card = page.locator(`#td-main-slot article[data-post-id="${postId}"]`);
    const liked = page.waitForResponse((response) => new URL(response.url()).pathname === '/svc/like');
    await card.getByRole('button', { name: 'Like' }).click();
    expect((await liked).ok()).toBe(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Likes 1' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Likes 1' }).click();
    await expect(page).toHaveURL(/\/likes$/);
    const first = page.locator('#td-main-slot article').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('data-post-id', postId);
  });

  test('with mobile_web_sticky_header: the sticky state after scrolling past 45 px (the 500 ms are a unit test); the search row hides scrolling down', async ({ page }) => {
    await logIn(page);
    await skipTour(page);
    await page.goto('/dashboard');
    await expect(page.locator('#td-main-slot article').first()).toBeVisible();
    const header = page.getByTestId('td-header');
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('searchbox', { name: 'Search Tumbledash' });
    await expect(search).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/td-header--nav-hidden/);
    await expect(search).toBeHidden();
    await expect(header).toHaveClass(/td-header--sticky/);
    await page.mouse.wheel(0, -100);
    await expect(header).not.toHaveClass(/td-header--nav-hidden/);
    await expect(search).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/td-header--sticky/);
  });

  test('signed out: Log in, Get started and the splash; the header fits from 320 to 414 px', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Get started' })).toBeVisible();
    await expect(drawer.getByText(/^Posted by /)).toBeVisible();
    await drawer.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/register$/);
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/dashboard', '/help', '/login']) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('signed out: under the splash image the posting blog’s avatar keeps its 24 px and "Posted by" reads on one line inside the drawer', async ({ page }) => {
    for (const path of ['/dashboard', '/blog/pixel-garden']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const caption = drawer.getByText(/^Posted by /);
      await expect(caption).toBeVisible();
      const blog = (await caption.textContent())!.replace('Posted by ', '');
      const avatar = drawer.getByRole('img', { name: `${blog}'s avatar` });
      const [drawerBox, avatarBox, captionBox] = await Promise.all([drawer.boundingBox(), avatar.boundingBox(), caption.boundingBox()]);
      expect(avatarBox, path).toMatchObject({ width: 24, height: 24 });
      // One line of 13 px text; beside the avatar, not under it.
      expect(captionBox!.height, path).toBeLessThanOrEqual(24);
      expect(captionBox!.x, path).toBeGreaterThan(avatarBox!.x + avatarBox!.width);
      expect(captionBox!.x + captionBox!.width, path).toBeLessThanOrEqual(drawerBox!.x + drawerBox!.width);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });

  test('signed in at 320 px: no horizontal scroll and blog names are never clipped', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await logIn(page);
    await skipTour(page);
    for (const path of ['/dashboard', '/explore', '/following', '/settings/account', '/settings/blog/tumbledemo']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    const clipped = await page.getByRole('dialog', { name: 'Menu' }).locator('.td-mh__blog-name').evaluateAll((names) =>
      names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent),
    );
    expect(clipped).toEqual([]);
  });
});

test('at 1280 px the burger and the drawer are not shown', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
