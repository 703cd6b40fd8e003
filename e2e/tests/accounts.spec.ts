import { expect, test } from '@playwright/test';
import { DEMO, logIn, posts, uniqueName } from './helpers';

test('a new person signs up and lands on a dashboard with posts', async ({ page }) => {
  const blogName = uniqueName('newblog');
  await page.goto('/register');
  await page.getByLabel('Email').fill(`${blogName}@example.com`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByLabel('Blog name').fill(blogName);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(posts(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: new RegExp(blogName) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('sign-up problems are shown next to the form', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Choose a blog name.')).toBeVisible();

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByLabel('Blog name').fill(uniqueName('taken'));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('That email address is already in use.')).toBeVisible();

  await page.getByLabel('Email').fill(`${uniqueName('x')}@example.com`);
  await page.getByLabel('Blog name').fill('tumbledemo');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('That blog name is already taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the demo user logs in, switches blog, keeps it across a reload and logs out', async ({ page }) => {
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemradio', { name: /demo-sketches/ }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: /demo-sketches/ })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});

test('a wrong password gets a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your email or password were incorrect.');
  await expect(page).toHaveURL(/\/login$/);
  // From the keyboard, focus stays on the button through the wait and the error: the next try is one key away.
  await page.getByRole('button', { name: 'Log in' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Your email or password were incorrect.');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
});

test('an anonymous visitor reads the dashboard without compose, account or messaging', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(posts(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compose a post' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Messag/ })).toHaveCount(0);
});
