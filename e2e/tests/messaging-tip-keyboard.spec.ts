import { expect, test, type JSHandle, type Page } from '@playwright/test';
import { inboxPopover, messagingButton, signUp } from './messaging-helpers';
import { skipTour } from './settings-helpers';

// Signing up and loading messaging can take most of a minute on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const tip = (page: Page) => page.getByRole('dialog', { name: 'Talk to a blog' });

/** A brand-new blogger who will see the tip but not the guided tour, which takes focus once the tip is answered. */
async function signUpWithTipOnly(page: Page, prefix: string): Promise<void> {
  await signUp(page, prefix);
  await skipTour(page, { tutorialToo: false });
  await page.reload();
}

/** Whether the page's focus is on the element `handle` holds. */
const hasFocus = (page: Page, handle: JSHandle) => page.evaluate((element) => document.activeElement === element, handle);

/**
 * A brand-new blogger sees the tip; it is announced without taking the focus, and by keyboard it comes right after
 * the header's Messaging button, not after the endless feed: Send a message, then ×, then what follows the button.
 * Answers what Tab reached after the tip.
 */
async function tabsThroughTipAfterBalloon(page: Page, width: number, prefix: string): Promise<JSHandle> {
  await page.setViewportSize({ width, height: width > 1000 ? 800 : 740 });
  await signUpWithTipOnly(page, prefix);
  await expect(tip(page)).toBeVisible({ timeout: 30_000 });
  await expect(tip(page)).toHaveAccessibleDescription("Just tap this balloon, type the blog's name, and start a conversation.");
  await expect(tip(page).locator('xpath=ancestor::*[@aria-live="polite"]')).toHaveCount(1);
  expect(await tip(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(false);

  await messagingButton(page).focus();
  await page.keyboard.press('Tab');
  await expect(tip(page).getByRole('button', { name: 'Send a message' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tip(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  const after = await page.evaluateHandle(() => document.activeElement);
  expect(await page.evaluate((element) => element !== document.body && !element?.closest('[role="dialog"]'), after)).toBe(true);
  // And back the same way.
  await page.keyboard.press('Shift+Tab');
  await expect(tip(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(messagingButton(page)).toBeFocused();
  // Escape outside the tip is not the tip's.
  await page.keyboard.press('Escape');
  await expect(tip(page)).toBeVisible();
  return after;
}

test('at 1280 px the tip follows the Messaging button by Tab; Escape inside it closes it and gives the focus back to the button', async ({ page }) => {
  const after = await tabsThroughTipAfterBalloon(page, 1280, 'msg-tip-kb-1280');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(tip(page)).toHaveCount(0);
  await expect(messagingButton(page)).toBeFocused();
  // Tab from the button goes where it went past the tip: the page's own order.
  await page.keyboard.press('Tab');
  expect(await hasFocus(page, after)).toBe(true);
});

test('at 375 px the tip sheet follows the Messaging button by Tab; its × gives the focus back to the button', async ({ page }) => {
  await tabsThroughTipAfterBalloon(page, 375, 'msg-tip-kb-375');
  await tip(page).getByRole('button', { name: 'Close' }).click();
  await expect(tip(page)).toHaveCount(0);
  await expect(messagingButton(page)).toBeFocused();
});

test('at 1280 px "Send a message" by keyboard puts the focus in "To:", and closing the inbox gives it to the Messaging button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpWithTipOnly(page, 'msg-tip-kb-send');
  await expect(tip(page)).toBeVisible({ timeout: 30_000 });
  await messagingButton(page).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(tip(page)).toHaveCount(0);
  await expect(inboxPopover(page).getByLabel('To:')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(inboxPopover(page)).toHaveCount(0);
  await expect(messagingButton(page)).toBeFocused();
});
