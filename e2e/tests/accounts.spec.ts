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

test('the account menu leads to each blog’s inbox, counting what waits, and drafts, by pointer and by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  const account = page.getByRole('button', { name: 'Account' });
  await account.click();
  const menu = page.getByRole('menu', { name: 'Account' });
  // The seed leaves asks and a submission waiting for tumbledemo: its Inbox shows how many, and says so.
  const inboxEntry = menu.getByRole('group', { name: 'tumbledemo' }).getByRole('menuitem', { name: /^Inbox/ });
  await expect(inboxEntry).toHaveText(/^Inbox\s*\d+$/);
  const waiting = Number((await inboxEntry.innerText()).replace(/\D/g, ''));
  expect(waiting).toBeGreaterThan(0);
  await expect(inboxEntry).toHaveAccessibleName(`Inbox, ${waiting} waiting`);
  await inboxEntry.click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
  const inbox = page.getByRole('main').getByRole('region', { name: 'Inbox' }).first();
  await expect(inbox).toBeVisible();
  await expect(inbox.getByRole('article').filter({ hasText: 'Do you ever sleep?' })).toContainText('night-owl-notes asked:');

  // Answered on the page, the ask no longer waits: the menu asks for its counts again on opening.
  const ask = inbox.getByRole('article').filter({ hasText: 'Any tips for starting a blog?' });
  await ask.getByRole('textbox', { name: 'Your answer' }).fill('Post what you would like to read.');
  await ask.getByRole('button', { name: 'Answer' }).click();
  await expect(ask).toHaveCount(0);
  await account.click();
  await expect(inboxEntry).toHaveAccessibleName(waiting > 1 ? `Inbox, ${waiting - 1} waiting` : 'Inbox');
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();

  // Another blog's drafts: the menu makes it the current blog first, as the pages show the current blog's posts.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitemradio', { name: /^tumbledemo/ })).toBeFocused();
  const drafts = menu.getByRole('group', { name: 'demo-sketches' }).getByRole('menuitem', { name: 'Drafts' });
  for (let step = 0; step < 8 && !(await drafts.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(drafts).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/drafts$/);
  await expect(page.getByRole('main').getByRole('region', { name: 'Drafts' }).first()).toBeVisible();
  await account.click();
  await expect(menu.getByRole('menuitemradio', { name: /demo-sketches/ })).toHaveAttribute('aria-checked', 'true');
});

test('an ask notification in Activity leads to the inbox', async ({ page }) => {
  await logIn(page);
  await page.goto('/blog/tumbledemo/activity');
  const ask = page.getByRole('main').getByRole('link', { name: 'sent you an ask' }).first();
  await expect(ask).toHaveAttribute('href', '/inbox');
  await ask.click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('main').getByRole('region', { name: 'Inbox' }).first().getByRole('article').first()).toBeVisible();
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

test('log-in and sign-up problems sit under their own fields, tied to them, and the focus goes to the first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(email).toHaveAccessibleDescription('Enter your email address.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Enter a password.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await email.fill(DEMO.email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Enter a password.');
  await expect(password).toBeFocused();

  await page.goto('/register');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Your password must be at least 8 characters.');
  await expect(page.getByLabel('Blog name')).toHaveAccessibleDescription('Choose a blog name.');
  await expect(page.getByLabel('Email')).toBeFocused();
  // The server's answer for a field moves the focus there too.
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByLabel('Blog name').fill(uniqueName('taken'));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('That email address is already in use.');
  await expect(page.getByLabel('Email')).toBeFocused();
});
