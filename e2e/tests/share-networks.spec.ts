import { expect, test, type Page } from '@playwright/test';
import { logIn, posts } from './helpers';
import { ADA, loadingMessaging } from './messaging-helpers';
import { ApiSession, FRIEND } from './post-helpers';
import { network, openShare, ownPostOnTop, sharePopover } from './share-helpers';

test.describe.configure({ timeout: 120_000 });

/** The outside networks are not reached from the test machine: their share windows get a stand-in page. */
async function standInForNetworks(page: Page) {
  const opened: string[] = [];
  await page.context().route(/^https:\/\/(twitter\.com|www\.reddit\.com|www\.facebook\.com|www\.pinterest\.com)\//, (route) => {
    opened.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>network</title>' });
  });
  return opened;
}

test('3. Facebook: an optional message of at most 255, its sharer window with the post, "Post shared!" then it closes', async ({ page, baseURL }) => {
  const opened = await standInForNetworks(page);
  const { id, card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Status');
  const popover = await openShare(page, card);
  await network(popover, 'Facebook').click();
  const panel = popover.getByRole('region', { name: 'Facebook' });
  const message = panel.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveAttribute('maxlength', '255');
  // Optional: it may be sent empty, and is sent with words here.
  await expect(panel.getByRole('button', { name: 'Post' })).toBeEnabled();
  await message.fill('Lovely light');
  const shared = page.waitForResponse((response) => response.url().endsWith('/svc/share/facebook'));
  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Post' }).click();
  await popup;
  const answer = await shared;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ post_id: id, tumblelog_name: ADA.blog });
  await expect(popover.getByRole('button', { name: 'Post shared!' })).toBeVisible();
  await expect(popover).toBeHidden({ timeout: 5000 });
  const sharer = opened.find((url) => url.startsWith('https://www.facebook.com/sharer/sharer.php?'));
  expect(sharer).toBeDefined();
  const params = new URL(sharer!).searchParams;
  expect(params.get('u')).toMatch(new RegExp(`/blog/${ADA.blog}/${id}`));
  expect(params.get('quote')).toBe('Lovely light');
});

test('1, 3. from a blog page, a photo post pins to Pinterest straight from the row (a fallback share) with its image', async ({ page }) => {
  const opened = await standInForNetworks(page);
  await loadingMessaging(page, () => logIn(page, ADA.email, ADA.password));
  await page.goto('/blog/film-grain');
  const photo = page.locator('#td-main-slot article').filter({ has: page.locator('img[src*="/media/"]') }).first();
  await expect(photo).toBeVisible({ timeout: 30_000 });
  const popover = await openShare(page, photo);
  const shared = page.waitForRequest((request) => request.url().endsWith('/svc/share/pinterest'));
  const popup = page.waitForEvent('popup');
  await network(popover, 'Pinterest').click();
  await popup;
  expect((await shared).postDataJSON()).toMatchObject({ share_fallback: true, tumblelog_name: 'film-grain' });
  await expect(popover.getByRole('button', { name: 'Post shared!' })).toBeVisible();
  const pin = opened.find((url) => url.startsWith('https://www.pinterest.com/pin/create/button/?'));
  expect(pin).toBeDefined();
  const params = new URL(pin!).searchParams;
  expect(params.get('url')).toMatch(/\/blog\/film-grain\/\d+/);
  expect(params.get('media')).toMatch(/^https?:\/\/.+\/media\//);
  await popover.getByRole('button', { name: 'Post shared!' }).click();
  await expect(sharePopover(page)).toBeHidden();
});

test('1. a visitor who is not signed in shares a post on a blog page to Twitter, then Reddit: "Post shared!", no error (A§6)', async ({ page, baseURL }) => {
  const opened = await standInForNetworks(page);
  const author = await ApiSession.logIn(baseURL!, FRIEND);
  const title = `Pass it on ${Date.now()}`;
  const id = await author.textPost(FRIEND.blog, title, 'Worth telling the world.');
  await author.dispose();
  await page.goto(`/blog/${FRIEND.blog}`);
  const card = posts(page).filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });

  let popover = await openShare(page, card);
  await network(popover, 'Twitter').click();
  const panel = popover.getByRole('region', { name: 'Twitter' });
  const tweeted = page.waitForResponse((response) => response.url().endsWith('/svc/share/twitter'));
  const tweetWindow = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Tweet' }).click();
  await tweetWindow;
  expect((await tweeted).status()).toBe(200);
  await expect(popover.getByRole('button', { name: 'Post shared!' })).toBeVisible();
  await expect(popover.getByText('Something went screwy.')).toHaveCount(0);
  await popover.getByRole('button', { name: 'Post shared!' }).click();
  await expect(sharePopover(page)).toBeHidden();
  expect(opened.some((url) => url.startsWith('https://twitter.com/intent/tweet?text='))).toBe(true);

  popover = await openShare(page, card);
  const submitted = page.waitForResponse((response) => response.url().endsWith('/svc/share/reddit'));
  const redditWindow = page.waitForEvent('popup');
  await network(popover, 'Reddit').click();
  await redditWindow;
  const answer = await submitted;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ post_id: id, tumblelog_name: FRIEND.blog, share_fallback: true });
  await expect(popover.getByRole('button', { name: 'Post shared!' })).toBeVisible();
  await expect(popover.getByRole('alert')).toHaveCount(0);
});
