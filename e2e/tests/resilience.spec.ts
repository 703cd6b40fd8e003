import { expect, test } from '@playwright/test';
import { logIn, posts } from './helpers';

test('with the header unreachable the dashboard still works', async ({ page }) => {
  await page.route('**/remotes/mfe-header/**', (route) => route.abort());
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  await expect(page.locator('#td-header-slot')).toContainText('The header is unavailable right now.');
});

test('with the dashboard unreachable the header still works', async ({ page }) => {
  await logIn(page);
  await page.route('**/remotes/mfe-dashboard/**', (route) => route.abort());
  await page.reload();
  await expect(page.locator('#td-main-slot')).toContainText('The dashboard is unavailable right now.');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('the invisible remotes load and mount for a signed-in person', async ({ page }) => {
  await logIn(page);
  for (const remote of ['mfe-messaging', 'mfe-peepr', 'mfe-share']) {
    await expect(page.locator(`[data-remote="${remote}"]`)).toHaveCount(1);
  }
});

test('a write without the form key is refused and changes nothing', async ({ page }) => {
  await logIn(page);
  const before = await (await page.request.get('/svc/bootstrap')).json();
  const current = before.response.channels.find((channel: { is_current: boolean }) => channel.is_current).name;
  const other = before.response.channels.find((channel: { is_current: boolean }) => !channel.is_current).name;
  const refused = await page.request.post('/svc/account/channel', { data: { channel: other } });
  expect(refused.status()).toBe(403);
  const after = await (await page.request.get('/svc/bootstrap')).json();
  expect(after.response.channels.find((channel: { is_current: boolean }) => channel.is_current).name).toBe(current);
});

test('the signed-in dashboard runs under the content security policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await expect(posts(page).nth(5)).toBeVisible();
  expect(violations).toEqual([]);
});
