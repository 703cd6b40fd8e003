import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts } from './helpers';
import { conversationWindow, loadingMessaging } from './messaging-helpers';
import { networksRow, sharePopover } from './share-helpers';
import { ApiSession, atHome, DEMO_USER, FRIEND } from './post-helpers';

// Signing in, loading messaging and the viewer's chunk can take most of a minute on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** Signed in with messaging loaded, the blog viewer open on that blog (it loads when the page is idle). */
async function viewerOf(page: Page, baseURL: string, person: typeof FRIEND, blogName: string): Promise<Locator> {
  await atHome(baseURL, person);
  await loadingMessaging(page, () => logIn(page, person.email, person.password));
  await page.goto(`/dashboard?blog_name=${blogName}`);
  const viewer = page.getByRole('dialog', { name: blogName });
  await expect(viewer.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  return viewer;
}

/** The conversation shows over the page, not under the viewer, with the focus in its compose box. */
async function conversationInSight(page: Page, viewer: Locator, blogName: string): Promise<void> {
  await expect(viewer).toBeHidden();
  const window = conversationWindow(page, blogName);
  await expect(window).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(page).not.toHaveURL(/blog_name=/);
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('"Send a message" in the blog viewer closes the viewer and opens the conversation in sight, focused', async ({ page, baseURL }) => {
      const viewer = await viewerOf(page, baseURL!, FRIEND, 'tumbledemo');
      await viewer.getByRole('button', { name: 'Message, ask or submit' }).click();
      await page.getByRole('menuitem', { name: 'Send a message' }).click();
      await conversationInSight(page, viewer, 'tumbledemo');
    });

    test('"Send a message" to a blog that has stopped taking messages: the refusal shows over the viewer, which stays with the focus', async ({ page, baseURL }) => {
      const viewer = await viewerOf(page, baseURL!, FRIEND, 'tumbledemo');
      // The viewer offered "Send a message" when it loaded; tumbledemo turns messages off meanwhile (its settings).
      const owner = await ApiSession.logIn(baseURL!, DEMO_USER);
      try {
        await owner.post('/svc/settings/blog/tumbledemo', { can_receive_messages: false });
        await viewer.getByRole('button', { name: 'Message, ask or submit' }).click();
        await page.getByRole('menuitem', { name: 'Send a message' }).click();
        const refusal = page.getByRole('alertdialog', { name: "This blog can't receive messages." });
        await expect(refusal).toBeVisible();
        // Seen and reachable above the viewer's glass: what is on top at the middle of its OK button is that button.
        const ok = refusal.getByRole('button', { name: 'OK' });
        await expect(ok).toBeFocused();
        expect(await ok.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        })).toBe(true);
        await ok.click();
        await expect(refusal).toBeHidden();
        await expect(viewer).toBeVisible();
        await expect(conversationWindow(page, 'tumbledemo')).toHaveCount(0);
        expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
        await expect(page).toHaveURL(/blog_name=tumbledemo/);
      } finally {
        await owner.post('/svc/settings/blog/tumbledemo', { can_receive_messages: true });
        await owner.dispose();
      }
    });

    test('a post of the viewer shared by message: the popover and the viewer close, the conversation shows, focused', async ({ page, baseURL }) => {
      const viewer = await viewerOf(page, baseURL!, DEMO_USER, 'friendly');
      // A text post cannot go in a message (B§5): a photo can.
      const card = viewer.getByRole('article').filter({ has: page.getByRole('img', { name: 'Photo' }) }).first();
      await card.getByRole('button', { name: 'Share' }).click();
      const popover = sharePopover(page);
      await expect(networksRow(popover)).toBeVisible();
      const favorite = popover.getByRole('list', { name: 'Favorites' }).getByRole('button').first();
      const recipient = (await favorite.textContent())!.trim();
      await favorite.click();
      await popover.getByRole('button', { name: 'Send' }).click();
      await expect(popover).toBeHidden();
      await conversationInSight(page, viewer, recipient);
    });
  });
}

test('"Clear search" in the viewer leaves the focus in the search, on its emptied field', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const viewer = await viewerOf(page, baseURL!, FRIEND, 'friendly');
  await viewer.getByRole('button', { name: 'Search friendly' }).click();
  const term = viewer.getByLabel('Search friendly');
  await term.fill('cat');
  await term.press('Enter');
  await expect(viewer.getByRole('feed', { name: 'Posts about cat on friendly' }).getByRole('article').first()).toBeVisible();
  await viewer.getByRole('button', { name: 'Clear search' }).click();
  await expect(viewer.getByRole('feed', { name: 'Posts of friendly' })).toBeVisible();
  await expect(term).toBeFocused();
  await expect(term).toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('a post’s avatar opens the viewer; closing it returns the focus to the post’s blog name, which is announced', async ({ page, baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
  await logIn(page);
  await page.waitForFunction(() => document.querySelector('[data-remote="mfe-peepr"]') !== null, undefined, { timeout: 30_000 });
  const card = posts(page).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The avatar is a mouse-only duplicate of the blog's name: hidden from assistive technology, out of the Tab order.
  const avatar = card.locator('a[aria-hidden="true"]').first();
  const blogName = (await avatar.getAttribute('href'))!.replace('/blog/', '');
  await avatar.click();
  const viewer = page.getByRole('dialog', { name: blogName });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(card.getByRole('link', { name: blogName, exact: true }).first()).toBeFocused();
});

test('site search results lay out as a tag page: each avatar stands whole beside its card, on no panel’s edge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  for (const term of ['cats', 'gif']) {
    await page.goto(`/search/${term}`);
    const card = page.getByRole('feed', { name: `Posts about ${term}` }).getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const avatar = card.locator('a[aria-hidden="true"]').first();
    await expect(avatar).toBeVisible();
    // Every box that paints a background behind the avatar holds the whole avatar, as the page's navy does.
    const straddled = await avatar.evaluate((element) => {
      const own = element.getBoundingClientRect();
      const crossed: string[] = [];
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.backgroundColor === 'rgba(0, 0, 0, 0)' && style.backgroundImage === 'none') continue;
        const outer = box.getBoundingClientRect();
        const inside = own.left >= outer.left && own.right <= outer.right && own.top >= outer.top && own.bottom <= outer.bottom;
        if (!inside) crossed.push(`${box.className} ${outer.left}–${outer.right}`);
      }
      return crossed;
    });
    expect(straddled).toEqual([]);
    const avatarBox = (await avatar.boundingBox())!;
    const postBox = (await card.locator('.td-dash-post__card').boundingBox())!;
    expect(avatarBox.x).toBeGreaterThanOrEqual(0);
    // In the gutter, as on a tag page: clear of the card's left edge.
    expect(avatarBox.x + avatarBox.width).toBeLessThanOrEqual(postBox.x);
  }
});
