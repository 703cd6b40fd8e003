import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn } from './helpers';
import { ADA, conversationWindow, signUpVerified, startConversation } from './messaging-helpers';
import { PASSWORD, signUpFresh } from './settings-helpers';

test.describe.configure({ timeout: 180_000 });

/** The messaging tutorial waits its turn in other tests; here it is marked seen so the tour shows at once. */
async function tutorialSeen(page: Page): Promise<void> {
  const formKey = await page.evaluate(() => (globalThis as unknown as { __tumbledashSession__: { value: { formKey: string } } }).__tumbledashSession__.value.formKey);
  await page.request.post('/svc/conversations/tutorial_seen', { headers: { 'x-tumblr-form-key': formKey }, data: {} });
}

for (const width of [1280, 375]) {
  test(`a new blogger sees the tour once; OK records it for every device (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 800 });
    const blog = await signUpFresh(page, `tour${width}`);
    await tutorialSeen(page);
    await page.goto('/dashboard');
    const tour = page.getByRole('dialog', { name: 'Make a post' });
    await expect(tour).toBeVisible();
    // Placed below the compose button: less than 80 px above it.
    const compose = await page.getByRole('button', { name: 'Compose a post' }).boundingBox();
    const box = await tour.boundingBox();
    expect(box!.y).toBeGreaterThan(compose!.y + compose!.height);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, '.td-tour');

    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Your activity' })).toBeVisible();
    // A click on the glass closes it for this page, without recording it.
    await page.mouse.click(10, 400);
    await expect(page.getByRole('dialog', { name: 'Your activity' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Make a post' })).toBeVisible();
    // From the keyboard alone: each step's main button has focus, Enter goes on.
    const steps = Number(/of (\d+)/.exec((await page.locator('.td-tour__count').textContent()) ?? '')?.[1]);
    for (let step = 1; step < steps; step += 1) {
      await expect(page.locator('.td-tour__count')).toHaveText(`Tour, step ${step} of ${steps}`);
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    const appearance = page.getByRole('dialog', { name: 'Make it yours' });
    await expect(appearance.getByRole('link', { name: 'Edit appearance' })).toHaveAttribute('href', `/settings/blog/${blog}`);
    await expect(appearance.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(appearance).toBeHidden();

    const other = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await logIn(other, `${blog}@example.com`, PASSWORD);
    await other.waitForTimeout(1500);
    await expect(other.getByRole('dialog', { name: 'Make a post' })).toHaveCount(0);
    await other.context().close();
  });
}

test('the tour waits behind the messaging tutorial, and shows once the tutorial is answered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tourAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/svc/tour', { timeout: 60_000 });
  await signUpFresh(page, 'tourwait');
  const tutorial = page.getByRole('dialog', { name: 'Talk to a blog' });
  const tour = page.getByRole('dialog', { name: 'Make a post' });
  await expect(tutorial).toBeVisible();
  // The tour knows it is due (it asks once the first screen is shown), yet does not show over the tutorial.
  expect((await (await tourAnswered).json()).response.show).toBe(true);
  await page.waitForTimeout(500);
  await expect(tour).toHaveCount(0);

  await tutorial.getByRole('button', { name: 'Close' }).click();
  await expect(tutorial).toHaveCount(0);
  await expect(tour).toBeVisible();
  // The closed tip gave the focus to the Messaging button it pointed at; the tour points, it does not take it.
  const messaging = page.getByRole('button', { name: /^Messaging/ });
  await expect(messaging).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  await expect(messaging).toBeFocused();
});

/**
 * A brand-new blogger (the demo account has posted, so never sees the tour) with a conversation window open and the
 * tour over it: the window comes back on a reload, and the tour, closed for that page only, shows again.
 */
async function tourOverConversation(page: Page, prefix: string): Promise<{ window: Locator; tour: Locator }> {
  await signUpVerified(page, prefix);
  await tutorialSeen(page);
  await startConversation(page, ADA.blog);
  await page.reload();
  const window = conversationWindow(page, ADA.blog);
  const tour = page.getByRole('dialog', { name: 'Make a post' });
  await expect(window).toBeVisible();
  await expect(tour).toBeVisible();
  return { window, tour };
}

test('the tour is drawn above an open conversation window, not under it', async ({ page }) => {
  // A short phone screen: the window reaches up over the tour's step below the compose button.
  await page.setViewportSize({ width: 375, height: 560 });
  const { window, tour } = await tourOverConversation(page, 'tourdock');
  const tourBox = (await tour.boundingBox())!;
  const windowBox = (await window.boundingBox())!;
  // Where the two overlap, one is drawn over the other: the tour.
  const overlap = {
    left: Math.max(tourBox.x, windowBox.x),
    top: Math.max(tourBox.y, windowBox.y),
    right: Math.min(tourBox.x + tourBox.width, windowBox.x + windowBox.width),
    bottom: Math.min(tourBox.y + tourBox.height, windowBox.y + windowBox.height),
  };
  expect(overlap.right - overlap.left).toBeGreaterThan(20);
  expect(overlap.bottom - overlap.top).toBeGreaterThan(40);
  const point = { x: (overlap.left + overlap.right) / 2, y: (overlap.top + overlap.bottom) / 2 };
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? null, point);
  expect(onTop).toBe('td-tour-title');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Your activity' })).toBeVisible();
});

test('one Escape closes only the tour over a conversation window, focus staying in its box; the next closes the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { window, tour } = await tourOverConversation(page, 'touresc');
  // Focus in the window's box, as after opening it from the keyboard (a click would close the tour).
  const box = window.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await expect(window).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(window).toBeHidden();
});

test('the demo account, who has posted, never sees the tour; the activity popover draws 30 days of notes', async ({ page }) => {
  await logIn(page);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog', { name: 'Make a post' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Activity' }).click();
  const figure = page.getByRole('figure', { name: 'Notes per day' });
  await expect(figure).toBeVisible();
  await expect(figure).toContainText(/notes? in the last 30 days/);
  await page.keyboard.press('Escape');
  await page.route('**/activity/sparkline', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.reload();
  await page.getByRole('button', { name: 'Activity' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Woops :(' })).toBeVisible();
});
