import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

for (const width of [1280, 375]) {
  test(`a reblog form opened from the viewer sits over it, and closing it leaves the viewer open (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, 'finn@example.com', 'finn-password');
    await page.goto('/dashboard?blog_name=night-owl-notes');
    const viewer = page.getByRole('dialog', { name: 'night-owl-notes' });
    await expect(viewer).toBeVisible({ timeout: 30_000 });
    const post = viewer.getByRole('article').first();
    await expect(post).toBeVisible();
    // The viewer is not drawn again: the same post element stays, with its mark.
    await post.evaluate((element) => element.setAttribute('data-e2e-kept', 'yes'));
    await post.getByRole('button', { name: 'Reblog options' }).click();
    await page.getByRole('menu', { name: 'Reblog options' }).getByRole('menuitem', { name: 'Reblog with comment' }).click();

    const form = page.getByRole('dialog', { name: 'Reblog' });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/reblog\/\d+\/[^/]+$/);
    // Under the form the viewer stays open (the form's entry names the page under it, query included).
    await expect(page.locator('[data-e2e-kept="yes"]')).toHaveCount(1);
    await form.getByRole('button', { name: 'Close' }).click();

    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\?blog_name=night-owl-notes$/);
    await expect(viewer).toBeVisible();
    await expect(post).toHaveAttribute('data-e2e-kept', 'yes');
  });
}
