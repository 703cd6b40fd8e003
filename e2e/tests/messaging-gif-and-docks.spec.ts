import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADA, conversationWindow, loadingMessaging, messageLog, signUpVerified, startConversation } from './messaging-helpers';
import { skipTour } from './settings-helpers';
import { DEMO, logIn, posts } from './helpers';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every action button of the posts on screen, read at once (the timeline recycles its rows). */
async function actionButtonBoxes(page: Page): Promise<Box[]> {
  const boxes = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#td-main-slot article footer button'), (button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  return boxes.filter((box) => box.width > 0);
}

async function windowBox(window: Locator): Promise<Box> {
  // The window slides in for 250 ms; measure where it rests.
  await expect(window).toHaveCSS('opacity', '1');
  const box = await window.boundingBox();
  if (!box) throw new Error('the conversation window has no box');
  return box;
}

test('a GIF found by searching "cat" is picked and sent as a message', async ({ page }) => {
  await signUpVerified(page, 'msg-gif');
  // The guided tour for new bloggers would cover the docks (it has its own tests).
  await skipTour(page);
  await page.reload();
  const window = await startConversation(page, ADA.blog);
  await window.getByRole('button', { name: 'Add GIF' }).click();
  const found = page.waitForResponse((response) => new URL(response.url()).pathname === '/svc/search/inline_gif');
  await window.getByRole('searchbox', { name: 'Find a GIF' }).fill('cat');
  expect((await found).ok()).toBe(true);
  const gifs = window.getByRole('button', { name: /^GIF from / });
  await expect(gifs.first()).toBeVisible();

  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/svc/conversations/messages',
  );
  await gifs.first().click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ type: 'POSTREF', context: 'messaging-gif' });

  const log = messageLog(window);
  await expect(log.getByRole('img', { name: /^GIF/ })).toHaveAttribute('src', /\.gif/);
  await expect(log.getByText(/Retry|Trying\.\.\.|Could not send/)).toHaveCount(0);
  // What the server kept: the same GIF post after a reload.
  await page.reload();
  await expect(messageLog(conversationWindow(page, ADA.blog)).getByRole('img', { name: /^GIF/ })).toHaveAttribute('src', /\.gif/);
});

test('when messaging cannot load, a conversation link shows the unavailable notice; Reload brings the conversation', async ({
  page,
}) => {
  await logIn(page, DEMO.email, DEMO.password);
  const blocked = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(/\/remotes\/mfe-messaging\//, blocked);
  await page.goto(`/messaging/conversation/${ADA.blog}`);
  const notice = page.getByRole('status').filter({ hasText: 'Messaging is unavailable right now.' });
  await expect(notice).toBeVisible();
  // The rest of the page works: the dashboard is under it.
  await expect(posts(page).first()).toBeVisible();

  await page.unroute(/\/remotes\/mfe-messaging\//, blocked);
  await loadingMessaging(page, () => notice.getByRole('button', { name: 'Reload' }).click());
  // After the reload messaging loads, then fetches the conversation: allow for a busy machine.
  await expect(conversationWindow(page, ADA.blog)).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveCount(0);
});

test('a conversation window never covers a post’s action buttons at 1280 px and fits the screen at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loadingMessaging(page, () => logIn(page, DEMO.email, DEMO.password));
  // One window open beside a minimized one: the widest the docks get with one window.
  await startConversation(page, 'quote-keeper');
  const window = await startConversation(page, ADA.blog);
  await expect(page.getByRole('list', { name: 'Minimized conversations' }).getByRole('listitem')).toHaveCount(1);
  const docked = await windowBox(window);
  // Scroll through the first posts: wherever a post's actions are, the window is not over them.
  await expect(posts(page).locator('footer').getByRole('button').first()).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    const covered = (await actionButtonBoxes(page)).filter((box) => overlaps(box, docked));
    expect(covered, `action buttons under the window after ${step} scrolls`).toEqual([]);
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }

  await page.setViewportSize({ width: 375, height: 700 });
  const small = await windowBox(window);
  expect(small.x).toBeGreaterThanOrEqual(0);
  expect(small.x + small.width).toBeLessThanOrEqual(375);
  expect(small.y).toBeGreaterThanOrEqual(0);
  expect(small.y + small.height).toBeLessThanOrEqual(700);
  await expect(window.getByRole('textbox', { name: 'Message' })).toBeInViewport();
});

/** What covers the focused control's middle, if anything but itself (null when nothing does). */
async function focusedControlCoveredBy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('.td-msg-docks')) return null;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
    if (top === null || focused.contains(top) || top.contains(focused)) return null;
    return `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 30)}" under ${top.className}`;
  });
}

test('where the docks cover the page, a control reached with Tab scrolls above them, with a window open or minimized', async ({ page }) => {
  // 1024 px: the window covers the posts' right side; 375 px: the page's width.
  await page.setViewportSize({ width: 1024, height: 800 });
  await loadingMessaging(page, () => logIn(page, DEMO.email, DEMO.password));
  await startConversation(page, ADA.blog);
  await expect(posts(page).first()).toBeVisible();
  const tabDown = async (label: string) => {
    await page.locator('#td-main-slot').click({ position: { x: 4, y: 4 } });
    for (let step = 1; step <= 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedControlCoveredBy(page), `${label}, Tab ${step}`).toBeNull();
    }
  };
  await tabDown('1024 px, a window open');
  await page.setViewportSize({ width: 375, height: 800 });
  await tabDown('375 px, a window open');
  await conversationWindow(page, ADA.blog).getByRole('button', { name: 'Minimize' }).click();
  await expect(page.getByRole('list', { name: 'Minimized conversations' }).getByRole('listitem')).toHaveCount(1);
  await tabDown('375 px, a window minimized');
});
