import { expect, test, type Locator } from '@playwright/test';
import { posts, uniqueName } from './helpers';
import {
  DEMO_USER,
  answerOf,
  atHome,
  editPostForm,
  openAsDemo,
  openEditForm,
  postIdOf,
  postWith,
  takeBackPostsAfterEach,
  textPostWithIdAs,
} from './post-helpers';

/**
 * A§2.1: the drafts page lists drafts only. A draft published from its edit form leaves it at once (it takes a new
 * id as it is published), not on a reload, and focus goes to the card now at its place.
 */
const takeBack = takeBackPostsAfterEach();
const menuOf = (card: Locator): Locator => card.getByRole('button', { name: 'More options' });

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test.beforeEach(async ({ baseURL }) => atHome(baseURL!, DEMO_USER));

    test('a draft published from its edit form leaves the drafts, and focus goes to the card now at its place', async ({ page, baseURL }) => {
      const stays = uniqueName('draft-stays');
      const leaving = uniqueName('draft-published');
      takeBack(DEMO_USER, await textPostWithIdAs(baseURL!, DEMO_USER, stays, 'Still a draft.', '1'));
      // Newest first: the one published is above the one that stays.
      await textPostWithIdAs(baseURL!, DEMO_USER, leaving, 'Published from its form.', '1');
      await openAsDemo(page, '/drafts', leaving, stays);

      const form = await openEditForm(page, postWith(page, leaving));
      await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Post now' });
      const saved = answerOf(page, '/svc/post/update');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      // Published now, it has a new id: the test takes that one back.
      takeBack(DEMO_USER, await postIdOf(saved));
      await expect(editPostForm(page)).toHaveCount(0);

      await expect(postWith(page, leaving)).toHaveCount(0);
      await expect(menuOf(postWith(page, stays))).toBeFocused();
      await expect(postWith(page, stays)).toBeInViewport();
      await expect(postWith(page, stays)).toContainText('Draft');
      await expect(page).toHaveURL(/\/drafts$/);

      // It is published: on the blog's page, with no "Draft" label.
      await page.goto(`/blog/${DEMO_USER.blog}`);
      await expect(postWith(page, leaving)).toBeVisible();
      await expect(postWith(page, leaving)).not.toContainText('Draft');
    });
  });
}

test.describe('the dashboard seen before', () => {
  test.beforeEach(async ({ baseURL }) => atHome(baseURL!, DEMO_USER));

  test('a draft published from its edit form is on top of the dashboard shown again, as after its Publish button', async ({ page, baseURL }) => {
    const leaving = uniqueName('draft-to-top');
    await textPostWithIdAs(baseURL!, DEMO_USER, leaving, 'Published from its form, on top.', '1');
    await openAsDemo(page, '/dashboard');
    await expect(posts(page).first()).toBeVisible();
    // In-app navigation: the dashboard's timeline stays cached.
    await page.evaluate(() => window.history.pushState(null, '', '/drafts'));
    await expect(postWith(page, leaving)).toBeVisible();

    const form = await openEditForm(page, postWith(page, leaving));
    await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Post now' });
    const saved = answerOf(page, '/svc/post/update');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    takeBack(DEMO_USER, await postIdOf(saved));
    await expect(editPostForm(page)).toHaveCount(0);
    await expect(postWith(page, leaving)).toHaveCount(0);

    await page.evaluate(() => window.history.pushState(null, '', '/dashboard'));
    await expect(posts(page).first()).toContainText(leaving);
    await expect(posts(page).first()).not.toContainText('Draft');
  });
});
