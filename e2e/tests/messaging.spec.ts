import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipTour } from './settings-helpers';
import {
  ADA,
  BLURRED,
  VERIFY_EMAIL,
  adaInOwnContext,
  conversationWindow,
  dropFiles,
  inboxPopover,
  loadingMessaging,
  messageLog,
  messagingButton,
  openConversationFromInbox,
  openInbox,
  sendText,
  sendTextDelivered,
  signUp,
  signUpVerified,
  solidPng,
  startConversation,
  tinyGif,
  unreadTotal,
} from './messaging-helpers';
import { emitOnPageBus, logIn } from './helpers';
import { openTextPostForm } from './post-helpers';

/** B§8: a send the server refuses for good, and the bubble of such a message. */
const CANT_SEND = "Can't send this post.";
const CANT_SEND_FOOTER = "You can't send messages in this conversation.";

/** Polls are every 5–15 s (B§9): waiting for a change the server knows about takes up to two of them. */
const POLL_WAIT = { timeout: 35_000 };

interface SeededPost {
  id: string;
  content: { type: string; quote?: string };
}

async function quoteKeeperPosts(page: Page): Promise<SeededPost[]> {
  const response = await page.request.get('/svc/post/blog/quote-keeper');
  expect(response.ok()).toBe(true);
  return ((await response.json()).response as { posts: SeededPost[] }).posts;
}

/**
 * A post of a seeded blog to share — a quote: B§5 lets messages carry photo, link, quote, audio, video and chat
 * posts — with the summary a message shows for it (its words).
 */
async function postToShare(page: Page): Promise<{ id: string; summary: string }> {
  const post = (await quoteKeeperPosts(page)).find((candidate) => candidate.content.type === 'quote' && candidate.content.quote && !/[<&]/.test(candidate.content.quote));
  if (!post?.content.quote) throw new Error('the seed has no plain quote on quote-keeper');
  return { id: post.id, summary: post.content.quote };
}

/** A text post of a seeded blog: B§5 leaves text posts out of messages. */
async function textPost(page: Page): Promise<string> {
  const post = (await quoteKeeperPosts(page)).find((candidate) => candidate.content.type === 'text');
  if (!post) throw new Error('the seed has no text post on quote-keeper');
  return post.id;
}

/**
 * Sharing a post by message: the share popover (mfe-share) asks messaging over the page bus with
 * `messaging:open { blogName, postId }`; this test sends that request itself (share.spec.ts clicks through it).
 */
async function sharePostByMessage(page: Page, blogName: string, postId: string): Promise<void> {
  await emitOnPageBus(page, 'messaging:open', { blogName, postId });
}

/** The total the header shows once the first poll answered (it shows bootstrap's count before). */
async function totalAfterFirstPoll(page: Page, signIn: () => Promise<void>): Promise<number> {
  const firstPoll = page.waitForResponse((response) => new URL(response.url()).pathname === '/services/poll');
  await loadingMessaging(page, signIn);
  const body = (await (await firstPoll).json()) as { response: { unread_messages?: Record<string, Record<string, number>> } };
  const counts = Object.values(body.response.unread_messages ?? {}).flatMap((perConversation) => Object.values(perConversation));
  const total = counts.reduce((sum, count) => sum + count, 0);
  await expect.poll(() => unreadTotal(page)).toBe(total);
  return total;
}

