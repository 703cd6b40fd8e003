import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, posts, uniqueName } from './helpers';
import { conversationWindow, inboxPopover, loadingMessaging, messageLog, messagingButton } from './messaging-helpers';
import { DEMO_USER, FRIEND, answerOf, atHome, postIdOf, postWith, takeBackPostsAfterEach, textPostWithIdAs, toasts } from './post-helpers';

// Issue 15: the main paths work with the keyboard alone — no mouse, only Tab, Enter, Space and Escape —
// and the focused control always shows where focus is.

const takeBack = takeBackPostsAfterEach();

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/**
 * The focused element matches :focus-visible and draws an outline or a ring (box-shadow) — on itself or, as
 * fast compose's round icons do, on a part inside it.
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const marked = (part: Element) => {
      const style = getComputedStyle(part);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // An outline on the element itself must not be cut off by an ancestor that clips its overflow.
    const clippedBy = () => {
      const style = getComputedStyle(element);
      if (style.outlineStyle === 'none') return null;
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const box = element.getBoundingClientRect();
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(ancestor);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        const left = clip.left + ancestor.clientLeft;
        const top = clip.top + ancestor.clientTop;
        const inside =
          box.left - reach >= left - 0.5 &&
          box.right + reach <= left + ancestor.clientWidth + 0.5 &&
          box.top - reach >= top - 0.5 &&
          box.bottom + reach <= top + ancestor.clientHeight + 0.5;
        if (!inside) return ancestor.className || ancestor.tagName.toLowerCase();
      }
      return null;
    };
    return {
      element: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
      focusVisible: element.matches(':focus-visible'),
      nativeControls: element.matches('video[controls], audio[controls]'),
      shown: marked(element) || [...element.querySelectorAll('*')].some(marked),
      clippedBy: clippedBy(),
    };
  });
  expect(focus, 'something has focus').not.toBeNull();
  // Tab goes on into a video's own controls (the browser's, out of the page's reach), which draw the browser's ring;
  // the video then stays the focused element without matching :focus-visible itself.
  if (focus!.nativeControls && !focus!.focusVisible) return;
  expect(focus!.focusVisible, `${focus!.element} matches :focus-visible`).toBe(true);
  expect(focus!.shown, `${focus!.element} shows an outline or a ring`).toBe(true);
  expect(focus!.clippedBy, `${focus!.element}'s outline is not cut off`).toBeNull();
}

/** Nothing (a sticky header or date, a popover) lies over the top of the focused control. */
async function expectUncovered(page: Page, step: string): Promise<void> {
  const over = await page.evaluate(() => {
    const focused = document.activeElement!;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
    return top === null || focused.contains(top) ? null : `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 30)}" under ${top.className}`;
  });
  expect(over, `${step}: the focused control is not covered`).toBeNull();
}

/** Logs in from the keyboard: Tab to each field, type, Enter submits. */
async function logInByKeyboard(page: Page): Promise<void> {
  await loadingMessaging(page, async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'));
    await expectVisibleFocus(page);
    await page.keyboard.type(DEMO.email);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
  // The first page of a fresh server can be slow on a busy machine.
  await expect(posts(page).first()).toBeVisible({ timeout: 30_000 });
}

// One key and one look at the focus per step: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
});

