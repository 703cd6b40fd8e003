import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { DEMO_USER, FRIEND, atHome, editPostForm, openAsDemo, openEditForm, postWith, textPostInStateAs } from './post-helpers';

/**
 * A post form's history entry names the page it was opened over (A§2.1, A§4.2): a reload of `/edit/{id}`, or
 * Forward onto it, shows that page under the form, not the dashboard the address alone would show, and closing
 * the form goes back to it.
 */


async function openEdit(page: Page, card: Locator): Promise<void> {
  await openEditForm(page, card);
  await expectForm(page);
}

async function expectForm(page: Page): Promise<void> {
  await expect(editPostForm(page).getByRole('textbox', { name: 'Post body' })).toHaveText('The first version.');
}

async function closeForm(page: Page): Promise<void> {
  await editPostForm(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editPostForm(page)).toHaveCount(0);
}

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a form opened over /queue keeps the queue under it after a reload and on Back and Forward; closing goes back to /queue', async ({
      page,
      baseURL,
    }) => {
      const title = uniqueName('queue-under');
      await atHome(baseURL!, DEMO_USER);
      const { id, session } = await textPostInStateAs(baseURL!, DEMO_USER, title, 'The first version.', '2');
      try {
        await openAsDemo(page, '/queue', title);
        const card = postWith(page, title);

        await openEdit(page, card);
        await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
        // Back closes the unchanged form onto the queue; Forward opens it again, over the queue.
        await page.goBack();
        await expect(editPostForm(page)).toHaveCount(0);
        await expect(page).toHaveURL(/\/queue$/);
        await expect(card).toBeVisible();
        await page.goForward();
        await expectForm(page);
        await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
        await expect(card).toBeVisible();
        await expect(page).toHaveTitle('Queue | Tumbledash');

        await page.reload();
        await expectForm(page);
        // The queue, not the dashboard, is under the form: the queued post is only there.
        await expect(card).toBeVisible();
        await expect(page).toHaveTitle('Queue | Tumbledash');

        await closeForm(page);
        await expect(page).toHaveURL(/\/queue$/);
        await expect(card).toBeVisible();
        await expect(card.getByRole('button', { name: 'More options' })).toBeVisible();
      } finally {
        await session.deletePost(DEMO_USER.blog, id);
        await session.dispose();
      }
    });
  });
}

test('a form opened over one’s blog page keeps the blog page under it after a reload and on Back and Forward; closing goes back to it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = uniqueName('blog-under');
  await atHome(baseURL!, FRIEND);
  const { id, session } = await textPostInStateAs(baseURL!, FRIEND, title, 'The first version.', '0');
  try {
    await logIn(page, FRIEND.email, FRIEND.password);
    await page.goto(`/blog/${FRIEND.blog}`);
    const card = postWith(page, title);
    await expect(card).toBeVisible();
    // Only the blog page (mfe-peepr) has it: the dashboard's timeline of a blog does not.
    const searchToggle = page.getByRole('button', { name: `Search ${FRIEND.blog}`, includeHidden: true });
    await expect(searchToggle).toBeAttached();

    await openEdit(page, card);
    await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
    await expect(searchToggle).toBeAttached();
    await page.goBack();
    await expect(editPostForm(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/blog/${FRIEND.blog}$`));
    await page.goForward();
    await expectForm(page);
    await expect(searchToggle).toBeAttached();
    await expect(card).toBeAttached();

    await page.reload();
    await expectForm(page);
    await expect(searchToggle).toBeAttached();
    await expect(card).toBeAttached();

    await closeForm(page);
    await expect(page).toHaveURL(new RegExp(`/blog/${FRIEND.blog}$`));
    await expect(card).toBeVisible();
  } finally {
    await session.deletePost(FRIEND.blog, id);
    await session.dispose();
  }
});
