import { expect, test } from '@playwright/test';
import { signedInWithViewer } from './peepr-helpers';

const BLOG = 'pixel-garden';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px a click in a hover card opened from the activity popover leaves the popover open; Escape and a click outside close it`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signedInWithViewer(page, baseURL!);
    const activityButton = page.getByRole('banner').getByRole('button', { name: 'Activity' });
    const popover = page.getByRole('dialog', { name: 'Activity' });

    await activityButton.click();
    const sender = popover.getByRole('button', { name: BLOG, exact: true }).first();
    await sender.hover();
    const card = page.getByRole('group', { name: `${BLOG}, blog card` });
    // The card's body, then its Unfollow (the demo follows pixel-garden), whose question is answered Nevermind.
    await card.getByText('Pixel Garden', { exact: true }).click();
    await expect(popover).toBeVisible();
    await card.getByRole('button', { name: 'Unfollow' }).click();
    await page.getByRole('alertdialog', { name: `Are you sure you want to unfollow ${BLOG}?` }).getByRole('button', { name: 'Nevermind' }).click();
    await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(popover).toBeVisible();

    // Escape closes the top layer first: the card, then the popover.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    await activityButton.click();
    await expect(popover.getByRole('button', { name: BLOG, exact: true }).first()).toBeVisible();
    await page.mouse.click(viewport.width / 2, viewport.height - 20);
    await expect(popover).toBeHidden();
  });
}
