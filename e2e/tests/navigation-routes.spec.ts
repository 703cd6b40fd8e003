import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

/**
 * Every route of spec A §2.1 and spec B §2 ("Routes and link targets", "Other links seen") answers a working
 * page in the shell, signed in and signed out (issue 12 "Done when"). `{blog url}` is /blog/{name} here.
 */
const BLOG = 'tumbledemo';
const OTHER = 'friendly';

function routes(postId: string, reblogKey: string): string[] {
  return [
    // A§2.1
    '/dashboard',
    '/new/text',
    `/edit/${postId}`,
    `/reblog/${postId}/${reblogKey}`,
    `/settings/blog/${BLOG}`,
    // B§2 routes and link targets
    `/blog/${BLOG}/activity`,
    `/follow/${OTHER}`,
    `/conversation/new/${OTHER}`,
    `/messaging/conversation/${OTHER}`,
    '/settings/account',
    '/settings/dashboard',
    '/search?q=cats&filter_nsfw=true&sort=top&filter_post_type=text',
    '/search/cats',
    // B§2 other links seen
    '/',
    '/login',
    '/register',
    '/likes',
    '/following',
    '/settings',
    '/settings/password',
    '/settings/tfa',
    '/settings/notifications',
    '/settings/apps',
    '/help',
    `/blog/${BLOG}/new/text`,
    `/blog/${OTHER}/ask`,
    `/blog/${OTHER}/submit`,
    // The header's explore tab.
    '/explore',
  ];
}

/** A working page: HTML from the shell, something in the main slot, no not-found page, no failed remote. */
async function expectWorkingPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-type'], path).toMatch(/text\/html/);
  const main = page.locator('#td-main-slot');
  await expect(main.locator('h1, article, form, [role="feed"], [role="dialog"]').first(), path).toBeVisible();
  await expect(page.getByText("There's nothing here."), path).toHaveCount(0);
  await expect(page.getByText(/could not be loaded|is unavailable/i), path).toHaveCount(0);
  await expect(page.locator('body'), path).not.toContainText('"meta":{"status"');
}

async function aPost(page: Page): Promise<{ id: string; reblogKey: string }> {
  const answer = await page.request.get('/svc/post/blog/friendly?limit=1');
  const post = (await answer.json()).response.posts[0];
  return { id: post.id, reblogKey: post.reblog_key };
}

test('every spec route is a working page for a signed-in person', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page);
  const { id, reblogKey } = await aPost(page);
  for (const path of routes(id, reblogKey)) await expectWorkingPage(page, path);
});

test('every spec route is a working page for a visitor (log in where an account is needed)', async ({ page }) => {
  test.setTimeout(240_000);
  const { id, reblogKey } = await aPost(page);
  for (const path of routes(id, reblogKey)) await expectWorkingPage(page, path);
  await page.goto('/settings/apps');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown address shows the site’s own not-found page, never JSON', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
});
