import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test('4. a blog page’s Share button shares the blog: its permalink, then by email; focus returns to the button', async ({ page, baseURL }) => {
  await logIn(page, 'friend@example.com', 'friend-password');
  await page.goto('/blog/film-grain');
  const share = page.locator('#td-main-slot').getByRole('button', { name: 'Share this blog' });
  await share.click({ timeout: 30_000 });
  const popover = page.getByRole('dialog', { name: 'Share this blog' });
  // The share remote loads on first use.
  await popover.getByRole('button', { name: /Permalink$/ }).click({ timeout: 30_000 });
  await expect(popover.getByRole('textbox', { name: 'Permalink' })).toHaveValue(`${baseURL}/blog/film-grain`);
  await popover.getByRole('button', { name: 'Back' }).click();
  await popover.getByRole('button', { name: /Email$/ }).click();
  await popover.getByRole('textbox', { name: 'Email address' }).fill('pal@example.com');
  const sent = page.waitForResponse((response) => response.url().endsWith('/svc/email_tumblelog'));
  await popover.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(200);
  await expect(popover.getByText('Sent!')).toBeVisible();
  await expect(popover).toBeHidden({ timeout: 5000 });
  await expect(share).toBeFocused();
});

test('4. the blog viewer shares its blog too; Escape closes the popover and leaves the viewer open', async ({ page, baseURL }) => {
  await logIn(page, 'friend@example.com', 'friend-password');
  await page.goto('/dashboard?blog_name=film-grain');
  const viewer = page.getByRole('dialog', { name: 'film-grain' });
  // The viewer loads when the page is idle after its first post.
  await viewer.getByRole('button', { name: 'Share this blog' }).click({ timeout: 30_000 });
  const popover = page.getByRole('dialog', { name: 'Share this blog' });
  await popover.getByRole('button', { name: /Permalink$/ }).click({ timeout: 30_000 });
  await expect(popover.getByRole('textbox', { name: 'Permalink' })).toHaveValue(`${baseURL}/blog/film-grain`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Share this blog' })).toBeFocused();
});
