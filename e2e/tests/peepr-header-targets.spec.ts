import { expect, test } from '@playwright/test';
import { signedInWithViewer } from './peepr-helpers';

const BLOG = 'pixel-garden';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the activity popover makes way when a sender's avatar or name opens the blog viewer`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signedInWithViewer(page, baseURL!);
    const activityButton = page.getByRole('banner').getByRole('button', { name: 'Activity' });

    for (const part of ['avatar', 'name'] as const) {
      await activityButton.click();
      const popover = page.getByRole('dialog', { name: 'Activity' });
      const note = popover.getByRole('listitem').filter({ has: page.getByRole('button', { name: BLOG, exact: true }) }).first();
      // The avatar is a pointer's shortcut, hidden from assistive technology (the name is the keyboard's way).
      const avatar = note.getByRole('img', { name: `${BLOG}'s avatar`, includeHidden: true });
      await (part === 'avatar' ? avatar : note.getByRole('button', { name: BLOG, exact: true })).click();
      const viewer = page.getByRole('dialog', { name: BLOG, exact: true });
      await expect(viewer, part).toBeVisible();
      await expect(popover, part).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(activityButton, part).toBeFocused();
    }
  });
}
