import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO, logIn } from './helpers';
import { mailText, PASSWORD, signUpFresh, skipTour } from './settings-helpers';

// Axe and several sign-ups per test on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function freshPerson(page: Page, prefix: string): Promise<string> {
  const blog = await signUpFresh(page, prefix);
  await skipTour(page);
  return blog;
}

async function secondSession(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, PASSWORD);
  return page;
}

for (const width of [1280, 375]) {
  test.describe(`settings at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('account: Safe Mode saves and the email changes only through the link mailed to the new address', async ({ page }) => {
      const blog = await freshPerson(page, `acct${width}`);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, '#td-main-slot');
      const safeMode = page.getByRole('switch', { name: 'Safe Mode' });
      await safeMode.check();
      await expect(page.getByRole('status').filter({ hasText: 'Safe Mode is on.' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Safe Mode' })).toBeChecked();

      const newEmail = `${blog}-new@example.com`;
      await page.getByLabel('New email address').fill(newEmail);
      await page.getByLabel('Current password').fill('wrong-password');
      await page.getByRole('button', { name: 'Change email' }).click();
      await expect(page.getByRole('alert')).toHaveText('Your current password is not right.');
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Change email' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Check ${newEmail}` })).toBeVisible();
      const text = await mailText(page, newEmail, 'Confirm your new email address');
      const link = /http:\/\/\S+\/auth\/confirm-email\?token=\S+/.exec(text)?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!);
      await expect(page).toHaveURL(/\/settings\/account\?email_changed=1$/);
      await expect(page.getByText('Your new email address is confirmed.')).toBeVisible();
      await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
      // No horizontal scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('password: the length rule is shown and every other session is signed out', async ({ page, browser }) => {
      const blog = await freshPerson(page, `pw${width}`);
      const other = await secondSession(browser, `${blog}@example.com`);
      await page.goto('/settings/password');
      await expect(page.getByText('At least 8 characters.')).toBeVisible();
      await expectNoAxeViolations(page, '#td-main-slot');
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('New password again').fill('short');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('alert')).toHaveText('Your password must be at least 8 characters.');
      await page.getByLabel('New password', { exact: true }).fill('another-long-password');
      await page.getByLabel('New password again').fill('another-long-password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Password changed. 1 other session was signed out.' })).toBeVisible();
      await other.goto('/settings/account');
      await expect(other).toHaveURL(/\/login$/);
      await other.context().close();
    });

    test('dashboard and notification switches save; a chosen activity mail goes out when it happens', async ({ page, browser }) => {
      const blog = await freshPerson(page, `pref${width}`);
      await page.goto('/settings/dashboard');
      await page.getByRole('switch', { name: 'Keyboard shortcuts' }).uncheck();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Keyboard shortcuts' })).not.toBeChecked();
      await expectNoAxeViolations(page, '#td-main-slot');

      await page.goto('/settings/notifications');
      await page.getByRole('switch', { name: 'New follower' }).check();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expectNoAxeViolations(page, '#td-main-slot');

      const demo = await (await browser.newContext()).newPage();
      await logIn(demo, DEMO.email, DEMO.password);
      await skipTour(demo);
      await demo.goto('/following');
      await demo.getByLabel('Follow a blog by name').fill(blog);
      await demo.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(demo.getByRole('status').filter({ hasText: `You follow ${blog} now.` })).toBeVisible();
      await demo.context().close();
      await expect(async () => {
        const text = await mailText(page, `${blog}@example.com`, `tumbledemo started following ${blog}`);
        expect(text).toContain('/settings/notifications');
      }).toPass({ timeout: 20_000 });
    });

    test('apps: another session is listed and signed out from here', async ({ page, browser }) => {
      const blog = await freshPerson(page, `apps${width}`);
      const other = await secondSession(browser, `${blog}@example.com`);
      await page.goto('/settings/apps');
      await expect(page.getByText('This device')).toBeVisible();
      await expectNoAxeViolations(page, '#td-main-slot');
      await page.getByRole('button', { name: /^Sign out / }).first().click();
      await expect(page.getByRole('status').filter({ hasText: /^Signed out/ })).toBeVisible();
      await other.goto('/settings/account');
      await expect(other).toHaveURL(/\/login$/);
      await other.context().close();
    });

    test('blog settings: live preview, saved appearance and switches; another person’s blog is forbidden', async ({ page }) => {
      const blog = await freshPerson(page, `blog${width}`);
      await page.goto(`/settings/blog/${blog}`);
      const preview = page.getByRole('figure', { name: `Preview of ${blog}` });
      await page.getByLabel('Title', { exact: true }).fill('My shiny blog');
      await expect(preview).toContainText('My shiny blog');
      await page.getByLabel('Title font').selectOption('Georgia');
      await page.getByRole('radio', { name: 'Square' }).check();
      await page.getByRole('button', { name: 'Save appearance' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await page.getByRole('switch', { name: 'Accept submissions' }).check();
      await expect(page.getByRole('switch', { name: 'Accept submissions' })).toBeChecked();
      await page.reload();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('My shiny blog');
      await expect(page.getByLabel('Title font')).toHaveValue('Georgia');
      await expect(page.getByRole('switch', { name: 'Accept submissions' })).toBeChecked();
      await expectNoAxeViolations(page, '.td-settings__nav');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/settings/blog/tumbledemo');
      await expect(page.getByRole('heading', { name: "You don't have permission to do that." })).toBeVisible();
      await expect(page).toHaveTitle('No permission | Tumbledash');
    });

    test('delete account: password and confirm, then the account is gone', async ({ page }) => {
      const blog = await freshPerson(page, `del${width}`);
      await page.goto('/settings/account');
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('cannot be undone');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(`${blog}@example.com`);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Your email or password were incorrect.');
    });
  });
}
