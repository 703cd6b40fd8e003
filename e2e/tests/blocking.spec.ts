import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpFresh, skipTour } from './settings-helpers';

// Two sign-ups and two browsers on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 375, height: 800 } });

async function freshPerson(browser: Browser, prefix: string): Promise<{ page: Page; blog: string }> {
  const page = await (await browser.newContext()).newPage();
  const blog = await signUpFresh(page, prefix);
  await skipTour(page);
  return { page, blog };
}

/** A§7.1 POST /svc/block/add as the signed-in person's page sends it (blocking from a post or a conversation has its own tests). */
async function block(page: Page, blocker: string, blocked: string): Promise<void> {
  const formKey = await page.evaluate(() => (globalThis as unknown as { __tumbledashSession__: { value: { formKey: string } } }).__tumbledashSession__.value.formKey);
  const response = await page.request.post('/svc/block/add', { headers: { 'x-tumblr-form-key': formKey }, data: { tumblelog: blocker, blocked_tumblelog: blocked } });
  expect(response.ok()).toBe(true);
}

async function followByName(page: Page, blog: string): Promise<void> {
  await page.goto('/following');
  await page.getByLabel('Follow a blog by name').fill(blog);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
}

async function ask(page: Page, blog: string, question: string): Promise<void> {
  await page.goto(`/blog/${blog}/ask`);
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
}

test('a blocked blog cannot follow or ask; the blocker unblocks it from blog settings with the keyboard, then it can', async ({ browser }) => {
  const blocker = await freshPerson(browser, 'blocker');
  const blocked = await freshPerson(browser, 'blocked');
  await block(blocker.page, blocker.blog, blocked.blog);

  await followByName(blocked.page, blocker.blog);
  await expect(blocked.page.getByRole('alert')).toHaveText(`You can’t follow ${blocker.blog}.`);
  await ask(blocked.page, blocker.blog, 'Are you still there?');
  await expect(blocked.page.getByRole('alert')).toHaveText(`You can’t send questions to ${blocker.blog}.`);

  await blocker.page.goto(`/settings/blog/${blocker.blog}`);
  const list = blocker.page.getByRole('list', { name: `Blogs ${blocker.blog} blocks` });
  await expect(list.getByRole('link', { name: blocked.blog })).toBeVisible();
  const unblock = list.getByRole('button', { name: `Unblock ${blocked.blog}` });
  await unblock.focus();
  await blocker.page.keyboard.press('Enter');
  await expect(blocker.page.getByRole('status').filter({ hasText: `You unblocked ${blocked.blog}.` })).toBeVisible();
  await expect(blocker.page.getByText(`${blocker.blog} blocks nobody.`)).toBeVisible();
  // The row went with its button: the focus waits on the section's heading, not on the page.
  await expect(blocker.page.getByRole('heading', { name: 'Blocked blogs' })).toBeFocused();
  await blocker.page.reload();
  await expect(blocker.page.getByText(`${blocker.blog} blocks nobody.`)).toBeVisible();

  await followByName(blocked.page, blocker.blog);
  await expect(blocked.page.getByRole('status').filter({ hasText: `You follow ${blocker.blog} now.` })).toBeVisible();
  await ask(blocked.page, blocker.blog, 'Are you still there?');
  await expect(blocked.page).toHaveURL(new RegExp(`/blog/${blocker.blog}$`));

  await blocker.page.context().close();
  await blocked.page.context().close();
});
