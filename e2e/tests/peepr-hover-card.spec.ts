import { expect, test, type Locator, type Page } from '@playwright/test';
import { conversationWindow, inboxPopover, messagingButton, openConversationFromInbox } from './messaging-helpers';
import { signedInWithViewer } from './peepr-helpers';

const BLOG = 'pixel-garden';

const blogCard = (page: Page) => page.getByRole('group', { name: `${BLOG}, blog card` });

/** The middle of an element, where a pointer on it rests. */
async function middleOf(element: Locator): Promise<{ x: number; y: number }> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

test('at 375 px a conversation window that opens under a resting mouse gets no card; moving the mouse on its name does', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  // Without the window's slide-in, its name lands under the resting pointer at once (Chromium then tells the
  // page with a mouseover; a pointer the window slides under gets one too, in a real browser).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedInWithViewer(page, baseURL!);

  // Where the window's blog name will be: the pointer goes there and stays while the window is closed.
  let window = await openConversationFromInbox(page, BLOG);
  const spot = await middleOf(window.getByRole('link', { name: BLOG, exact: true }));
  await window.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(window).toBeHidden();
  await page.mouse.move(spot.x, spot.y);

  // The window comes back by keyboard, under the still pointer.
  await messagingButton(page).focus();
  await page.keyboard.press('Enter');
  const inbox = inboxPopover(page);
  await expect(inbox).toBeVisible();
  await inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${BLOG}:`) }).focus();
  await page.keyboard.press('Enter');
  window = conversationWindow(page, BLOG);
  await expect(window).toBeVisible();
  const name = window.getByRole('link', { name: BLOG, exact: true });
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, spot)).toBe(BLOG);
  // A card would show at once (its loader after 250 ms); the name stays uncovered, Close within reach.
  await page.waitForTimeout(1000);
  await expect(blogCard(page)).toHaveCount(0);
  await window.getByRole('button', { name: 'Close' }).click({ trial: true, timeout: 5_000 });

  // A real move on the name is a hover: the card comes.
  await page.mouse.move(spot.x + 3, spot.y);
  await expect(blogCard(page)).toBeVisible();
  await expect(name).toBeVisible();
});

test('opening the blog viewer from a recent post in a card closes the card: it stays over nothing', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInWithViewer(page, baseURL!);
  const window = await openConversationFromInbox(page, BLOG);
  await window.getByRole('link', { name: BLOG, exact: true }).hover();
  const card = blogCard(page);
  const recent = card.getByRole('list', { name: 'Recent posts' }).getByRole('link').first();
  // A click inside the card is the card's own: it does not close it; the viewer opening does.
  await recent.click();
  const viewer = page.getByRole('dialog', { name: BLOG, exact: true });
  await expect(viewer).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('at 1280 px the card of a sender in the activity popover draws over the popover', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInWithViewer(page, baseURL!);
  await page.getByRole('banner').getByRole('button', { name: 'Activity' }).click();
  const popover = page.getByRole('dialog', { name: 'Activity' });
  const sender = popover.getByRole('listitem').filter({ has: page.getByRole('button', { name: BLOG, exact: true }) }).first();
  await sender.getByRole('button', { name: BLOG, exact: true }).hover();
  const card = blogCard(page);
  const follow = card.getByRole('button', { name: /^(Follow|Unfollow)$/ });
  await expect(follow).toBeVisible();
  await expect(popover).toBeVisible();
  // The card's button is what a click there reaches, not the popover under it.
  await follow.click({ trial: true, timeout: 5_000 });
  const middle = await middleOf(card);
  expect(await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[role="group"][aria-label$=", blog card"]')), middle)).toBe(true);
});
