import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PASSWORD, signUpFresh, skipTour, totp } from './settings-helpers';

// Axe and several sign-ups per test on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('two-factor round trip: enrol with a computed code, log in with a code, a recovery code works once, turn it off', async ({ page }) => {
  test.setTimeout(180_000);
  const blog = await signUpFresh(page, 'tfa');
  await skipTour(page);
  const email = `${blog}@example.com`;

  await page.goto('/settings/tfa');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page, '#td-main-slot');
  const secret = (await page.getByTestId('tfa-secret').innerText()).trim();
  await page.getByLabel('6-digit code').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().innerText()).trim();
  const secondRecovery = (await codes.nth(1).innerText()).trim();
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeVisible();

  // Log out, log in: the password alone is not enough.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const logIn = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  };
  await logIn();
  await expectNoAxeViolations(page, '#td-main-slot');
  // A missing, then a wrong code is said under the Code field, which gets the keyboard.
  const codeField = page.getByRole('textbox', { name: 'Code' });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app, or a recovery code.');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app, or a recovery code.');
  await expect(codeField).toBeFocused();
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText("That code isn't right. Try the newest one from your app.");
  await expect(codeField).toHaveAccessibleDescription("That code isn't right. Try the newest one from your app.");
  await expect(codeField).toBeFocused();
  // The enrolment spent this step's code: the next step's (within the allowed drift) signs in.
  const lastStep = Math.floor((Date.now() + 30_000) / 30_000);
  await page.getByLabel('Code').fill(totp(secret, lastStep * 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const expected of ['works', 'refused']) {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn();
    await page.getByLabel('Code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'works') {
      await expect(page).toHaveURL(/\/dashboard$/);
    } else {
      await expect(page.getByRole('alert')).toHaveText("That code isn't right. Try the newest one from your app.");
      await expect(page).toHaveURL(/\/login$/);
    }
  }

  // Turned off with the password and a code the app shows next: the password alone signs in again.
  await page.getByLabel('Code').fill(secondRecovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/tfa');
  await expect(page.getByText('8 recovery codes are left.', { exact: false })).toBeVisible();
  // A code is spent once: wait for the step after the one logged in with (within the allowed drift).
  await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000 }).toBeGreaterThanOrEqual(lastStep);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Code from your app or a recovery code').fill(totp(secret, (lastStep + 1) * 30_000));
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logging in now asks for your password only.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('at each two-factor step the keyboard focus goes to what comes next, never to the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpFresh(page, 'tfafocus');
  await skipTour(page);
  await page.goto('/settings/tfa');
  const main = page.getByRole('main');

  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByLabel('Password').press('Enter');
  await expect(main.getByRole('heading', { name: 'Connect your authenticator app' })).toBeFocused();
  // The secret is read before the code is typed: the next Tab reaches the code field.
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('6-digit code')).toBeFocused();
  const secret = (await page.getByTestId('tfa-secret').innerText()).trim();
  await page.keyboard.type(totp(secret));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const recovery = (await main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().innerText()).trim();

  await main.getByRole('button', { name: 'I saved them' }).press('Enter');
  await expect(main.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeFocused();
  await expect(main).toContainText('10 recovery codes are left.');

  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByLabel('Code from your app or a recovery code').fill(recovery);
  await main.getByRole('button', { name: 'Turn off two-factor authentication' }).press('Enter');
  await expect(main.getByRole('heading', { name: 'Two-factor authentication is off' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Logging in now asks for your password only.' })).toBeVisible();
});
