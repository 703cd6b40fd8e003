import { expect, test } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { solidPng } from './messaging-helpers';
import { answerOf, atHome, DEMO_USER, postWith } from './post-helpers';

test('8. /blog/{name}/submit offers the post form’s every type; a photo submission waits in the owner’s inbox and Publish puts it on the blog', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await atHome(baseURL!, DEMO_USER);
  const caption = uniqueName('submitted-photo');
  await logIn(page, 'friend@example.com', 'friend-password');
  await page.goto('/blog/tumbledemo/submit');
  await expect(page.getByRole('heading', { name: 'Submit a post to tumbledemo' })).toBeVisible();
  for (const type of ['a text', 'a photo', 'a quote', 'a link', 'a chat', 'an audio', 'a video']) {
    await expect(page.getByRole('button', { name: `Submit ${type} post`, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Submit a photo post' }).click();
  const form = page.getByRole('dialog', { name: 'Submit a photo post to tumbledemo' });
  await expect(form.getByText('To tumbledemo’s submissions')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'When to post' })).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles({ name: 'goose.png', mimeType: 'image/png', buffer: solidPng(96, 64, [230, 200, 40]) });
  await expect(form.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', /^\/media\//);
  await form.getByRole('textbox', { name: 'Caption', exact: true }).fill(caption);
  const sent = answerOf(page, '/svc/post/submit');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByRole('status')).toHaveText('Thanks! Your submission is waiting for tumbledemo to approve it.');
  await expect(form).toHaveCount(0);
  // The type's button went with the form: the thanks has the focus (and is read out), not the page's body.
  await expect(page.getByRole('status')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit a text post' })).toBeFocused();
  // Not on the submitter's own blog.
  await page.goto('/blog/friendly');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: caption })).toHaveCount(0);

  await page.context().clearCookies();
  await logIn(page);
  await page.goto('/inbox');
  const submission = postWith(page, caption);
  await expect(submission).toContainText('friendly submitted:', { timeout: 30_000 });
  await expect(submission.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', /^\/media\//);
  // "{blog} submitted:" lines up with the caption below it, inside the card's padding.
  const textLeft = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().x;
  };
  const submittedLeft = await submission.getByText('friendly submitted:').evaluate(textLeft);
  const captionLeft = await submission.getByText(caption).evaluate(textLeft);
  expect(Math.abs(submittedLeft - captionLeft)).toBeLessThanOrEqual(1);
  const approved = answerOf(page, '/approve_submission');
  await submission.getByRole('button', { name: 'Publish' }).click();
  expect((await approved).ok()).toBe(true);
  await expect(posts(page).filter({ hasText: caption })).toHaveCount(0);

  await page.goto('/blog/tumbledemo');
  const published = page.getByRole('article').filter({ hasText: caption });
  await expect(published.getByRole('img', { name: 'Photo' })).toBeVisible({ timeout: 30_000 });
  // Published, it still credits the blog that sent it.
  await expect(published).toContainText('friendly submitted:');
});

test('a submission form closed unsent gives the focus back to its type’s button, once the form has left the page', async ({ page }) => {
  await logIn(page, 'friend@example.com', 'friend-password');
  await page.goto('/blog/tumbledemo/submit');
  const quote = page.getByRole('button', { name: 'Submit a quote post' });
  await quote.click();
  const form = page.getByRole('dialog', { name: 'Submit a quote post to tumbledemo' });
  await expect(form.getByRole('textbox', { name: 'Quote' })).toBeFocused();
  // Unchanged: Escape closes it at once (after its fade).
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(quote).toBeFocused();
  await expect(page.getByRole('status')).toHaveCount(0);
});
