import { expect, test } from '@playwright/test';
import { conversationWindow, openInbox } from './messaging-helpers';
import { signedInWithViewer } from './peepr-helpers';

const BLOG = 'pixel-garden';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px an inbox row is one button: a click on the blog's name or avatar opens the conversation, not the blog viewer`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signedInWithViewer(page, baseURL!);

    for (const part of ['name', 'avatar'] as const) {
      const inbox = await openInbox(page);
      const row = inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${BLOG}:`) });
      await (part === 'name' ? row.getByText(BLOG, { exact: true }) : row.getByRole('img', { name: `${BLOG}'s avatar` })).click();
      const window = conversationWindow(page, BLOG);
      await expect(window, part).toBeVisible();
      await expect(inbox, part).toBeHidden();
      await expect(page.getByRole('dialog', { name: BLOG, exact: true }), part).toBeHidden();
      expect(page.url(), part).not.toContain('blog_name=');
      // By keyboard: at 375 px the card of the window's blog name, opened as the window comes, can cover Close.
      await window.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(window).toBeHidden();
    }
  });
}

test("a conversation window's blog name and avatar are peepr targets: hover shows the card, a click opens the viewer", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signedInWithViewer(page, baseURL!);
  const inbox = await openInbox(page);
  await inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${BLOG}:`) }).click();
  const window = conversationWindow(page, BLOG);
  await expect(window).toBeVisible();

  const link = window.getByRole('link', { name: BLOG, exact: true });
  await link.hover();
  await expect(page.getByRole('group', { name: `${BLOG}, blog card` })).toBeVisible();
  await link.click();
  const viewer = page.getByRole('dialog', { name: BLOG, exact: true });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]blog_name=${BLOG}`));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await window.locator('[data-peepr]').filter({ has: page.getByRole('img', { name: `${BLOG}'s avatar` }) }).click();
  await expect(viewer).toBeVisible();
});
