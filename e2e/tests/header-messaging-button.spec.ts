import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './helpers';
import { inboxPopover, loadingMessaging, messagingButton } from './messaging-helpers';

// Logging in and loading messaging can take a while on the shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const width of [1280, 375]) {
  test(`at ${width} px the header's Messaging button says it opens a dialog, and the inbox it opens is one`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await loadingMessaging(page, () => logIn(page, DEMO.email, DEMO.password));
    const button = messagingButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The header hears nothing of the inbox closing, so it claims no open or closed state.
    await expect(button).not.toHaveAttribute('aria-expanded');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(inboxPopover(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(inboxPopover(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });
}
