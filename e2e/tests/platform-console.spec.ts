import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

const FRIEND = { email: 'friend@example.com', password: 'friend-password' };

test('the platform console is forbidden to a normal user', async ({ page }) => {
  await logIn(page, FRIEND.email, FRIEND.password);
  await page.goto('/platform');
  await expect(page.getByRole('heading', { name: 'Platform console' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Only platform admins can see the platform console.');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the console shows each remote with its live version and an error a browser reported', async ({ page }) => {
  await logIn(page);
  await expect(page.locator('#td-app-header')).not.toBeEmpty();
  // A render error caught inside the header's slot, as its error boundary announces it: the shell reports it.
  const beacon = page.waitForResponse((response) => response.url().endsWith('/svc/platform/beacon') && response.status() === 202);
  await page.evaluate(() => {
    const inside = document.querySelector('#td-app-header *') ?? document.getElementById('td-app-header');
    inside?.dispatchEvent(new CustomEvent('td-remote-render-error', { bubbles: true, detail: { message: 'e2e: the header threw' } }));
  });
  await beacon;
  await page.goto('/platform');
  const header = page.getByRole('region', { name: 'mfe-header' });
  await expect(header.getByRole('table', { name: 'Versions of mfe-header, newest first' })).toBeVisible();
  await expect(header.getByRole('rowheader', { name: /\(live\)/ })).toBeVisible();
  await expect(header.getByText(/render error: e2e: the header threw/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'mfe-dashboard' })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`at ${width} px the console is a region inside the page's one main landmark`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page);
    await page.goto('/platform');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Platform console' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Platform console', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
}
