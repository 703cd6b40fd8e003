import { expect, test } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { ADA, conversationWindow, loadingMessaging, messageLog } from './messaging-helpers';
import { ApiSession, atHome } from './post-helpers';

/** Ada's pixel-garden and film-grain follow each other in the seed (api/src/seed/people.ts): she may message it. */
const RECIPIENT = 'film-grain';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Share on a post shows its permalink and sends the post by message to a blog', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  // A new post of Ada's own, so the first card of her dashboard is known.
  const title = uniqueName('Passed along');
  const author = await ApiSession.logIn(origin, ADA);
  const postId = await author.textPost(ADA.blog, title, 'Worth a second look.');
  await author.dispose();
  await atHome(origin, ADA);

  await loadingMessaging(page, () => logIn(page, ADA.email, ADA.password));
  const card = posts(page).first();
  await expect(card).toContainText(title);
  await card.getByRole('button', { name: 'Share' }).click();

  const popover = page.getByRole('dialog', { name: 'Share this post' });
  await expect(popover.getByRole('textbox', { name: 'Permalink' })).toHaveValue(
    new RegExp(`^${escapeRegExp(`${origin}/blog/${ADA.blog}/${postId}`)}(/|$)`),
  );
  const to = popover.getByRole('textbox', { name: 'Message to' });
  await expect(to).toBeFocused();
  await expect(popover.getByRole('button', { name: 'Send' })).toBeDisabled();
  await to.fill(RECIPIENT);
  await popover.getByRole('button', { name: 'Send' }).click();
  await expect(popover).toBeHidden();

  const log = messageLog(conversationWindow(page, RECIPIENT));
  await expect(log.getByRole('link', { name: title })).toBeVisible();
  await expect(log.getByText(/Retry|Could not send|Trying\.\.\./)).toHaveCount(0);
});
