import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { WCAG_TAGS, animationsSettled } from './axe';
import { logIn, posts } from './helpers';
import { conversationWindow, loadingMessaging, openInbox } from './messaging-helpers';
import { DEMO_USER, atHome } from './post-helpers';

/** Issue 15: every screen passes WCAG 2.2 AA at a desktop and a phone width. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

/**
 * Like axe.ts's expectNoAxeViolations, but a soft expectation: the test goes on to its other screens, so one
 * run reports every screen's violations, each under the screen's name.
 */
async function expectNoAxeViolations(page: Page, include?: string, screen = new URL(page.url()).pathname): Promise<void> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect.soft(found, `axe on ${screen}`).toEqual([]);
}

/** Scans only what the locator holds (a popover or dialog), so the page behind is not scanned again. */
async function expectNoViolationsIn(locator: Locator, screen: string): Promise<void> {
  await locator.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  await expectNoAxeViolations(locator.page(), '[data-axe-scope]', screen);
  await locator.evaluate((element) => element.removeAttribute('data-axe-scope'));
}

/** Waits for the timeline's first post: the dashboard's first screen is drawn. */
async function dashboardDrawn(page: Page): Promise<void> {
  // The first page of a fresh server can be slow on a busy machine.
  await expect(posts(page).first()).toBeVisible({ timeout: 30_000 });
}

test.describe.configure({ timeout: 180_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor: dashboard, log-in and sign-up pages, site search', async ({ page }) => {
      await page.goto('/dashboard');
      await dashboardDrawn(page);
      await expectNoAxeViolations(page);

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/search/night');
      await expect(page.getByRole('heading', { name: 'Search results for “night”' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('signed in: dashboard, fast compose, post form as a modal and inline, activity, account menu, search', async ({ page, baseURL }) => {
      await atHome(baseURL!, DEMO_USER);
      await logIn(page);
      await dashboardDrawn(page);
      await expectNoAxeViolations(page);

      const compose = page.getByRole('banner').getByRole('button', { name: 'Compose a post' });
      await compose.click();
      const fastCompose = page.getByRole('dialog', { name: 'Create a post' });
      await expect(fastCompose.getByRole('button', { name: 'Text' })).toBeFocused();
      await expectNoViolationsIn(fastCompose, 'fast compose');

      await fastCompose.getByRole('button', { name: 'Text' }).click();
      const modal = page.getByRole('dialog', { name: 'New text post' });
      await expect(modal.getByRole('textbox', { name: 'Post body' })).toBeVisible();
      await expectNoViolationsIn(modal, 'the post form as a modal');
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);

      const bar = page.getByRole('main').getByRole('region', { name: 'New post' });
      await bar.getByRole('button', { name: 'New text post' }).click();
      const inline = bar.getByRole('dialog', { name: 'New text post' });
      await expect(inline.getByRole('textbox', { name: 'Post body' })).toBeVisible();
      await expectNoViolationsIn(inline, 'the post form inline');
      await page.keyboard.press('Escape');
      await expect(inline).toHaveCount(0);

      const activityButton = page.getByRole('banner').getByRole('button', { name: 'Activity' });
      await activityButton.click();
      const sparkline = page.getByRole('figure', { name: 'Notes per day' });
      await expect(sparkline).toBeVisible();
      await expectNoViolationsIn(page.locator('.td-header__popover').filter({ has: sparkline }), 'the activity popover');
      await page.keyboard.press('Escape');
      await expect(sparkline).toBeHidden();

      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
      await expectNoViolationsIn(menu, 'the account menu');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await page.goto(`/blog/${DEMO_USER.blog}/activity`);
      await expect(page.getByRole('heading', { name: `Activity ${DEMO_USER.blog}` })).toBeVisible();
      await expect(page.locator('.td-header__activity-notes li').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/search/night');
      await expect(page.getByRole('heading', { name: 'Search results for “night”' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('signed in: the inbox popover and an open conversation window', async ({ page, baseURL }) => {
      await atHome(baseURL!, DEMO_USER);
      await loadingMessaging(page, () => logIn(page));
      await dashboardDrawn(page);
      const inbox = await openInbox(page);
      await expect(inbox.getByRole('list', { name: 'Conversations' }).getByRole('button').first()).toBeVisible();
      await expectNoViolationsIn(inbox, 'the inbox popover');

      await inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /^friendly[,:]/ }).click();
      const window = conversationWindow(page, 'friendly');
      await expect(window.getByText('Coffee this weekend?')).toBeVisible();
      await expectNoViolationsIn(window, 'a conversation window');
    });
  });
}