test('a new account verifies its email and sends a text, an image and a post; the other side reads them as they arrive', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await signUpVerified(page, 'msg-writer');
  const window = await startConversation(page, ADA.blog);
  const log = messageLog(window);

  // Ada is signed in elsewhere before anything is sent.
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  const before = await totalAfterFirstPoll(ada, () => logIn(ada, ADA.email, ADA.password));

  const text = `Hello pixel-garden, this is ${a}.`;
  await sendText(window, text);
  await expect(log.getByText(text)).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await window.getByRole('button', { name: 'Add Photo' }).click();
  await (await chooser).setFiles({ name: 'square.png', mimeType: 'image/png', buffer: solidPng(64, 48, [214, 40, 120]) });
  await expect(window.getByRole('img', { name: 'Image to send' })).toBeVisible();
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.getByRole('img', { name: `Photo from ${a}` })).toBeVisible();

  const post = await postToShare(page);
  await sharePostByMessage(page, ADA.blog, post.id);
  await expect(log.getByRole('link', { name: post.summary })).toBeVisible();
  await expect(log.getByText(/Retry|Could not send|Trying\.\.\./)).toHaveCount(0);

  // Ada's badge rises by three with no reload, at her next poll.
  await expect.poll(() => unreadTotal(ada), POLL_WAIT).toBe(before + 3);

  const adaWindow = await openConversationFromInbox(ada, a);
  const adaLog = messageLog(adaWindow);
  await expect(adaLog.getByText(text)).toBeVisible();
  await expect(adaLog.getByRole('link', { name: post.summary })).toBeVisible();
  // Ada does not follow the new blog: its image is blurred until she asks to see it.
  await adaLog.getByRole('button', { name: BLURRED }).click();
  await expect(adaLog.getByRole('img', { name: `Photo from ${a}` })).toBeVisible();
  await expect(adaWindow.getByText('Look sketchy?')).toBeVisible();

  await expect.poll(() => unreadTotal(ada)).toBe(before);
  await adaContext.close();
});

test('after the recipient blocks the sender, the sender’s next message fails with the right text', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const a = await signUpVerified(page, 'msg-blocked');
  const window = await startConversation(page, ADA.blog);
  await sendTextDelivered(page, window, 'Hi, may I ask about your pixels?');
  await expect(messageLog(window).getByText('Hi, may I ask about your pixels?')).toBeVisible();

  const ada = await adaInOwnContext(browser);
  const adaWindow = await openConversationFromInbox(ada, a);
  await adaWindow.getByRole('button', { name: 'Actions', exact: true }).click();
  await ada.getByRole('menu', { name: 'Conversation actions' }).getByRole('menuitem', { name: `Block ${a}` }).click();
  const confirm = ada.getByRole('alertdialog');
  await expect(confirm).toContainText(`block ${a}`);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(adaWindow.getByText(CANT_SEND_FOOTER)).toBeVisible();
  await expect(adaWindow.getByRole('textbox', { name: 'Message' })).toBeDisabled();

  await sendText(window, 'Hello again?');
  await expect(window.getByRole('alert')).toContainText(CANT_SEND);
  await expect(messageLog(window).getByText('Could not send')).toBeVisible();
  await ada.context().close();
});

