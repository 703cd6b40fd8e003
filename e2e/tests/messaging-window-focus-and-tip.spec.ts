import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts } from './helpers';
import { conversationWindow, loadingMessaging, messagingButton, signUp, startConversation } from './messaging-helpers';
import { ApiSession, atHome, FRIEND } from './post-helpers';

// Signing up or in and loading messaging can take most of a minute on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const tip = (page: Page) => page.getByRole('dialog', { name: 'Talk to a blog' });

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether what is drawn at the middle of `locator` is the element itself (nothing covers it). */
function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${width} px a conversation window restored after a reload gives the focus to the header's Messaging button when closed`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height });
    await atHome(baseURL!, FRIEND);
    await loadingMessaging(page, () => logIn(page, FRIEND.email, FRIEND.password));
    await startConversation(page, 'tumbledemo');
    await loadingMessaging(page, () => page.reload().then(() => undefined));
    const window = conversationWindow(page, 'tumbledemo');
    await expect(window.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout: 30_000 });
    await window.getByRole('button', { name: 'Close' }).click();
    await expect(window).toHaveCount(0);
    await expect(messagingButton(page)).toBeFocused();
  });
}

test('at 1280 px the "Talk to a blog" tip hangs beside the post column: the first card\'s "More options" on /drafts stays clear', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const blog = await signUp(page, 'msg-tip-1280');
  const person = await ApiSession.logIn(baseURL!, { email: `${blog}@example.com`, password: 'a-long-password', blog });
  try {
    await person.textPost(blog, 'A draft under the tip', 'Still a draft.', '1');
  } finally {
    await person.dispose();
  }
  await page.goto('/drafts');
  const moreOptions = posts(page).first().getByRole('button', { name: 'More options' });
  await expect(moreOptions).toBeVisible({ timeout: 30_000 });
  await expect(tip(page)).toBeVisible();
  expect(intersect((await tip(page).boundingBox())!, (await moreOptions.boundingBox())!)).toBe(false);
  expect(await onTop(moreOptions)).toBe(true);
  // Still under the header's balloon it points at, and as before any answer puts it away.
  const balloon = (await messagingButton(page).boundingBox())!;
  const box = (await tip(page).boundingBox())!;
  expect(box.x).toBeLessThan(balloon.x + balloon.width / 2);
  expect(box.x + box.width).toBeGreaterThan(balloon.x + balloon.width / 2);
  await tip(page).getByRole('button', { name: 'Close' }).click();
  await expect(tip(page)).toHaveCount(0);
});

test('at 375 px the "Talk to a blog" tip is a sheet at the bottom: a card focused with j, and a control tabbed to, stay in sight', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp(page, 'msg-tip-375');
  await expect(posts(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(tip(page)).toBeVisible();
  for (const index of [0, 1]) {
    await page.keyboard.press('j');
    const card = posts(page).nth(index);
    await expect(card).toBeFocused();
    const title = card.getByRole('link').filter({ visible: true }).first();
    await expect(title).toBeInViewport();
    expect(intersect((await tip(page).boundingBox())!, (await title.boundingBox())!)).toBe(false);
    expect(await onTop(title)).toBe(true);
  }
  // Tab through the focused card: each control it reaches scrolls above the sheet.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if (!(await tip(page).evaluate((sheet, element) => !!element && !sheet.contains(element), await focused.elementHandle()))) break;
    expect(intersect((await tip(page).boundingBox())!, (await focused.boundingBox())!)).toBe(false);
  }
  await expect(tip(page)).toContainText("Just tap this balloon, type the blog's name, and start a conversation.");
});
