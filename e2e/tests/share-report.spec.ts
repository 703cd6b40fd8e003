import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn, posts } from './helpers';
import { DEMO_USER, FRIEND, atHome } from './post-helpers';
import { network, openShare, othersPostOnTop, sharePopover } from './share-helpers';

// A share flow sets up a post, signs in and loads messaging first: on the shared 2-core machine that alone can take most of a minute.
test.describe.configure({ timeout: 120_000 });

test('a report of a post reaches the admins’ list; one per person per post; only admins see the list', async ({ page, baseURL, browser }) => {
  const { id, card } = await othersPostOnTop(page, baseURL ?? '', DEMO_USER, FRIEND, 'Reportable');
  let popover = await openShare(page, card);
  await network(popover, 'Report').click();
  const form = popover.getByRole('region', { name: 'Report this post' });
  await form.getByRole('radio', { name: "Sensitive content that isn't flagged" }).check();
  await form.getByRole('button', { name: 'Report' }).click();
  await expect(form.getByText('Thanks! We will take a look.')).toBeVisible();
  await expect(sharePopover(page)).toBeHidden();

  popover = await openShare(page, card);
  await network(popover, 'Report').click();
  await popover.getByRole('radio', { name: 'Spam' }).check();
  await popover.getByRole('button', { name: 'Report' }).click();
  await expect(popover.getByRole('alert')).toHaveText('You already reported this post.');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/admin/reports');
  await expect(page.getByRole('alert')).toHaveText('Only admins can see reports.');

  // demo@example.com is the seeded admin.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO_USER.email, DEMO_USER.password);
  await admin.goto('/admin/reports');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `${DEMO_USER.blog}/${id}` }) });
  await expect(row).toContainText("Sensitive content that isn't flagged");
  await expect(row).toContainText(FRIEND.email);
  await expect(row.getByRole('cell').nth(5)).toHaveText('Yes');
  await expectNoAxeViolations(admin, '.td-admin-reports');

  // At 375 px each report is a card: its Blog flags are in view without scrolling sideways.
  await admin.setViewportSize({ width: 375, height: 800 });
  const flags = row.getByRole('group', { name: `Blog flags of ${DEMO_USER.blog}` });
  // Scrolls the page down only: scrolling into view would also scroll the table sideways.
  await flags.evaluate((group) => window.scrollTo(0, group.getBoundingClientRect().top + window.scrollY - 200));
  for (const name of ['Spam', 'Suspended']) await expect(flags.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  const scroller = admin.locator('.td-admin-reports__scroll');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(admin, '.td-admin-reports');
  await adminContext.close();
});

test('an admin suspends a reported post’s blog from the reports list: its page is missing for others until un-suspended', async ({ page, baseURL, browser }) => {
  const { id, title, card } = await othersPostOnTop(page, baseURL ?? '', DEMO_USER, FRIEND, 'Suspendable');
  const popover = await openShare(page, card);
  await network(popover, 'Report').click();
  await popover.getByRole('radio', { name: 'Spam' }).check();
  await popover.getByRole('button', { name: 'Report' }).click();
  await expect(popover.getByText('Thanks! We will take a look.')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO_USER.email, DEMO_USER.password);
  await admin.goto('/admin/reports');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `${DEMO_USER.blog}/${id}` }) });
  const flags = row.getByRole('group', { name: `Blog flags of ${DEMO_USER.blog}` });
  const suspended = flags.getByRole('button', { name: 'Suspended' });
  await expect(suspended).toHaveAttribute('aria-pressed', 'false');
  await suspended.click();
  await expect(suspended).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(admin, '.td-admin-reports');

  // friend@example.com, another visitor, finds no such blog.
  await page.goto(`/blog/${DEMO_USER.blog}`);
  const main = page.locator('#td-main-slot');
  await expect(main.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
  await expect(main.getByText(`No blog called ${DEMO_USER.blog} could be found.`)).toBeVisible();

  // Its owner (the admin here) is told on the dashboard, before any action of theirs fails.
  await atHome(baseURL ?? '', DEMO_USER);
  const reports = admin.url();
  await admin.goto('/dashboard');
  const notice = admin.getByRole('status').filter({ hasText: 'This blog is suspended.' });
  await expect(notice).toHaveText('This blog is suspended. It can’t post, reblog, like, reply, ask or send messages.');
  // Its own posts stay on its members' dashboard: they still see the blog.
  await expect(posts(admin).filter({ hasText: title })).toBeVisible({ timeout: 30_000 });
  await admin.goto(reports);

  await suspended.press('Enter');
  await expect(suspended).toHaveAttribute('aria-pressed', 'false');
  await admin.goto('/dashboard');
  await expect(admin.getByRole('article').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await adminContext.close();
  await page.goto(`/blog/${DEMO_USER.blog}`);
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: "There's nothing here." })).toBeHidden();
});