test('each message has actions: Block and Report on the other blog\'s, Delete on any; a deleted message stays gone after a reload, for its deleter only', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await signUpVerified(page, 'msg-delete');
  const window = await startConversation(page, ADA.blog);
  await sendTextDelivered(page, window, 'Delete me please');
  await sendTextDelivered(page, window, 'Keep this one');

  const ada = await adaInOwnContext(browser);
  const adaWindow = await openConversationFromInbox(ada, a);
  await sendTextDelivered(ada, adaWindow, 'Hi from Ada');
  const log = messageLog(window);
  await expect(log.getByText('Hi from Ada')).toBeVisible(POLL_WAIT);

  const bubble = (text: string) => log.locator('.td-msg-bubble').filter({ hasText: text });
  const menu = page.getByRole('menu', { name: 'Message actions' });
  const adasActions = bubble('Hi from Ada').getByRole('button', { name: 'Message actions' });
  await adasActions.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem')).toHaveText(['Block', 'Report', 'Delete']);
  await expect(menu.getByRole('menuitem', { name: 'Block' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(adasActions).toBeFocused();

  await bubble('Delete me please').getByRole('button', { name: 'Message actions' }).click();
  await expect(menu.getByRole('menuitem')).toHaveText(['Delete']);
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this?' });
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/svc\/conversations\/messages\/\d+/.test(response.url()));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(log.getByText('Delete me please')).toHaveCount(0);
  await expect(log).toBeFocused();

  await loadingMessaging(page, () => page.reload().then(() => undefined));
  const reloaded = messageLog(conversationWindow(page, ADA.blog));
  await expect(reloaded.getByText('Keep this one')).toBeVisible();
  await expect(reloaded.getByText('Hi from Ada')).toBeVisible();
  await expect(reloaded.getByText('Delete me please')).toHaveCount(0);

  // Deleting is for the deleter's side only: Ada still has the message.
  await ada.reload();
  await expect(messageLog(conversationWindow(ada, a)).getByText('Delete me please')).toBeVisible();
  await ada.context().close();

  // B§5: a text post is not something a message carries; the server refuses it and the window says so.
  await sharePostByMessage(page, ADA.blog, await textPost(page));
  await expect(conversationWindow(page, ADA.blog).getByRole('alert')).toContainText(CANT_SEND);
});

test('a reload keeps the open and the minimized conversation windows', async ({ page }) => {
  await signUpVerified(page, 'msg-windows');
  await startConversation(page, ADA.blog);
  // Only one window is open at a time by default: the second minimizes the first.
  await startConversation(page, 'quote-keeper');
  const minimized = page.getByRole('list', { name: 'Minimized conversations' });
  await expect(minimized.getByRole('button', { name: `Open conversation with ${ADA.blog}` })).toBeVisible();
  await expect(conversationWindow(page, ADA.blog)).toHaveCount(0);

  await page.reload();
  await expect(conversationWindow(page, 'quote-keeper')).toBeVisible();
  await expect(minimized.getByRole('button', { name: `Open conversation with ${ADA.blog}` })).toBeVisible();

  await minimized.getByRole('button', { name: `Open conversation with ${ADA.blog}` }).click();
  await expect(conversationWindow(page, ADA.blog)).toBeVisible();
  await expect(minimized.getByRole('button', { name: 'Open conversation with quote-keeper' })).toBeVisible();
  await page.reload();
  await expect(conversationWindow(page, ADA.blog)).toBeVisible();
  await expect(minimized.getByRole('button', { name: 'Open conversation with quote-keeper' })).toBeVisible();
});

/** How far the log is scrolled above its end, in pixels. */
const distanceFromEnd = (log: Locator) => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

test('a conversation with a photo opens on its newest message, even when the photo loads late', async ({ page }) => {
  await signUpVerified(page, 'msg-photo-end');
  const window = await startConversation(page, ADA.blog);
  const log = messageLog(window);
  await sendTextDelivered(page, window, 'A tall picture follows.');
  const chooser = page.waitForEvent('filechooser');
  await window.getByRole('button', { name: 'Add Photo' }).click();
  await (await chooser).setFiles({ name: 'tall.png', mimeType: 'image/png', buffer: solidPng(200, 600, [40, 120, 214]) });
  const stored = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/svc/conversations/messages'));
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  await stored;
  await sendTextDelivered(page, window, 'The newest message.');
  await expect(log.getByText('The newest message.')).toBeInViewport();

  // After a reload the window comes back with the messages from the server; the photo arrives a second late.
  let photoServed = false;
  await page.route('**/media/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
    photoServed = true;
  });
  await page.reload();
  const restored = messageLog(conversationWindow(page, ADA.blog));
  await expect(restored.getByText('The newest message.')).toBeVisible();
  await expect.poll(() => photoServed).toBe(true);
  const photo = restored.getByRole('img', { name: /^Photo from / });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight > 0)).toBe(true);
  await expect(restored.getByText('The newest message.')).toBeInViewport();
  expect(await distanceFromEnd(restored)).toBeLessThanOrEqual(2);
});

