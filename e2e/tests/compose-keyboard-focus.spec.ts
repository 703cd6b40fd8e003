import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { DEMO_USER, answerOf, atHome, toasts } from './post-helpers';

// Round 19 QA: a post started from the keyboard (z+c with nothing focused) gave focus to <body> once it was
// posted, closed or discarded. Focus goes back where the person was, else to the page's main region.

const fastCompose = (page: Page) => page.getByRole('dialog', { name: 'Create a post' });
const textForm = (page: Page) => page.getByRole('dialog', { name: 'New text post' });

/** Not on a Mac: the shortcut is the z+c chord (A§2.3). */
async function shortcut(page: Page): Promise<void> {
  await page.keyboard.down('z');
  await page.keyboard.press('c');
  await page.keyboard.up('z');
}

/** Nothing has focus, as after a page load. */
async function focusNothing(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator('body')).toBeFocused();
}

/** Presses Tab until the target has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** z+c, Enter on Text: the new text post form, its title focused. */
async function startTextPost(page: Page): Promise<Locator> {
  await shortcut(page);
  await expect(fastCompose(page).getByRole('button', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = textForm(page);
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  return form;
}

test.beforeEach(async ({ baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px, a post started with z+c gives focus back to the page's main region after Post, Discard and Escape, never to <body>`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page);
    await expect(posts(page).first()).toBeVisible();
    const main = page.getByRole('main');

    // Post: written and sent with the keyboard alone.
    const title = uniqueName('keyboard-focus');
    await focusNothing(page);
    let form = await startTextPost(page);
    await page.keyboard.type(title);
    await tabTo(page, form.getByRole('textbox', { name: 'Post body' }));
    await page.keyboard.type('Written without a mouse.');
    await tabTo(page, form.getByRole('button', { name: 'Post', exact: true }));
    const saved = answerOf(page, '/svc/post/update');
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(form).toHaveCount(0);
    await expect(toasts(page)).toContainText(`Posted to ${DEMO_USER.blog}.`);
    await expect(main).toBeFocused();

    // Discard: Escape asks, Discard closes.
    await focusNothing(page);
    form = await startTextPost(page);
    await page.keyboard.type('Words to throw away');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Discard this post?' });
    await expect(confirm.getByRole('button', { name: 'Nevermind' })).toBeFocused();
    await tabTo(page, confirm.getByRole('button', { name: 'Discard' }));
    await page.keyboard.press('Enter');
    await expect(form).toHaveCount(0);
    await expect(main).toBeFocused();

    // Fast compose itself closed with Escape.
    await focusNothing(page);
    await shortcut(page);
    await expect(fastCompose(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fastCompose(page)).toHaveCount(0);
    await expect(main).toBeFocused();
  });
}

test('a post started with z+c from a control of the page gives focus back to that control when it closes', async ({ page }) => {
  await logIn(page);
  const first = posts(page).first();
  await expect(first).toBeVisible();
  const control = first.getByRole('button').first();
  await control.focus();
  const form = await startTextPost(page);
  // Unchanged: Escape closes it at once.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(control).toBeFocused();
});
