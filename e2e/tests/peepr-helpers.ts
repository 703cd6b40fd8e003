import type { Locator, Page } from '@playwright/test';
import { logIn } from './helpers';

/** Signs in as the demo owner, opens their blog's page and its "Edit appearance" form. */
export async function openAppearanceEditor(page: Page, blog = 'demo-sketches'): Promise<{ main: Locator; editor: Locator }> {
  await logIn(page);
  await page.goto(`/blog/${blog}`);
  const main = page.locator('#td-main-slot');
  await main.getByRole('button', { name: 'Edit appearance' }).click({ timeout: 30_000 });
  return { main, editor: main.getByRole('form', { name: 'Edit appearance' }) };
}