test('closing the last conversation window with the keyboard returns focus to the Messaging button', async ({ page }) => {
  await signUpVerified(page, 'msg-focus-back');
  // A new blogger's guided tour would take the first Escape (it sits above the window).
  await skipTour(page);
  await page.reload();
  const button = messagingButton(page);
  const openByKeyboard = async () => {
    await button.focus();
    await page.keyboard.press('Enter');
    const inbox = inboxPopover(page);
    await expect(inbox).toBeVisible();
    const to = inbox.getByLabel('To:');
    if (!(await to.isVisible())) {
      await inbox.getByRole('button', { name: /^(Compose message|New Message)$/ }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(to).toBeFocused();
    await page.keyboard.type(ADA.blog);
    await expect(inbox.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(`^${ADA.blog}\\b`) })).toBeVisible();
    await page.keyboard.press('Enter');
    const window = conversationWindow(page, ADA.blog);
    await expect(window.getByRole('textbox', { name: 'Message' })).toBeFocused();
    return window;
  };

  // Escape in the empty compose box closes the window.
  const window = await openByKeyboard();
  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
  await expect(button).toBeFocused();

  // So does its Close button, reached with Shift+Tab from the compose box.
  const again = await openByKeyboard();
  const close = again.getByRole('button', { name: 'Close' });
  for (let step = 0; step < 20 && !(await close.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(again).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a message sent while the API is unreachable is delivered exactly once when it is back', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const a = await signUpVerified(page, 'msg-offline');
  const window = await startConversation(page, ADA.blog);
  const log = messageLog(window);
  await sendTextDelivered(page, window, 'First, while all is well.');
  await expect(log.getByText('First, while all is well.')).toBeVisible();

  // The API is unreachable: the send fails and waits to be retried.
  const messages = '**/svc/conversations/messages**';
  await page.route(messages, (route) => route.abort('internetdisconnected'));
  const text = `Sent while away from ${a}`;
  await sendText(window, text);
  await expect(log.getByText(text)).toBeVisible();
  await expect(log.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Then the server receives a resend but its answer is lost on the way back.
  let reachedServer = 0;
  await page.unroute(messages);
  await page.route(messages, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    reachedServer += 1;
    await route.abort('connectionreset');
  });
  await log.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => reachedServer).toBeGreaterThan(0);
  await expect(log.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Back for good: the queue delivers it (a person may press Retry, or it resends by itself), and the
  // server keeps it once.
  await page.unroute(messages);
  const retry = log.getByRole('button', { name: 'Retry' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1000 }).catch(() => undefined);
    await expect(log.getByText(/Retry|Trying\.\.\.|Could not send/)).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(log.getByText(text)).toHaveCount(1);

  const ada = await adaInOwnContext(browser);
  const adaLog = messageLog(await openConversationFromInbox(ada, a));
  await expect(adaLog.getByText('First, while all is well.')).toBeVisible();
  await expect(adaLog.getByText(text)).toHaveCount(1);
  await page.reload();
  await expect(messageLog(conversationWindow(page, ADA.blog)).getByText(text)).toHaveCount(1);
  await ada.context().close();
});

test('logging out removes what messaging kept for the person, unsent messages included', async ({ page }) => {
  const a = await signUpVerified(page, 'msg-logout');
  const window = await startConversation(page, ADA.blog);
  await page.route('**/svc/conversations/messages**', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  const secret = `A private note from ${a} that never left`;
  await sendText(window, secret);
  await expect(messageLog(window).getByRole('button', { name: 'Retry' })).toBeVisible();
  const kept = () => page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), `messaging:${a}:`);
  await expect.poll(kept).toEqual(expect.arrayContaining([`messaging:${a}:outbox`, `messaging:${a}:open`]));

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(kept).toEqual([]);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret);
});

test('images dropped on a conversation window: the wrong kind is refused, a GIF is previewed, removable and sent', async ({ page }) => {
  const a = await signUpVerified(page, 'msg-drop');
  const window = await startConversation(page, ADA.blog);

  await dropFiles(window, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }]);
  const alert = page.getByRole('alertdialog', { name: 'Invalid file type.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();

  const gif = { name: 'dot.gif', mimeType: 'image/gif', buffer: tinyGif() };
  await dropFiles(window, [gif]);
  await expect(window.getByRole('img', { name: 'Image to send' })).toBeVisible();
  await window.getByRole('button', { name: 'Remove image' }).click();
  await expect(window.getByRole('img', { name: 'Image to send' })).toHaveCount(0);

  await dropFiles(window, [gif]);
  await expect(window.getByRole('img', { name: 'Image to send' })).toBeVisible();
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  const log = messageLog(window);
  await expect(log.getByRole('img', { name: `Photo from ${a}` })).toBeVisible();
  await expect(log.getByText(/Retry|Trying\.\.\.|Could not send/)).toHaveCount(0);
});