test('write and post a text post with the keyboard alone', async ({ page }) => {
  const title = uniqueName('keyboard-post');
  await logInByKeyboard(page);

  const compose = page.getByRole('banner').getByRole('button', { name: 'Compose a post' });
  // After a navigation the page moves focus to its main region: the header is behind it.
  await tabTo(page, compose, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const fastCompose = page.getByRole('dialog', { name: 'Create a post' });
  await expect(fastCompose.getByRole('button', { name: 'Text' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const form = page.getByRole('dialog', { name: 'New text post' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(title);
  await tabTo(page, form.getByRole('textbox', { name: 'Post body' }));
  await expectVisibleFocus(page);
  await page.keyboard.type(`Typed without a mouse for ${title}.`);
  const submit = form.getByRole('button', { name: 'Post', exact: true });
  await tabTo(page, submit);
  await expectVisibleFocus(page);
  const saved = answerOf(page, '/svc/post/update');
  await page.keyboard.press('Enter');
  expect((await saved).ok()).toBe(true);
  takeBack(DEMO_USER, await postIdOf(saved));
  await expect(form).toHaveCount(0);
  await expect(toasts(page)).toContainText(`Posted to ${DEMO_USER.blog}.`);
  await expect(postWith(page, title)).toContainText(`Typed without a mouse for ${title}.`);
});

test('like and reblog a post with the keyboard alone', async ({ page, baseURL }) => {
  const title = uniqueName('keyboard-like');
  takeBack(FRIEND, await textPostWithIdAs(baseURL!, FRIEND, title, `Posted by friendly for ${title}.`));
  await logInByKeyboard(page);
  const card = page.getByRole('article', { name: FRIEND.blog, exact: true }).filter({ hasText: title });
  await expect(card).toBeVisible();

  const reblog = card.getByRole('button', { name: 'Reblog', exact: true });
  await tabTo(page, reblog);
  await expectVisibleFocus(page);
  const reblogged = answerOf(page, '/fast_reblog');
  await page.keyboard.press('Enter');
  expect((await reblogged).ok()).toBe(true);
  takeBack(DEMO_USER, await postIdOf(reblogged));
  await expect(toasts(page)).toContainText(`Reblogged to ${DEMO_USER.blog}.`);
  await expect(reblog).toHaveAccessibleDescription('You reblogged this post.');

  const like = card.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, like);
  await expectVisibleFocus(page);
  const liked = answerOf(page, '/svc/like');
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect((await liked).ok()).toBe(true);
  await expect(like).toBeFocused();
  await expectVisibleFocus(page);
});

test('send a message with the keyboard alone', async ({ page }) => {
  const text = `Sent from the keyboard ${uniqueName('msg')}`;
  await logInByKeyboard(page);

  await tabTo(page, messagingButton(page), { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const inbox = inboxPopover(page);
  await expect(inbox).toBeVisible();
  const friendly = inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /^friendly[,:]/ });
  // As a person would, wait for the list before tabbing to a row of it: Tab past a list still loading leaves the inbox.
  await expect(friendly).toBeVisible();
  await tabTo(page, friendly);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const window = conversationWindow(page, FRIEND.blog);
  await expect(window).toBeVisible();
  const box = window.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  // The title bar's link to the blog shows its whole ring, though the title clips a long name.
  await tabTo(page, window.getByRole('heading').getByRole('link', { name: FRIEND.blog, exact: true }), { backwards: true });
  await expectVisibleFocus(page);
  await tabTo(page, box);
  await expectVisibleFocus(page);
  // As messaging-helpers' sendTextDelivered: whichever of the person's tabs sends, the server stores it.
  const stored = page.context().waitForEvent('response', {
    predicate: (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/svc/conversations/messages',
  });
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  expect((await stored).ok()).toBe(true);
  await expect(box).toHaveValue('');
  await expect(messageLog(window)).toContainText(text);
});

test('open and close the blog viewer with the keyboard alone; focus comes back', async ({ page }) => {
  await logInByKeyboard(page);
  const card = posts(page).first();
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  const opener = card.getByRole('link', { name, exact: true }).first();
  await tabTo(page, opener);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // Down through the blog's posts: every control shows its whole ring inside the scrolling panel.
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);
});

test('go through Activity with the keyboard alone, forwards and back; no note loses its ring or hides under its date', async ({ page }) => {
  await logInByKeyboard(page);
  const opener = page.getByRole('button', { name: 'Activity', exact: true });
  await tabTo(page, opener, { backwards: true });
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Activity' });
  // The demo blog's notes fill more than the popover's scrolling list shows.
  await expect(popover.getByRole('listitem').nth(8)).toBeAttached();
  for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(20).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    await expectUncovered(page, key);
  }
});

test('going back up the dashboard with Shift+Tab, the focused control never hides under the header', async ({ page }) => {
  await logInByKeyboard(page);
  for (let step = 0; step < 40; step += 1) await page.keyboard.press('Tab');
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Shift+Tab');
    await expectUncovered(page, `Shift+Tab ${step + 1}`);
  }
});
