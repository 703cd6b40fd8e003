import { expect, test } from '@playwright/test';
import { posts } from './helpers';
import { ApiSession, DEMO_USER, FRIEND } from './post-helpers';
import { networksRow, openShare, othersPostOnTop, sharePopover } from './share-helpers';

test.describe.configure({ timeout: 120_000 });

test('3. the report-abuse link beside Report opens the post’s page with its abuse form, which files the report', async ({ page, baseURL }) => {
  const { id, card } = await othersPostOnTop(page, baseURL ?? '', DEMO_USER, FRIEND, 'Abusable');
  const popover = await openShare(page, card);
  const link = popover.getByRole('link', { name: 'Report abuse' });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).pathname + new URL(href).hash).toBe(`/blog/${DEMO_USER.blog}/${id}#report`);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);

  const form = tab.getByRole('region', { name: 'Report this post' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(tab).toHaveURL(new RegExp(`/blog/${DEMO_USER.blog}/${id}$`));
  await form.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await form.getByRole('button', { name: 'Report' }).click();
  await expect(form.getByText('Thanks! We will take a look.')).toBeVisible();
  await expect(sharePopover(tab)).toBeHidden();
});

test('3. a visitor who is not signed in emails a post through their own mail program (A§6)', async ({ page, baseURL }) => {
  const author = await ApiSession.logIn(baseURL!, FRIEND);
  const title = `Mail me ${Date.now()}`;
  const id = await author.textPost(FRIEND.blog, title, 'Pass it on by mail.');
  await author.dispose();
  await page.goto(`/blog/${FRIEND.blog}`);
  const card = posts(page).filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Share' }).click();
  const popover = sharePopover(page);
  const email = networksRow(popover).getByRole('link', { name: /Email$/ });
  const href = (await email.getAttribute('href'))!;
  expect(href.startsWith('mailto:?subject=')).toBe(true);
  const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(href)![1]!);
  expect(body).toContain(`/blog/${FRIEND.blog}/${id}`);
  await expect(networksRow(popover).getByRole('button', { name: /Email$/ })).toHaveCount(0);
  await expect(popover.getByRole('link', { name: 'Report abuse' })).toHaveCount(0);
});