test('an account with an unverified email is asked to verify it before talking to a blog', async ({ page }) => {
  await signUp(page, 'msg-unverified');
  await messagingButton(page).click();
  const inbox = inboxPopover(page);
  await inbox.getByRole('button', { name: /^(Compose message|New Message)$/ }).click();
  await inbox.getByLabel('To:').fill(ADA.blog);
  await inbox.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(`^${ADA.blog}\\b`) }).click();
  const window = conversationWindow(page, ADA.blog);
  await expect(window.getByText(VERIFY_EMAIL)).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Message' })).toBeDisabled();
});

test('two tabs of one person show the same windows and unread counts without waiting for a poll', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const a = await signUpVerified(page, 'msg-tabs');
  const second = await page.context().newPage();
  await loadingMessaging(second, async () => {
    await second.goto('/dashboard');
  });
  // The second tab never hears from the server about unread messages: only the first tab polls.
  await second.route('**/services/poll**', (route) => route.abort('internetdisconnected'));

  const window = await startConversation(page, ADA.blog);
  await expect(conversationWindow(second, ADA.blog)).toBeVisible();
  await sendTextDelivered(page, window, 'Ping from the first tab');
  await expect(messageLog(conversationWindow(second, ADA.blog)).getByText('Ping from the first tab')).toBeVisible();

  await window.getByRole('button', { name: 'Minimize' }).click();
  const tabButton = (target: Page, unread = '') =>
    target.getByRole('list', { name: 'Minimized conversations' }).getByRole('button', { name: `Open conversation with ${ADA.blog}${unread}`, exact: true });
  await expect(tabButton(second)).toBeVisible();

  const ada = await adaInOwnContext(browser);
  await sendTextDelivered(ada, await openConversationFromInbox(ada, a), 'Pong from ada');

  // The first tab learns it from a poll (opening the inbox polls at once) and tells the second.
  await expect(async () => {
    if (!(await inboxPopover(page).isVisible())) await messagingButton(page).click();
    expect(await unreadTotal(page)).toBe(1);
  }).toPass(POLL_WAIT);
  await expect(messagingButton(second)).toHaveAccessibleName('Messaging, 1 unread');
  await expect(tabButton(second, ', 1 unread')).toBeVisible();

  // Reading it in the second tab clears the first tab's badge and opens the window there too.
  await tabButton(second, ', 1 unread').click();
  await expect(messageLog(conversationWindow(second, ADA.blog)).getByText('Pong from ada')).toBeVisible();
  await expect(messagingButton(second)).toHaveAccessibleName('Messaging');
  await expect(messagingButton(page)).toHaveAccessibleName('Messaging');
  await expect(messageLog(conversationWindow(page, ADA.blog)).getByText('Pong from ada')).toBeVisible();
  await ada.context().close();
});

