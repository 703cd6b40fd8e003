import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn } from './helpers';
import { firstPlayingVideo } from './video-helpers';

const FRIEND = { email: 'friend@example.com', password: 'friend-password' };
/** Test-only: the behaviour log's wait between sends (shared/src/logging), instead of B§9's 15 seconds. */
const LOG_FLUSH_KEY = 'tumbledash:log-flush-ms';

interface LoggedBatch {
  events?: { category?: string; event?: string }[];
}

const flagsSection = (page: Page) => page.getByRole('region', { name: 'Feature flags' });
const logLadyToggle = (page: Page) => flagsSection(page).getByRole('button', { name: 'log_lady', exact: true });
/** The word written beside the switch. */
const logLadyState = (page: Page) => flagsSection(page).locator('.td-platform-flag-switch', { has: page.getByRole('button', { name: 'log_lady', exact: true }) });

async function openFlags(page: Page): Promise<Locator> {
  await page.goto('/platform');
  await expect(flagsSection(page).getByText('Browsers pick up a change on their next page load.')).toBeVisible();
  const toggle = logLadyToggle(page);
  await expect(toggle).toBeVisible();
  return toggle;
}

/** Presses log_lady's switch from the keyboard and waits for the server to save it. */
async function setLogLady(page: Page, on: boolean, key: 'Space' | 'Enter'): Promise<void> {
  const toggle = await openFlags(page);
  await expect(toggle).toHaveAttribute('aria-pressed', String(!on));
  const saved = page.waitForResponse((response) => response.url().endsWith('/svc/platform/flags') && response.request().method() === 'POST');
  await toggle.focus();
  await page.keyboard.press(key);
  expect((await saved).status()).toBe(200);
  await expect(toggle).toHaveAttribute('aria-pressed', String(on));
  await expect(logLadyState(page)).toHaveText(on ? 'On' : 'Off');
  await expect(toggle).not.toHaveAttribute('aria-disabled');
  await expect(toggle).toBeFocused();
}

test('a platform admin turns log_lady on and the dashboard logs a video play (B§9)', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  try {
    // The console on a phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await setLogLady(page, true, 'Space');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '.td-platform-flags');
    await page.setViewportSize({ width: 1280, height: 720 });

    // The next page load reads the flag; the queue goes every 500 ms instead of every 15 s.
    await page.addInitScript(([key]) => localStorage.setItem(key!, '500'), [LOG_FLUSH_KEY]);
    const logged = page.waitForResponse(
      (response) =>
        response.url().endsWith('/svc/log/lady') &&
        ((response.request().postDataJSON() as LoggedBatch).events ?? []).some((event) => event.category === 'video' && event.event === 'play'),
      { timeout: 60_000 },
    );
    await firstPlayingVideo(page, '/dashboard');
    expect((await logged).status()).toBe(200);
  } finally {
    // Later specs run against the same server with logging off, as seeded.
    await page.setViewportSize({ width: 1280, height: 720 });
    if ((await (await openFlags(page)).getAttribute('aria-pressed')) === 'true') await setLogLady(page, false, 'Enter');
    await openFlags(page);
    await expect(logLadyState(page)).toHaveText('Off');
  }
});

test('the feature flags are for platform admins only', async ({ page }) => {
  await logIn(page, FRIEND.email, FRIEND.password);
  await page.goto('/platform');
  await expect(page.getByRole('alert')).toHaveText('Only platform admins can see the platform console.');
  await expect(flagsSection(page)).toHaveCount(0);
  const answer = await page.request.get('/svc/platform/flags');
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { meta: { msg: string } }).meta.msg).toBe('Only platform admins can see the platform console.');
});
