import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { DEMO_USER, atHome, openAsDemo, postWith, takeBackPostsAfterEach, textPostWithIdAs } from './post-helpers';

/**
 * A card's button that sends something stays focusable while it is sent (aria-disabled, not disabled): a
 * disabled button would drop the focus to the page. Further presses are not sent, and after a refusal the
 * focus is back on the button. The server's answer is held, then refused, so no data changes.
 */
const takeBack = takeBackPostsAfterEach();

/** Holds the answer to `path` until `refuse` is called, then answers 500; counts the calls. */
async function holdThenRefuse(page: Page, path: string): Promise<{ calls: Request[]; refuse: () => void }> {
  const calls: Request[] = [];
  let refuse = () => {};
  const released = new Promise<void>((resolve) => (refuse = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      calls.push(route.request());
      await released;
      await route.fulfill({ status: 500, json: { meta: { status: 500, msg: 'Internal Server Error' }, response: null } });
    },
  );
  return { calls, refuse: () => refuse() };
}

/**
 * With `button`'s request held: the focus stays on it and Enter sends nothing more; then the refusal's alert,
 * closed by Escape, gives the focus back to it, usable again.
 */
async function staysFocusedThroughRefusal(page: Page, button: Locator, held: Awaited<ReturnType<typeof holdThenRefuse>>) {
  await page.waitForTimeout(300);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  expect(held.calls).toHaveLength(1);

  held.refuse();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute('aria-disabled');
  expect(held.calls).toHaveLength(1);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a reply being sent keeps the focus on its button; a refusal leaves it there, with the text', async ({ page, baseURL }) => {
      await atHome(baseURL!, DEMO_USER);
      await logIn(page);
      const card = posts(page).filter({ has: page.getByRole('button', { name: 'Reply', exact: true }) }).first();
      await card.getByRole('button', { name: 'Reply', exact: true }).click();
      const field = card.getByRole('textbox', { name: /^Reply to / });
      await field.fill('Held reply');
      const held = await holdThenRefuse(page, '/svc/reply');

      const send = card.locator('form').getByRole('button');
      await send.click();
      await expect(send).toHaveAccessibleName('Replying…');
      await expect(send).toHaveAttribute('aria-disabled', 'true');
      await staysFocusedThroughRefusal(page, send, held);
      await expect(send).toHaveAccessibleName('Reply');
      await expect(field).toHaveValue('Held reply');
    });

    test('a draft being published keeps the focus on Publish; a refusal leaves it there and the draft in the list', async ({ page, baseURL }) => {
      const title = uniqueName('busy-draft');
      takeBack(DEMO_USER, await textPostWithIdAs(baseURL!, DEMO_USER, title, 'Held publish.', '1'));
      await atHome(baseURL!, DEMO_USER);
      await openAsDemo(page, '/drafts', title);
      const card = postWith(page, title);
      const held = await holdThenRefuse(page, '/publish');

      const publish = card.getByRole('button', { name: 'Publish' });
      await publish.click();
      await expect(publish).toHaveAttribute('aria-disabled', 'true');
      await expect(card.getByRole('button', { name: 'Queue' })).toHaveAttribute('aria-disabled', 'true');
      await staysFocusedThroughRefusal(page, publish, held);
      await expect(card).toBeVisible();
    });
  });
}