test('a conversation started by a blog the recipient does not follow offers "Look sketchy?" and marking it as spam', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await signUpVerified(page, 'msg-sketchy');
  const window = await startConversation(page, ADA.blog);
  await sendTextDelivered(page, window, 'Totally legit offer, click here');
  await expect(messageLog(window).getByText('Totally legit offer, click here')).toBeVisible();

  const ada = await adaInOwnContext(browser);
  const adaWindow = await openConversationFromInbox(ada, a);
  await expect(adaWindow.getByText('Look sketchy?')).toBeVisible();
  await adaWindow.getByRole('button', { name: 'Mark as spam' }).click();
  const confirm = ada.getByRole('alertdialog');
  await expect(confirm).toContainText(`${a} will be blocked and reported. And any trace of this conversation will disappear from your inbox.`);
  await confirm.getByRole('button', { name: 'Mark it spam' }).click();
  await expect(conversationWindow(ada, a)).toHaveCount(0);
  const inbox = await openInbox(ada);
  await expect(inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${a}[,:]`) })).toHaveCount(0);

  await sendText(window, 'Hello?');
  await expect(window.getByRole('alert')).toContainText(CANT_SEND);
  await ada.context().close();
});

test('the first-time tutorial throws confetti, opens "To:" and is not shown again', async ({ page }) => {
  await signUp(page, 'msg-tutorial');
  const tutorial = page.getByRole('dialog', { name: 'Talk to a blog' });
  await expect(tutorial).toContainText("Just tap this balloon, type the blog's name, and start a conversation.");
  // A post form hides the header and the tutorial that points at it; closing the form brings both back.
  const form = await openTextPostForm(page);
  await expect(tutorial).toBeHidden();
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Send a message' }).click();
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(tutorial).toBeHidden();
  await expect(inboxPopover(page).getByLabel('To:')).toBeFocused();

  const config = page.waitForResponse((response) => response.url().includes('/svc/conversations/config'));
  await page.reload();
  expect((await (await config).json()).response.config.has_tutorial).toBe(false);
  await expect(messagingButton(page)).toBeVisible();
  await expect(tutorial).toHaveCount(0);
});

test('at 375 px the tutorial waits while the blog viewer or the mobile drawer is open and sits below modals', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, 'msg-tutorial-375');
  const tutorial = page.getByRole('dialog', { name: 'Talk to a blog' });
  await expect(tutorial).toBeVisible();
  expect(Number(await tutorial.evaluate((element) => getComputedStyle(element).zIndex))).toBeLessThan(900);

  await emitOnPageBus(page, 'peepr:open', { blogName: 'pixel-garden' });
  const viewer = page.getByRole('dialog', { name: 'pixel-garden' });
  await expect(viewer).toBeVisible();
  await expect(tutorial).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(tutorial).toBeVisible();

  // The header's mobile drawer, an overlay the header draws itself, opens a layer: the tutorial waits for it as well.
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(tutorial).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(tutorial).toBeVisible();
});

test('a click on Messaging before messaging has loaded still opens the inbox', async ({ page }) => {
  await logIn(page, ADA.email, ADA.password);
  // Hold messaging's code back until the click has happened.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mfe-messaging/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await messagingButton(page).click();
  await expect(inboxPopover(page)).toHaveCount(0);
  release();
  await expect(inboxPopover(page)).toBeVisible();
});

/** Makes the page report itself hidden or shown, as when its tab goes to the background and back. */
async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a message arriving in a background tab stays unread until the tab is looked at', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const a = await signUpVerified(page, 'msg-background');
  const window = await startConversation(page, ADA.blog);
  await sendTextDelivered(page, window, `First, from ${a}.`);

  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  // Other tests may have left Ada unread messages: count from what she has with the first one unread.
  const before = await totalAfterFirstPoll(ada, () => logIn(ada, ADA.email, ADA.password));
  const adaWindow = await openConversationFromInbox(ada, a);
  await expect(messageLog(adaWindow).getByText(`First, from ${a}.`)).toBeVisible();
  await expect.poll(() => unreadTotal(ada), POLL_WAIT).toBe(before - 1);

  await setPageHidden(ada, true);
  const second = `Second, from ${a}, while Ada looks elsewhere.`;
  await sendTextDelivered(page, window, second);
  // The open window still receives it, but nobody has read it: the badge says so.
  await expect(messageLog(adaWindow).getByText(second)).toBeVisible(POLL_WAIT);
  await expect.poll(() => unreadTotal(ada), POLL_WAIT).toBe(before);

  await setPageHidden(ada, false);
  await expect.poll(() => unreadTotal(ada)).toBe(before - 1);
  await adaContext.close();
});
