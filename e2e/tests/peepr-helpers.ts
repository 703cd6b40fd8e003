import type { Locator, Page } from '@playwright/test';
import { logIn } from './helpers';
import { atHome, DEMO_USER } from './post-helpers';

/** Signs in as the demo owner, opens their blog's page and its "Edit appearance" form. */
export async function openAppearanceEditor(page: Page, blog = 'demo-sketches'): Promise<{ main: Locator; editor: Locator }> {
  await logIn(page);
  await page.goto(`/blog/${blog}`);
  const main = page.locator('#td-main-slot');
  await main.getByRole('button', { name: 'Edit appearance' }).click({ timeout: 30_000 });
  return { main, editor: main.getByRole('form', { name: 'Edit appearance' }) };
}

/** Signed in as the demo user at home, with the blog viewer loaded (it serves hover cards and clicks on targets when idle). */
export async function signedInWithViewer(page: Page, baseURL: string): Promise<void> {
  await atHome(baseURL, DEMO_USER);
  await logIn(page);
  await page.waitForFunction(() => document.querySelector('[data-remote="mfe-peepr"]') !== null, undefined, { timeout: 30_000 });
}
