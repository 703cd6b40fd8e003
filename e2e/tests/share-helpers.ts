import { expect, type Locator, type Page } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { loadingMessaging } from './messaging-helpers';
import { ApiSession, atHome, type Person } from './post-helpers';

export const sharePopover = (page: Page) => page.getByRole('dialog', { name: 'Share this post' });
export const networksRow = (popover: Locator) => popover.getByRole('list', { name: 'Share elsewhere' });
export const network = (popover: Locator, name: string) => networksRow(popover).getByRole('button', { name: new RegExp(`${name}$`) });

/**
 * A fresh post of the person's own at the top of their dashboard, them signed in at home with messaging
 * loaded; answers the post's id and title (a quote post's quote). A text post by default; a quote post where
 * the test sends it by message (B§5: text posts cannot go in a message).
 */
export async function ownPostOnTop(
  page: Page,
  baseURL: string,
  person: Person,
  prefix: string,
  type: 'text' | 'quote' = 'text',
): Promise<{ id: string; title: string; card: Locator }> {
  const title = uniqueName(prefix);
  const author = await ApiSession.logIn(baseURL, person);
  const id = type === 'quote' ? await author.quotePost(person.blog, title, 'Someone wise') : await author.textPost(person.blog, title, 'Worth a second look.');
  await author.dispose();
  await atHome(baseURL, person);
  await loadingMessaging(page, () => logIn(page, person.email, person.password));
  const card = posts(page).first();
  // The first screen of the dashboard can take a while on the shared machine.
  await expect(card).toContainText(title, { timeout: 30_000 });
  return { id, title, card };
}

/** Someone else's fresh post, found on the person's dashboard (they follow its blog). */
export async function othersPostOnTop(page: Page, baseURL: string, author: Person, reader: Person, prefix: string) {
  const title = uniqueName(prefix);
  const session = await ApiSession.logIn(baseURL, author);
  const id = await session.textPost(author.blog, title, 'Something to pass along.');
  await session.dispose();
  await atHome(baseURL, reader);
  await loadingMessaging(page, () => logIn(page, reader.email, reader.password));
  const card = posts(page).filter({ hasText: title }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  return { id, title, card };
}

/** Clicks the card's Share button and waits for the networks row (the share data has arrived). */
export async function openShare(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole('button', { name: 'Share' }).click();
  const popover = sharePopover(page);
  await expect(networksRow(popover)).toBeVisible();
  return popover;
}
