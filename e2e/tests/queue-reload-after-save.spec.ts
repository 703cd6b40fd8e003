import { expect, test, type Locator } from '@playwright/test';
import { posts, uniqueName } from './helpers';
import {
  ApiSession,
  DEMO_USER,
  answerOf,
  atHome,
  editPostForm,
  openAsDemo,
  openEditForm,
  openTextPostForm,
  postIdOf,
  postWith,
  scrollToPost,
  takeBackPostsAfterEach,
} from './post-helpers';

/**
 * A§2.1: "The queue page instead reloads to its base route after a save." After any save with the queue under
 * the post form, the queue shows the server's order again, in place: the list is not blanked, and focus goes back
 * to the edited post's card (or the one now at its place when it left the queue).
 */
const takeBack = takeBackPostsAfterEach();
/** Two years ahead: after any post another spec scheduled for next year, and never published during the test. */
const year = new Date().getFullYear() + 2;

/**
 * A text post of the demo blog scheduled for `when` (local date and time, as the form's field has it), taken
 * back after the test unless `keep` (a post published takes a new id: the test takes that one back).
 */
async function scheduledPost(baseURL: string, title: string, when: string, keep = false): Promise<string> {
  const session = await ApiSession.logIn(baseURL, DEMO_USER);
  try {
    const saved = await session.post<{ post: { id: string } }>('/svc/post/update', {
      channel_id: DEMO_USER.blog,
      editor_type: 0,
      context_page: 'queue',
      post: { type: 'text', state: 'on.2', one: title, two: '<p>Later.</p>', tags: '', publish_on: new Date(when).toISOString() },
    });
    if (!keep) takeBack(DEMO_USER, saved.post.id);
    return saved.post.id;
  } finally {
    await session.dispose();
  }
}

const topOf = async (card: Locator): Promise<number> => (await card.boundingBox())!.y;
const menuOf = (card: Locator): Locator => card.getByRole('button', { name: 'More options' });

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test.beforeEach(async ({ baseURL }) => atHome(baseURL!, DEMO_USER));

    test('a queued post whose publish time moves after another one moves after it, and its card keeps focus', async ({ page, baseURL }) => {
      const first = uniqueName('sooner');
      const second = uniqueName('later');
      await scheduledPost(baseURL!, first, `${year}-01-10T09:00`);
      await scheduledPost(baseURL!, second, `${year}-02-10T09:00`);
      await openAsDemo(page, '/queue', first, second);
      const moved = postWith(page, first);
      expect(await topOf(moved)).toBeLessThan(await topOf(postWith(page, second)));

      const form = await openEditForm(page, moved);
      await form.getByLabel('Publish on').fill(`${year}-03-10T09:00`);
      await form.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expect(form).toHaveCount(0);

      await expect(page).toHaveURL(/\/queue$/);
      await expect(menuOf(moved)).toBeFocused();
      await expect(moved).toBeInViewport();
      await expect.poll(async () => (await topOf(moved)) > (await topOf(postWith(page, second)))).toBe(true);
      // The new time shows on the card, the list is whole: no reload of the page, no spinner left.
      await expect(moved).toContainText(String(year));
      await expect(page.getByRole('feed', { name: 'Queue' })).toHaveAttribute('aria-busy', 'false');
    });

    test('a new post queued from the queue page appears in the queue', async ({ page, baseURL }) => {
      const anchor = uniqueName('scheduled');
      const title = uniqueName('queued-new');
      await scheduledPost(baseURL!, anchor, `${year}-01-10T09:00`);
      await openAsDemo(page, '/queue', anchor);

      const form = await openTextPostForm(page);
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Post body' }).fill('Queued from the queue.');
      await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Add to queue' });
      const saved = answerOf(page, '/svc/post/update');
      await form.getByRole('button', { name: 'Queue', exact: true }).click();
      takeBack(DEMO_USER, await postIdOf(saved));
      await expect(form).toHaveCount(0);

      await expect(page).toHaveURL(/\/queue$/);
      await expect(postWith(page, title)).toBeAttached();
      await expect(postWith(page, title)).toContainText('Queued from the queue.');
      await expect(postWith(page, anchor)).toBeVisible();
    });

    test('a queued post published by an edit leaves the queue, and focus goes to the card now at its place', async ({ page, baseURL }) => {
      const leaving = uniqueName('publish-me');
      const next = uniqueName('stays');
      await scheduledPost(baseURL!, leaving, `${year}-01-10T09:00`, true);
      await scheduledPost(baseURL!, next, `${year}-02-10T09:00`);
      await openAsDemo(page, '/queue', leaving, next);

      const form = await openEditForm(page, postWith(page, leaving));
      await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Post now' });
      const saved = answerOf(page, '/svc/post/update');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      // Published now, it has a new id.
      takeBack(DEMO_USER, await postIdOf(saved));
      await expect(editPostForm(page)).toHaveCount(0);

      await expect(postWith(page, leaving)).toHaveCount(0);
      await expect(menuOf(postWith(page, next))).toBeFocused();
      await expect(postWith(page, next)).toBeInViewport();
      await expect(page).toHaveURL(/\/queue$/);
    });
  });
}

