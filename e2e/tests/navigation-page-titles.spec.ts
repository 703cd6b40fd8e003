import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { skipTour } from './settings-helpers';

const PRODUCT_FONT = '"Helvetica Neue", Helvetica, Arial, sans-serif';

/** A move inside the site without loading a page, as its links make (single-spa's navigateToUrl). */
async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

test('signed in, every page names the tab "{page} | Tumbledash", after moves inside the site too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await skipTour(page);
  await expect(page).toHaveTitle('Dashboard | Tumbledash');

  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page).toHaveTitle('Explore | Tumbledash');

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: /^Likes/ }).click();
  await expect(page).toHaveURL(/\/likes$/);
  await expect(page).toHaveTitle('Likes | Tumbledash');

  await moveTo(page, '/tagged/cute%20cats');
  await expect(page).toHaveTitle('#cute cats | Tumbledash');
  await moveTo(page, '/search/garden%20party');
  await expect(page).toHaveTitle('Search: garden party | Tumbledash');
  await moveTo(page, '/blog/pixel-garden');
  await expect(page).toHaveTitle('pixel-garden | Tumbledash');
  // A blog that is not there is not named after it: the page says there is nothing here, the tab "Not found".
  await moveTo(page, '/blog/zz-nothing-here');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
  await expect(page).toHaveTitle('Not found | Tumbledash');
  await moveTo(page, '/blog/pixel-garden/ask');
  await expect(page).toHaveTitle('Ask pixel-garden a question | Tumbledash');
  await moveTo(page, '/blog/tumbledemo/activity');
  await expect(page).toHaveTitle('Activity: tumbledemo | Tumbledash');
  for (const [path, title] of [
    ['/drafts', 'Drafts'],
    ['/queue', 'Queue'],
    ['/inbox', 'Inbox'],
    ['/nowhere', 'Not found'],
  ]) {
    await moveTo(page, path!);
    await expect(page).toHaveTitle(`${title} | Tumbledash`);
  }

  // The settings pages name themselves, as settings (not the dashboard); back on a page of the shell's, its name again.
  await moveTo(page, '/settings/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Account settings | Tumbledash');
  await moveTo(page, '/settings/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard settings | Tumbledash');
  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page).toHaveTitle('Account settings | Tumbledash');
  await page.goBack();
  await expect(page).toHaveURL(/\/nowhere$/);
  await expect(page).toHaveTitle('Not found | Tumbledash');
});

test('a visitor’s pages name the tab too, and the shell’s pages are in the product’s font', async ({ page }) => {
  await page.goto('/blog/pixel-garden');
  await expect(page).toHaveTitle('pixel-garden | Tumbledash');
  await page.goto('/blog/zz-nothing-here');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
  await expect(page).toHaveTitle('Not found | Tumbledash');
  // Nor is a post of a blog that is there, when the post is not: the page says so.
  await page.goto('/blog/pixel-garden/999999999');
  await expect(page.getByText('This post could not be found.')).toBeVisible();
  await expect(page).toHaveTitle('Not found | Tumbledash');
  await page.goto('/search/garden');
  await expect(page).toHaveTitle('Search: garden | Tumbledash');

  await page.goto('/login');
  await expect(page).toHaveTitle('Log in | Tumbledash');
  await expect(page.getByRole('heading', { name: 'Log in to Tumbledash' })).toHaveCSS('font-family', PRODUCT_FONT);
  await expect(page.getByLabel('Email')).toHaveCSS('font-family', PRODUCT_FONT);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveTitle('Sign up | Tumbledash');

  await page.goto('/nowhere');
  await expect(page).toHaveTitle('Not found | Tumbledash');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toHaveCSS('font-family', PRODUCT_FONT);
});
