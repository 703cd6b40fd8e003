import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, signUpFresh, skipTour } from './settings-helpers';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 375, height: 740 } });

/** Presses Tab until `target` has the focus (as a person without a mouse would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('settings with the keyboard alone at 375 px: a switch, following by name, the password form', async ({ page }) => {
  const blog = await signUpFresh(page, 'keys');
  await skipTour(page);

  await page.goto('/settings/dashboard');
  const shortcuts = page.getByRole('switch', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeChecked();
  await tabTo(page, shortcuts);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(shortcuts).not.toBeChecked();

  await page.goto('/following');
  const byName = page.getByLabel('Follow a blog by name');
  await tabTo(page, byName);
  await page.keyboard.type('night-owl-notes');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'You follow night-owl-notes now.' })).toBeVisible();
  // An unknown name reads the server's words, once; a self-follow is told under the field only.
  await page.keyboard.type('zz-no-such-blog');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('There is no blog by that name.');
  await expect(byName).toBeFocused();
  await byName.fill(blog);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('A blog can’t follow itself.');
  await expect(byName).toHaveAccessibleDescription('A blog can’t follow itself.');
  // A failed Follow pressed on the button moves the focus to the field in error.
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await follow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('A blog can’t follow itself.');
  await expect(byName).toBeFocused();

  // Save appearance refused (a description the server finds too long): words, and the focus moves to that field.
  await page.goto(`/settings/blog/${blog}`);
  const detail = 'tumblelog.description must be at most 2000 characters.';
  await page.route('**/svc/indash_blog/header', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ meta: { status: 400, msg: detail }, response: {}, errors: [{ field: 'tumblelog.description', detail }] }) })
      : route.continue(),
  );
  const save = page.getByRole('button', { name: 'Save appearance' });
  await tabTo(page, save, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The description can be at most 2000 characters.');
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.unroute('**/svc/indash_blog/header');

  await page.goto('/settings/password');
  await tabTo(page, page.getByLabel('Current password'));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('New password', { exact: true }), 3);
  await page.keyboard.type('keyboard-only-password');
  await tabTo(page, page.getByLabel('New password again'), 3);
  await page.keyboard.type('keyboard-only-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Password changed\./ })).toBeVisible();
});