test('a save over /queue?… goes back to the base route /queue', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await atHome(baseURL!, DEMO_USER);
  const title = uniqueName('base-route');
  await scheduledPost(baseURL!, title, `${year}-01-10T09:00`);
  await openAsDemo(page, '/queue?from=elsewhere', title);
  const card = postWith(page, title);

  const form = await openEditForm(page, card);
  await form.getByLabel('Publish on').fill(`${year}-01-11T09:00`);
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(form).toHaveCount(0);

  await expect(page).toHaveURL(/\/queue$/);
  await expect(menuOf(card)).toBeFocused();
});

test('the reload’s code comes with the first save; should it not come, the queue loads afresh with the new post', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await atHome(baseURL!, DEMO_USER);
  const anchor = uniqueName('scheduled');
  const title = uniqueName('queued-offline');
  await scheduledPost(baseURL!, anchor, `${year}-01-10T09:00`);
  const asked: string[] = [];
  await page.route('**/after-save.*.js', async (route) => {
    asked.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  await openAsDemo(page, '/queue', anchor);
  // Not part of the page's first screen.
  expect(asked).toEqual([]);

  const form = await openTextPostForm(page);
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Post body' }).fill('Queued while the reload could not load.');
  await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Add to queue' });
  const saved = answerOf(page, '/svc/post/update');
  await form.getByRole('button', { name: 'Queue', exact: true }).click();
  takeBack(DEMO_USER, await postIdOf(saved));
  await expect(form).toHaveCount(0);

  await expect(postWith(page, title)).toBeAttached();
  await expect(postWith(page, anchor)).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('a queued post published from its edit form over /queue is on top of the dashboard shown again, as a published draft is', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await atHome(baseURL!, DEMO_USER);
  const leaving = uniqueName('queued-to-top');
  // In the queue with a date far ahead (the queue's own publishing never takes it first). Published below, it
  // takes a new id: the test takes that one back.
  await scheduledPost(baseURL!, leaving, `${year}-01-10T09:00`, true);
  await openAsDemo(page, '/dashboard');
  await expect(posts(page).first()).toBeVisible();
  // In-app navigation: the dashboard's timeline stays cached.
  await page.evaluate(() => window.history.pushState(null, '', '/queue'));
  const card = postWith(page, leaving);
  await scrollToPost(page, card);

  const form = await openEditForm(page, card);
  await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Post now' });
  const saved = answerOf(page, '/svc/post/update');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  takeBack(DEMO_USER, await postIdOf(saved));
  await expect(editPostForm(page)).toHaveCount(0);
  await expect(postWith(page, leaving)).toHaveCount(0);
  await expect(page).toHaveURL(/\/queue$/);

  await page.evaluate(() => window.history.pushState(null, '', '/dashboard'));
  await expect(posts(page).first()).toContainText(leaving);
  await expect(posts(page).first()).not.toContainText('Scheduled');
});
