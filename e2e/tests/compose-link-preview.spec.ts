import { expect, test } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { DEMO_USER, answerOf, atHome, postWith } from './post-helpers';

// Round 19 QA: a page the server cannot read answered 422, a status outside the API's conventions (400, 401,
// 403, 404, 409, 429). It answers 400 now; the form still says so and lets the person fill the card in.

test.beforeEach(async ({ baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
});

test('a link to a page the server cannot read answers 400 and the form asks for the details; the post is made from them', async ({ page }) => {
  const title = uniqueName('unread-page');
  await logIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Compose a post' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Link' }).click();
  const form = page.getByRole('dialog', { name: 'New link post' });

  const preview = answerOf(page, '/svc/post/opengraph');
  // A loopback address is never fetched: the page cannot be read.
  await form.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1/qa-page');
  const answer = await preview;
  expect(answer.status()).toBe(400);
  expect((await answer.json()).meta).toEqual({ status: 400, msg: 'Could not read that page.' });
  await expect(form.getByRole('status').filter({ hasText: 'Could not read' })).toHaveText('Could not read that page. Fill in the details below yourself.');

  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  const saved = answerOf(page, '/svc/post/update');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(postWith(page, title)).toBeVisible();
});
