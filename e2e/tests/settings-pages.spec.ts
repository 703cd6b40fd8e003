import { expect, test } from '@playwright/test';
import { logIn } from './helpers';
import { PASSWORD, signUpFresh, settingsWritesOf, skipTour } from './settings-helpers';

// Sign-ups on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const WRONG_PASSWORD = 'Your current password is not right.';
const APP_CODE_MISSING = 'Enter the 6-digit code from your authenticator app.';

for (const width of [375, 1280]) {
  test.describe(`settings pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('each blog’s settings name the tab after the blog, as their heading does, after moves inside the site too', async ({ page }) => {
      await logIn(page);
      await skipTour(page);
      await page.goto('/settings/blog/tumbledemo');
      await expect(page.getByRole('heading', { name: 'Settings of tumbledemo', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Settings of tumbledemo | Tumbledash');
      await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'demo-sketches' }).click();
      await expect(page.getByRole('heading', { name: 'Settings of demo-sketches', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Settings of demo-sketches | Tumbledash');
      await page.goBack();
      await expect(page).toHaveURL(/\/settings\/blog\/tumbledemo$/);
      await expect(page).toHaveTitle('Settings of tumbledemo | Tumbledash');
      // A blog that is not there: the tab says what the page says.
      await page.goto('/settings/blog/no-such-blog-here');
      await expect(page.getByRole('heading', { name: 'There\'s nothing here.' })).toBeVisible();
      await expect(page).toHaveTitle('Not found | Tumbledash');
    });

    test('delete account: after a wrong password, Nevermind and Delete account again open a clean form', async ({ page }) => {
      await signUpFresh(page, `delre${width}`);
      await skipTour(page);
      await page.goto('/settings/account');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('not-the-password');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
      await expect(password).toHaveAccessibleDescription(WRONG_PASSWORD);

      await page.getByRole('button', { name: 'Nevermind' }).click();
      await page.getByRole('button', { name: 'Delete account' }).click();
      await expect(password).toBeFocused();
      await expect(password).toHaveValue('');
      await expect(password).not.toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription('');
      await expect(page.getByText(WRONG_PASSWORD)).toHaveCount(0);
    });

    test('two-factor set-up: an empty or blank code is asked for in the browser, in the code step’s words, and nothing is sent', async ({ page }) => {
      await signUpFresh(page, `tfacode${width}`);
      await skipTour(page);
      await page.goto('/settings/tfa');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      const code = page.getByLabel('6-digit code');
      await expect(code).toBeVisible();
      const writes = settingsWritesOf(page);
      for (const typed of ['', '   ']) {
        await code.fill(typed);
        await page.getByRole('button', { name: 'Turn on' }).click();
        await expect(code).toHaveAccessibleDescription(APP_CODE_MISSING);
        await expect(code).toBeFocused();
        await expect(page.getByText("That code isn't right.", { exact: false })).toHaveCount(0);
      }
      expect(writes).toEqual([]);
    });
  });
}
