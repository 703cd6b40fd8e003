import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn } from './helpers';
import { solidPng } from './messaging-helpers';
import { signUpFresh, settingsWritesOf, skipTour } from './settings-helpers';

// Sign-ups and axe on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const CURRENT_PASSWORD_MISSING = 'Enter your current password.';

/** A§7.1 POST /svc/block/add as the signed-in person's page sends it. */
async function block(page: Page, blocker: string, blocked: string): Promise<void> {
  const formKey = await page.evaluate(() => (globalThis as unknown as { __tumbledashSession__: { value: { formKey: string } } }).__tumbledashSession__.value.formKey);
  const response = await page.request.post('/svc/block/add', { headers: { 'x-tumblr-form-key': formKey }, data: { tumblelog: blocker, blocked_tumblelog: blocked } });
  expect(response.ok()).toBe(true);
}

for (const width of [375, 1280]) {
  test.describe(`settings errors at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('account: Delete account opens with the keyboard in its password field; empty forms are refused in the browser, the focus on the first field in error', async ({ page }) => {
      await logIn(page);
      await skipTour(page);
      await page.goto('/settings/account');
      const writes = settingsWritesOf(page);

      await page.getByRole('button', { name: 'Delete account' }).click();
      const deletePassword = page.getByLabel('Password', { exact: true });
      await expect(deletePassword).toBeFocused();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(deletePassword).toHaveAccessibleDescription(CURRENT_PASSWORD_MISSING);
      await expect(deletePassword).toBeFocused();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Nevermind' }).click();

      const changeEmail = page.getByRole('button', { name: 'Change email' });
      await changeEmail.click();
      const email = page.getByLabel('New email address');
      const password = page.getByLabel('Current password');
      await expect(email).toHaveAccessibleDescription('Enter your email address.');
      await expect(password).toHaveAccessibleDescription(CURRENT_PASSWORD_MISSING);
      await expect(email).toBeFocused();
      await email.fill('someone-new@example.com');
      await changeEmail.click();
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(CURRENT_PASSWORD_MISSING);
      await expect(password).toBeFocused();
      expect(writes).toEqual([]);
    });

    test('password and two-factor: an empty current password is asked for before anything is sent; the server’s refusal also moves the focus to its field', async ({ page }) => {
      await logIn(page);
      await skipTour(page);
      await page.goto('/settings/password');
      const writes = settingsWritesOf(page);
      const change = page.getByRole('button', { name: 'Change password' });
      const current = page.getByLabel('Current password');
      const next = page.getByLabel('New password', { exact: true });
      const again = page.getByLabel('New password again');
      await change.click();
      await expect(current).toHaveAccessibleDescription(CURRENT_PASSWORD_MISSING);
      await expect(current).toBeFocused();
      await current.fill('not-the-password');
      await change.click();
      await expect(next).toHaveAccessibleDescription(/Enter a password\./);
      await expect(next).toBeFocused();
      await next.fill('a-long-new-password');
      await again.fill('another-long-password');
      await change.click();
      await expect(again).toHaveAccessibleDescription('The new passwords are not the same.');
      await expect(again).toBeFocused();
      expect(writes).toEqual([]);

      await page.goto('/settings/tfa');
      const setUp = page.getByRole('button', { name: 'Set up two-factor authentication' });
      const tfaPassword = page.getByLabel('Password', { exact: true });
      await setUp.click();
      await expect(tfaPassword).toHaveAccessibleDescription(CURRENT_PASSWORD_MISSING);
      await expect(page.getByText('Your current password is not right.')).toHaveCount(0);
      await expect(tfaPassword).toBeFocused();
      expect(writes).toEqual([]);
      await tfaPassword.fill('not-the-password');
      await setUp.focus();
      await page.keyboard.press('Enter');
      await expect(tfaPassword).toHaveAccessibleDescription('Your current password is not right.');
      await expect(tfaPassword).toBeFocused();
      expect(writes).toEqual(['/svc/settings/tfa/enrol']);
    });

    test('blog settings: a refused avatar is told by the avatar field and cleared; the header image keeps its upload', async ({ page }) => {
      await logIn(page);
      await skipTour(page);
      await page.goto('/settings/blog/demo-sketches');
      const avatar = page.getByLabel('Avatar image', { exact: true });
      const header = page.getByLabel('Header image', { exact: true });
      await header.setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: solidPng(300, 100, [40, 120, 200]) });
      await expect(header).toHaveAccessibleDescription('Uploaded. Save to keep it.');
      await avatar.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(avatar).toHaveAccessibleDescription('This is not valid image file.');
      await expect(page.getByRole('alert')).toHaveText('This is not valid image file.');
      await expect(avatar).toHaveValue('');
      await expect(header).toHaveAccessibleDescription('Uploaded. Save to keep it.');
      expect(await header.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('header.png');
      // The message sits by its field: under the avatar input, above the header image's.
      const error = page.getByRole('alert');
      expect((await error.boundingBox())!.y).toBeGreaterThan((await avatar.boundingBox())!.y);
      expect((await error.boundingBox())!.y).toBeLessThan((await header.boundingBox())!.y);
      await page.screenshot({ path: test.info().outputPath(`avatar-error-${width}.png`), fullPage: true });
    });

    test('following: every refused name is told under the field, inside the card, and the field gets the focus', async ({ page }) => {
      const blog = await signUpFresh(page, `ferr${width}`);
      await skipTour(page);
      await block(page, blog, 'pixel-garden');
      await page.goto('/following');
      const field = page.getByLabel('Follow a blog by name');
      const card = page.locator('form').filter({ has: field });
      const follow = page.getByRole('button', { name: 'Follow', exact: true });
      const refusals: [string, string][] = [
        ['zz-no-such-blog', 'There is no blog by that name.'],
        ['pixel-garden', 'You blocked pixel-garden. Unblock it in your blog settings to follow it.'],
        [blog, 'A blog can’t follow itself.'],
      ];
      for (const [name, message] of refusals) {
        await field.fill(name);
        await follow.click();
        await expect(page.getByRole('alert')).toHaveText(message);
        await expect(card.getByRole('alert')).toHaveText(message);
        await expect(field).toHaveAccessibleDescription(message);
        await expect(field).toBeFocused();
      }
      await expectNoAxeViolations(page, '#td-main-slot');
      await page.screenshot({ path: test.info().outputPath(`following-error-${width}.png`) });
    });
  });
}
