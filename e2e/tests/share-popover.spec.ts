import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { emitOnPageBus, logIn } from './helpers';
import { ADA, loadingMessaging } from './messaging-helpers';
import { DEMO_USER } from './post-helpers';
import { network, networksRow, openShare, ownPostOnTop, sharePopover } from './share-helpers';

// A share flow sets up a post, signs in and loads messaging first: on the shared 2-core machine that alone can take most of a minute.
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

test('the popover opens at the Share button, inside the viewport at 375 px, passes axe, and Escape goes back before it closes', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Anchored');
  const share = card.getByRole('button', { name: 'Share' });
  const popover = await openShare(page, card);

  const button = (await share.boundingBox())!;
  const box = (await popover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(10);
  expect(box.x + box.width).toBeLessThanOrEqual(375 - 10);
  // Beside the button: just below it, or flipped just above it.
  expect(Math.min(Math.abs(box.y - (button.y + button.height)), Math.abs(box.y + box.height - button.y))).toBeLessThanOrEqual(2);
  await expectNoAxeViolations(page, '.td-share');

  await network(popover, 'Email').click();
  await expect(popover.getByRole('region', { name: 'Email' })).toBeVisible();
  await expect(popover.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  await expectNoAxeViolations(page, '.td-share');
  await page.keyboard.press('Escape');
  await expect(networksRow(popover)).toBeVisible();
  await expect(network(popover, 'Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(share).toBeFocused();

  // An outside click closes it too.
  await openShare(page, card);
  await page.mouse.click(5, 700);
  await expect(sharePopover(page)).toBeHidden();
});

test('the popover follows its Share button when the page scrolls, and a timed close gives focus back to the button (A§4.8)', async ({ page, baseURL }) => {
  const opened = await standInForNetworks(page);
  const { card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Scrolled');
  const share = card.getByRole('button', { name: 'Share' });
  await share.scrollIntoViewIfNeeded();
  const popover = await openShare(page, card);
  /** Just below the button, or flipped just above it. */
  const gap = async () => {
    const button = (await share.boundingBox())!;
    const box = (await popover.boundingBox())!;
    return Math.min(Math.abs(box.y - (button.y + button.height)), Math.abs(box.y + box.height - button.y));
  };
  expect(await gap()).toBeLessThanOrEqual(2);
  const before = (await share.boundingBox())!.y;
  // The wheel over the page beside the popover.
  await page.mouse.move(5, 300);
  await page.mouse.wheel(0, 150);
  await expect.poll(async () => before - (await share.boundingBox())!.y).toBeGreaterThan(100);
  await expect.poll(gap).toBeLessThanOrEqual(2);

  // Reddit shares straight from the row; "Post shared!" closes by itself after 3000 ms.
  await network(popover, 'Reddit').click();
  await expect(popover.getByRole('button', { name: 'Post shared!' })).toBeVisible();
  await expect(popover).toBeHidden({ timeout: 5000 });
  await expect(share).toBeFocused();
  expect(opened.some((url) => url.startsWith('https://www.reddit.com/submit?url='))).toBe(true);
});

test('the short link redirects to the post', async ({ page, baseURL }) => {
  const { id, card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Short link');
  const popover = await openShare(page, card);
  await network(popover, 'Permalink').click();
  const shortLink = await popover.getByRole('textbox', { name: 'Short link' }).inputValue();
  expect(shortLink).toMatch(new RegExp(`^${baseURL}/p/[0-9a-z]+$`));
  await page.goto(shortLink);
  await expect(page).toHaveURL(new RegExp(`/blog/${ADA.blog}/${id}(/|$)`));
});

test('Twitter counts [URL] as 24 (A§5.3) and tweets through its window; "Post shared!" then the popover closes by itself', async ({ page, baseURL }) => {
  const opened = await standInForNetworks(page);
  const { card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Tweetable');
  const popover = await openShare(page, card);
  await network(popover, 'Twitter').click();
  const tweet = popover.getByRole('textbox', { name: 'Tweet' });
  await expect(tweet).toHaveValue(/ \[URL\]$/);
  await tweet.fill('[URL]');
  await expect(popover.getByLabel('116 characters left')).toBeVisible();
  await tweet.fill(`${'x'.repeat(116)}[URL]`);
  await expect(popover.getByLabel('0 characters left')).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Tweet' })).toBeEnabled();
  await tweet.fill(`${'x'.repeat(117)}[URL]`);
  await expect(popover.getByLabel('-1 characters left')).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Tweet' })).toBeDisabled();
  await tweet.fill('Have a look [URL]');
  const shared = page.waitForResponse((response) => response.url().endsWith('/svc/share/twitter'));
  const popup = page.waitForEvent('popup');
  await popover.getByRole('button', { name: 'Tweet' }).click();
  await popup;
  expect((await shared).status()).toBe(200);
  await expect(popover.getByRole('button', { name: 'Post shared!' })).toBeVisible();
  await expect(popover).toBeHidden({ timeout: 5000 });
  expect(opened.some((url) => url.startsWith('https://twitter.com/intent/tweet?text=Have+a+look+http'))).toBe(true);
});

test('Twitter at 1280 px: Tweet keeps focus while sending and after "Something went screwy.", then tweets again', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await standInForNetworks(page);
  const { card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Retweetable');
  // The first share waits for the test, then fails like a server error; the next one goes through.
  let fail: () => void = () => undefined;
  const failing = new Promise<void>((resolve) => (fail = resolve));
  let shares = 0;
  await page.route('**/svc/share/twitter', async (route) => {
    if (++shares > 1) return route.continue();
    await failing;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' });
  });
  const popover = await openShare(page, card);
  await network(popover, 'Twitter').click();
  const tweet = popover.getByRole('button', { name: 'Tweet' });
  await tweet.focus();
  await page.keyboard.press('Enter');
  const sending = popover.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeFocused();
  await page.keyboard.press('Enter');
  fail();
  await expect(popover.getByRole('alert')).toHaveText('Something went screwy.');
  await expect(tweet).toBeFocused();
  expect(shares).toBe(1);
  const shared = page.waitForResponse((response) => response.url().endsWith('/svc/share/twitter') && response.status() === 200);
  await page.keyboard.press('Enter');
  await shared;
  await expect(popover.getByRole('button', { name: 'Post shared!' })).toBeVisible();
});

test('Reddit opens its submit window straight from the row and records a fallback share; a click closes "Post shared!"', async ({ page, baseURL }) => {
  const opened = await standInForNetworks(page);
  const { card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Aggregated');
  const popover = await openShare(page, card);
  const shared = page.waitForRequest((request) => request.url().endsWith('/svc/share/reddit'));
  await network(popover, 'Reddit').click();
  expect((await shared).postDataJSON()).toMatchObject({ share_fallback: true, tumblelog_name: ADA.blog });
  await popover.getByRole('button', { name: 'Post shared!' }).click();
  await expect(popover).toBeHidden();
  expect(opened.some((url) => url.startsWith('https://www.reddit.com/submit?url='))).toBe(true);
});

test('a blog view shares the blog: its permalink and email (share:open with a blog)', async ({ page, baseURL }) => {
  await loadingMessaging(page, () => logIn(page, ADA.email, ADA.password));
  // The blog viewer's share button emits this; the bus is the page-wide one of @tumbledash/shared.
  await emitOnPageBus(page, 'share:open', { blog: { name: 'film-grain', title: 'Film Grain' }, anchor: { top: 80, left: 40, width: 24, height: 24 } });
  const popover = page.getByRole('dialog', { name: 'Share this blog' });
  await popover.getByRole('button', { name: /Permalink$/ }).click();
  await expect(popover.getByRole('textbox', { name: 'Permalink' })).toHaveValue(`${baseURL}/blog/film-grain`);
  await popover.getByRole('button', { name: 'Back' }).click();
  await popover.getByRole('button', { name: /Email$/ }).click();
  await popover.getByRole('textbox', { name: 'Email address' }).fill('pal@example.com');
  const sent = page.waitForResponse((response) => response.url().endsWith('/svc/email_tumblelog'));
  await popover.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(200);
  await expect(popover.getByText('Sent!')).toBeVisible();
  await expect(popover).toBeHidden({ timeout: 5000 });
});

test('by email at 1280 px: after Send, focus stays on it in the popover while "Sent!" is announced, then goes back to Share', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { card } = await ownPostOnTop(page, baseURL ?? '', DEMO_USER, 'Emailed');
  const popover = await openShare(page, card);
  await network(popover, 'Email').click();
  await popover.getByRole('textbox', { name: 'Email address' }).fill('pal@example.com');
  const send = popover.getByRole('button', { name: 'Send' });
  const sent = page.waitForResponse((response) => response.url().endsWith('/svc/share/email'));
  await send.focus();
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(200);
  await expect(popover.getByRole('status')).toHaveText('Sent!');
  await expect(send).toBeDisabled();
  await expect(send).toBeFocused();
  await expect(popover).toBeHidden({ timeout: 5000 });
  await expect(card.getByRole('button', { name: 'Share' })).toBeFocused();
});
