import { expect, test } from '@playwright/test';
import { logIn } from './helpers';
import { openTextPostForm, toasts } from './post-helpers';
import { signUpFresh, skipTour } from './settings-helpers';

/** Issue 12 item 7: a 403 reads as a permission problem, never as the technical-trouble alert. */
const TECHNICAL_TROUBLE = /technical trouble/i;

test.describe.configure({ timeout: 120_000 });

test('a 403 says what is not allowed: another person’s post form, another blog’s activity and settings', async ({ page }) => {
  await logIn(page);
  await skipTour(page);
  const answer = await page.request.get('/svc/post/blog/friendly?limit=1');
  const postId: string = (await answer.json()).response.posts[0].id;

  await page.goto(`/edit/${postId}`);
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await expect(form.getByRole('alert')).toHaveText('You cannot edit this post.');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);

  await page.goto('/blog/friendly/activity');
  await expect(page.locator('#td-main-slot').getByRole('alert')).toHaveText('Only members of this blog can see its activity.');
  await expect(page.getByRole('alertdialog', { name: 'Woops :(' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(TECHNICAL_TROUBLE);

  await page.goto('/settings/blog/friendly');
  await expect(page.getByRole('heading', { name: "You don't have permission to do that." })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(TECHNICAL_TROUBLE);
});

test('“Post privately” confirms a private post, not “Posted to …”', async ({ page }) => {
  const blog = await signUpFresh(page, 'private');
  await skipTour(page);
  await page.reload();
  const form = await openTextPostForm(page);
  await form.getByRole('textbox', { name: 'Title' }).fill('Just for me');
  await form.getByRole('textbox', { name: 'Post body' }).fill('Nobody else reads this.');
  await form.getByLabel('When to post').selectOption({ label: 'Post privately' });
  await form.getByRole('button', { name: 'Post privately', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(toasts(page)).toContainText(`Posted privately to ${blog}. Only its members can see it.`);
  await expect(toasts(page)).not.toContainText(`Posted to ${blog}.`);
});
