import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { ApiSession, FRIEND, atHome, editPostForm, openEditForm } from './post-helpers';

/**
 * The blog viewer's search results follow the post form and deletions as its list of posts does: an edited
 * result shows its new version in place with the focus back on its card; one that is deleted or no longer public
 * leaves, and the focus goes to the card now at its place.
 */
const containsFocus = (card: Locator) => card.evaluate((element) => element.contains(document.activeElement));

async function searchInViewer(page: Page, term: string): Promise<Locator> {
  await page.goto(`/dashboard?blog_name=${FRIEND.blog}`);
  const viewer = page.getByRole('dialog', { name: FRIEND.blog, exact: true });
  await viewer.getByRole('button', { name: `Search ${FRIEND.blog}` }).click({ timeout: 30_000 });
  await viewer.getByLabel(`Search ${FRIEND.blog}`).fill(term);
  await viewer.getByRole('button', { name: 'Search', exact: true }).click();
  return viewer.getByRole('feed', { name: `Posts about ${term} on ${FRIEND.blog}` }).getByRole('article');
}

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test(`at ${width} px, the viewer’s search results show an edit in place and lose a post made a draft or deleted`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await atHome(baseURL!, FRIEND);
    const session = await ApiSession.logIn(baseURL!, FRIEND);
    // One word of its own, so the search finds these three posts only (newest first).
    const term = uniqueName('needle').replace(/-/g, '');
    const ids = [
      await session.textPost(FRIEND.blog, `${term} oldest`, 'Stays to the end.'),
      await session.textPost(FRIEND.blog, `${term} middle`, 'The first version.'),
      await session.textPost(FRIEND.blog, `${term} newest`, 'Soon a draft.'),
    ];
    try {
      await logIn(page, FRIEND.email, FRIEND.password);
      const results = await searchInViewer(page, term);
      const oldest = results.filter({ hasText: `${term} oldest` });
      const middle = results.filter({ hasText: `${term} middle` });
      const newest = results.filter({ hasText: `${term} newest` });
      await expect(results).toHaveCount(3);

      // Edited: the new version, in the same place, with the focus back on its card.
      let form = await openEditForm(page, middle);
      await form.getByRole('textbox', { name: 'Post body' }).fill('The second version.');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(editPostForm(page)).toHaveCount(0);
      await expect(middle).toContainText('The second version.');
      await expect(middle).not.toContainText('The first version.');
      await expect(results.nth(1)).toContainText(`${term} middle`);
      await expect(middle.getByRole('button', { name: 'More options' })).toBeFocused();

      // Made a draft: no longer a result; the focus goes to the card now at its place.
      form = await openEditForm(page, newest);
      await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Save as draft' });
      await form.getByRole('button', { name: 'Save draft', exact: true }).click();
      await expect(editPostForm(page)).toHaveCount(0);
      await expect(newest).toHaveCount(0);
      await expect(results).toHaveCount(2);
      await expect.poll(() => containsFocus(middle)).toBe(true);

      // Deleted: gone from the results, the focus on the next card.
      await middle.getByRole('button', { name: 'More options' }).click();
      await page.getByRole('menu', { name: 'More options' }).getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(middle).toHaveCount(0);
      await expect(results).toHaveCount(1);
      await expect.poll(() => containsFocus(oldest)).toBe(true);
      ids.splice(1, 1);
    } finally {
      for (const id of ids) await session.deletePost(FRIEND.blog, id);
      await session.dispose();
    }
  });
}
