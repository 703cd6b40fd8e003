import { expect, test } from '@playwright/test';
import { openAppearanceEditor } from './peepr-helpers';
import { solidPng } from './messaging-helpers';

test('3. the owner changes the avatar, its shape and the background colour; they persist and style the blog for visitors too', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { editor } = await openAppearanceEditor(page);
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/svc/post/upload_photo'));
  await editor.getByLabel('Avatar image').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(128, 128, [200, 60, 90]) });
  expect((await uploaded).status()).toBe(200);
  await editor.getByLabel('Background colour').fill('#203040');
  await editor.getByLabel('Avatar shape').selectOption('square');
  const saved = page.waitForResponse((response) => response.url().endsWith('/svc/indash_blog/header') && response.request().method() === 'POST');
  await editor.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(editor).toBeHidden();

  // A visitor (another browser, signed out) sees the saved theme.
  const visitor = await browser.newPage();
  await visitor.goto(page.url());
  const view = visitor.locator('#td-main-slot .td-peepr-view');
  await expect(visitor.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(view).toHaveCSS('background-color', 'rgb(32, 48, 64)');
  // Light text on the dark background keeps it readable.
  await expect(view).toHaveCSS('color', 'rgb(255, 255, 255)');
  const avatar = visitor.locator('#td-main-slot .td-peepr-header__avatar');
  await expect(avatar).toHaveClass(/td-ui-avatar--square/);
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  await visitor.close();
});

test('B§3 the owner edits the description as plain text, as /settings/blog does; too long is said in words', async ({ page }) => {
  test.setTimeout(120_000);
  const { main, editor } = await openAppearanceEditor(page);
  const description = editor.getByRole('textbox', { name: 'Description' });
  // No markup in the box: the stored paragraph is shown as its text.
  await expect(description).toHaveValue(/^[^<>]*$/);
  await expect(description).toHaveAttribute('maxlength', '2000');

  await description.fill('x'.repeat(2001));
  expect((await description.inputValue()).length).toBeLessThanOrEqual(2000);
  // A refusal from the server reads in words, and focus stays on Save.
  const detail = 'tumblelog.description must be at most 2000 characters.';
  await page.route('**/svc/indash_blog/header', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ meta: { status: 400, msg: detail }, response: {}, errors: [{ field: 'tumblelog.description', detail }] }) })
      : route.continue(),
  );
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText('The description can be at most 2000 characters.');
  await expect(editor.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.unroute('**/svc/indash_blog/header');

  // 2000 characters of text are taken, however long their escaped markup.
  const full = `${'x'.repeat(1995)}& "<>`;
  await description.fill(full);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await main.getByRole('button', { name: 'Edit appearance' }).click();
  await expect(description).toHaveValue(full);

  await description.fill('Doodles & <b>studies</b>');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  // Shown as written, not as markup.
  await expect(main.locator('.td-peepr-header__description')).toHaveText('Doodles & <b>studies</b>');
  await main.getByRole('button', { name: 'Edit appearance' }).click();
  await expect(main.getByRole('form', { name: 'Edit appearance' }).getByRole('textbox', { name: 'Description' })).toHaveValue('Doodles & <b>studies</b>');
});

for (const width of [375, 1280]) {
  test(`at ${width} px the header editor's Save and Cancel are the product's primary and secondary buttons`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const { main, editor } = await openAppearanceEditor(page, 'tumbledemo');
    const save = editor.getByRole('button', { name: 'Save' });
    const cancel = editor.getByRole('button', { name: 'Cancel' });
    // As the post form's and the dialogs' buttons: the brand blue with navy text, a grey one beside it.
    await expect(save).toHaveCSS('background-color', 'rgb(0, 184, 255)');
    await expect(save).toHaveCSS('color', 'rgb(0, 25, 53)');
    await expect(cancel).toHaveCSS('background-color', 'rgb(230, 233, 236)');
    for (const button of [save, cancel]) {
      await expect(button).toHaveCSS('font-weight', '700');
      await expect(button).toHaveCSS('border-radius', '3px');
      await expect(button).toHaveCSS('border-top-style', 'none');
    }
    await cancel.click();
    await expect(editor).toBeHidden();
    await expect(main.getByRole('button', { name: 'Edit appearance' })).toBeVisible();
  });
}
