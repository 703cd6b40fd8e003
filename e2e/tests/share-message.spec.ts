import { expect, test } from '@playwright/test';
import { ADA, conversationWindow, messageLog } from './messaging-helpers';
import { networksRow, ownPostOnTop, openShare } from './share-helpers';
import { uniqueName } from './helpers';
import { ApiSession, DEMO_USER, postWith } from './post-helpers';

// A share flow sets up a post, signs in and loads messaging first: on the shared 2-core machine that alone can take most of a minute.
test.describe.configure({ timeout: 120_000 });

test('a post goes by message to a suggested favorite, with a few words, and the conversation opens', async ({ page, baseURL }) => {
  const { title, card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'For a favorite', 'quote');
  const popover = await openShare(page, card);

  // Ada follows film-grain: it is among her favorites before she types anything.
  const favorites = popover.getByRole('list', { name: 'Favorites' });
  await favorites.getByRole('button', { name: 'film-grain', exact: true }).click();
  await expect(popover.getByRole('list', { name: 'Share elsewhere' })).toBeHidden();
  const words = uniqueName('Thought of you');
  const box = popover.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await box.fill(words);
  await popover.getByRole('button', { name: 'Send' }).click();
  await expect(popover).toBeHidden();

  const log = messageLog(conversationWindow(page, 'film-grain'));
  await expect(log.getByRole('link', { name: title })).toBeVisible();
  await expect(log.getByText(words)).toBeVisible();
});

test('Send stays disabled until a blog is picked, and nobody found says so', async ({ page, baseURL }) => {
  const { card } = await ownPostOnTop(page, baseURL ?? '', ADA, 'Nobody there', 'quote');
  const popover = await openShare(page, card);
  await expect(popover.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await popover.getByRole('textbox', { name: 'Message to' }).fill('zz-no-such-blog-anywhere');
  await expect(popover.getByText("That isn't anyone.")).toBeVisible();
});

test('each favorite reached with Tab comes whole into the row, its focus ring too', async ({ page, baseURL }) => {
  // The demo person's own quote post: the favorites are the demo blog's, and a quote post may go by message.
  const { card } = await ownPostOnTop(page, baseURL ?? '', DEMO_USER, 'Favorites row', 'quote');
  const popover = await openShare(page, card);
  const favorites = popover.getByRole('list', { name: 'Favorites' }).getByRole('button');
  // The demo person follows more blogs than the row shows at once.
  await expect(favorites.nth(5)).toBeAttached();
  await popover.getByRole('textbox', { name: 'Message to' }).focus();
  const count = await favorites.count();
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab');
    await expect(favorites.nth(index)).toBeFocused();
    const inRow = () =>
      favorites.nth(index).evaluate((button) => {
        const ring = parseFloat(getComputedStyle(button).outlineWidth) + parseFloat(getComputedStyle(button).outlineOffset);
        const own = button.getBoundingClientRect();
        const row = button.closest('ul')!.getBoundingClientRect();
        return own.left - ring >= row.left - 0.5 && own.right + ring <= row.right + 0.5;
      });
    await expect.poll(inRow).toBe(true);
  }
});

test('a text post offers no "Message to..." and focus lands on its first network; a quote post offers it (B§5)', async ({ page, baseURL }) => {
  const textTitle = uniqueName('Not by message');
  const author = await ApiSession.logIn(baseURL ?? '', ADA);
  await author.textPost(ADA.blog, textTitle, 'Only the networks for this one.');
  await author.dispose();
  const quote = await ownPostOnTop(page, baseURL ?? '', ADA, 'By message', 'quote');

  let popover = await openShare(page, postWith(page, textTitle));
  await expect(networksRow(popover).getByRole('button').first()).toBeFocused();
  await expect(popover.getByRole('textbox', { name: 'Message to' })).toHaveCount(0);
  await expect(popover.getByRole('list', { name: 'Favorites' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  popover = await openShare(page, quote.card);
  await expect(popover.getByRole('textbox', { name: 'Message to' })).toBeFocused();
  await expect(popover.getByRole('list', { name: 'Favorites' }).getByRole('button', { name: 'film-grain', exact: true })).toBeVisible();
});
