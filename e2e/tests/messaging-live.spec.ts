import { expect, test, type Page } from '@playwright/test';
import { ADA, adaInOwnContext, conversationWindow, messageLog, openConversationFromInbox, sendTextDelivered, signUpVerified } from './messaging-helpers';
import { emitOnPageBus } from './helpers';
import { skipTour } from './settings-helpers';

/** Polls are every 5–15 s (B§9): waiting for a change the server knows about takes up to two of them. */
const POLL_WAIT = { timeout: 35_000 };

/** Opens the conversation with a blog the way other remotes ask for it (the bus), as share by message does. */
async function openConversation(page: Page, blogName: string) {
  await emitOnPageBus(page, 'messaging:open', { blogName });
  const window = conversationWindow(page, blogName);
  await expect(window).toBeVisible();
  return window;
}

// Two people, a sign-up and a verification: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const isStream = (url: string) => new URL(url).pathname === '/svc/live/stream';

/** Ada with the conversation with `blog` open; resolves once her live stream is connected (unless blocked). */
async function adaWatching(page: Page, blog: string, block: boolean): Promise<Page> {
  const ada = await adaInOwnContext(page.context().browser()!);
  if (block) await ada.route((url) => isStream(url.toString()), (route) => route.abort());
  // Listening before the reload: on a busy machine the stream can answer before the reload's load event.
  const connected = block ? null : ada.waitForResponse((response) => isStream(response.url()) && response.status() === 200);
  await ada.reload();
  await connected;
  await openConversationFromInbox(ada, blog);
  return ada;
}

test('a message appears in the other person’s open conversation within 2 s, without waiting for a poll', async ({ page }) => {
  const me = await signUpVerified(page, 'msg-live');
  // The guided tour for new bloggers would cover the docks (it has its own tests).
  await skipTour(page);
  await page.reload();
  const window = await openConversation(page, ADA.blog);
  await sendTextDelivered(page, window, 'first, to start the conversation');
  const ada = await adaWatching(page, me, false);
  const adaLog = messageLog(ada.getByRole('region', { name: me, exact: true }));
  await expect(adaLog.getByText('first, to start the conversation')).toBeVisible();
  // Her next poll is a minute away while the stream is up: only the stream can bring this in time.
  await ada.waitForTimeout(1_000);
  await sendTextDelivered(page, window, 'live, not polled');
  await expect(adaLog.getByText('live, not polled')).toBeVisible({ timeout: 2_000 });
  await ada.context().close();
});

test('with the live stream blocked, the conversation still gets new messages by polling', async ({ page }) => {
  const me = await signUpVerified(page, 'msg-nolive');
  // The guided tour for new bloggers would cover the docks (it has its own tests).
  await skipTour(page);
  await page.reload();
  const window = await openConversation(page, ADA.blog);
  await sendTextDelivered(page, window, 'hello before the stream is blocked');
  const ada = await adaWatching(page, me, true);
  const adaLog = messageLog(ada.getByRole('region', { name: me, exact: true }));
  await sendTextDelivered(page, window, 'arrives by polling');
  await expect(adaLog.getByText('arrives by polling')).toBeVisible(POLL_WAIT);
  await ada.context().close();
});
