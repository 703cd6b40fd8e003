import { expect, test } from '@playwright/test';
import { logIn } from './helpers';
import { conversationWindow, openInbox } from './messaging-helpers';
import { atHome, DEMO_USER } from './post-helpers';

test('1, 4. blog names and avatars in inbox rows and conversation headers are peepr targets: hover shows the card, a click opens the viewer', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await atHome(baseURL!, DEMO_USER);
  await logIn(page);
  // The viewer (which serves hover cards and clicks on targets) loads when the page is idle.
  await page.waitForFunction(() => document.querySelector('[data-remote="mfe-peepr"]') !== null, undefined, { timeout: 30_000 });

  const inbox = await openInbox(page);
  const row = inbox.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
  const name = row.locator('.td-msg-row__name [data-peepr]').first();
  const blog = (await name.textContent())!;
  expect(blog).toMatch(/^[a-z0-9-]+$/);
  await expect(row.locator('.td-msg-row__avatar')).toHaveAttribute('data-peepr', JSON.stringify({ tumblelog: blog }));

  await name.hover();
  await expect(page.getByRole('group', { name: `${blog}, blog card` })).toBeVisible();
  await name.click();
  const viewer = page.getByRole('dialog', { name: blog, exact: true });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]blog_name=${blog}`));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The inbox stayed open under the viewer. The rest of the row still opens the conversation; its header's name
  // opens the viewer too.
  await expect(inbox).toBeVisible();
  await inbox.getByRole('list', { name: 'Conversations' }).getByRole('button').first().locator('.td-msg-row__preview').click();
  const window = conversationWindow(page, blog);
  await expect(window).toBeVisible();
  const link = window.getByRole('link', { name: blog, exact: true });
  await link.hover();
  await expect(page.getByRole('group', { name: `${blog}, blog card` })).toBeVisible();
  await link.click();
  await expect(page.getByRole('dialog', { name: blog, exact: true })).toBeVisible();
});
