import { expect, test } from '@playwright/test';
import { ADA, conversationWindow, messageLog } from './messaging-helpers';
import { network, openShare, ownPostOnTop } from './share-helpers';

// A share flow sets up a post, signs in and loads messaging first: on the shared 2-core machine that alone can take most of a minute.
test.describe.configure({ timeout: 120_000 });

/** Ada's pixel-garden and film-grain follow each other in the seed (api/src/seed/people.ts): she may message it. */
const RECIPIENT = 'film-grain';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Share on a post shows its permalink and sends the post by message to a blog found by name', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  // A quote post: text posts do not go by message (B§5).
  const { id, title, card } = await ownPostOnTop(page, origin, ADA, 'Passed along', 'quote');
  const popover = await openShare(page, card);

  const to = popover.getByRole('textbox', { name: 'Message to' });
  await expect(to).toBeFocused();
  await network(popover, 'Permalink').click();
  const panel = popover.getByRole('region', { name: 'Permalink' });
  await expect(panel.getByRole('textbox', { name: 'Permalink' })).toHaveValue(new RegExp(`^${escapeRegExp(`${origin}/blog/${ADA.blog}/${id}`)}(/|$)`));
  await panel.getByRole('button', { name: 'Back' }).click();

  await to.fill(RECIPIENT);
  await popover.getByRole('list', { name: 'Search results' }).getByRole('button', { name: RECIPIENT, exact: true }).click();
  await popover.getByRole('button', { name: 'Send' }).click();
  await expect(popover).toBeHidden();

  const log = messageLog(conversationWindow(page, RECIPIENT));
  await expect(log.getByRole('link', { name: title })).toBeVisible();
  await expect(log.getByText(/Retry|Could not send|Trying\.\.\./)).toHaveCount(0);
});
