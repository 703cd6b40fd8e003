import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { ApiSession, BEN, DEMO_USER, FRIEND, answerOf, atHome, deletePostAs, postWith } from './post-helpers';
import { signUpFresh, skipTour } from './settings-helpers';

// The card keeps up with what the person does to it: focus after a card leaves, a reblog made with the form,
// likes in an open notes list.

interface SavedPost {
  id: string;
  reblog_key: string;
}

/** Publishes a text post as that person and returns it (its key, to like it through the API). */
async function publishAs(baseURL: string, person: typeof FRIEND, title: string): Promise<SavedPost> {
  const session = await ApiSession.logIn(baseURL, person);
  try {
    const saved = await session.post<{ post: SavedPost }>('/svc/post/update', {
      channel_id: person.blog,
      editor_type: 0,
      context_page: 'dashboard',
      post: { type: 'text', state: '0', one: title, two: `<p>Posted for ${title}.</p>`, tags: '' },
    });
    return saved.post;
  } finally {
    await session.dispose();
  }
}

/** What has the keyboard focus: the card it is in (by its accessible name) and the control's name. */
async function focusedPlace(page: Page): Promise<{ inBody: boolean; card: string | null; postId: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const card = active?.closest('article') ?? null;
    return {
      inBody: active === null || active === document.body,
      card: card?.getAttribute('aria-labelledby') ? (document.getElementById(card.getAttribute('aria-labelledby')!)?.textContent ?? null) : null,
      postId: card?.getAttribute('data-post-id') ?? null,
    };
  });
}

const openMenu = async (page: Page, card: Locator) => {
  await card.getByRole('button', { name: 'More options' }).click();
  return page.getByRole('menu', { name: 'More options' });
};

test.describe('signed in as the demo', () => {
  test.beforeEach(async ({ baseURL }) => {
    await atHome(baseURL!, DEMO_USER);
  });

  test('deleting a post from its menu hands focus to the next post, not to the page', async ({ page, baseURL }) => {
    const older = await publishAs(baseURL!, DEMO_USER, uniqueName('stays'));
    const newerTitle = uniqueName('goes');
    const newer = await publishAs(baseURL!, DEMO_USER, newerTitle);
    try {
      await logIn(page);
      const card = postWith(page, newerTitle);
      await (await openMenu(page, card)).getByRole('menuitem', { name: 'Delete' }).click();
      const deleted = answerOf(page, '/svc/post/delete');
      await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this post?' }).getByRole('button', { name: 'Delete' }).click();
      expect((await deleted).ok()).toBe(true);
      await expect(card).toHaveCount(0);
      // The post below the deleted one (posted just before it) holds the focus.
      await expect.poll(() => focusedPlace(page)).toMatchObject({ inBody: false, postId: older.id });
    } finally {
      await deletePostAs(baseURL!, DEMO_USER, older.id);
      await deletePostAs(baseURL!, DEMO_USER, newer.id).catch(() => undefined);
    }
  });

  test('a reblog made with the form marks the reblogged post as reblogged at once', async ({ page, baseURL }) => {
    const title = uniqueName('reblog-with-form');
    const original = await publishAs(baseURL!, FRIEND, title);
    let reblogId: string | null = null;
    try {
      await logIn(page);
      const card = page.getByRole('article', { name: FRIEND.blog, exact: true }).filter({ hasText: title });
      const reblogButton = card.getByRole('button', { name: 'Reblog', exact: true });
      await expect(reblogButton).not.toHaveAccessibleDescription('You reblogged this post.');
      await card.getByRole('button', { name: 'Reblog options' }).click();
      await page.getByRole('menu', { name: 'Reblog options' }).getByRole('menuitem', { name: 'Reblog with comment' }).click();
      const form = page.getByRole('dialog', { name: 'Reblog' });
      await form.getByRole('textbox', { name: 'Your addition' }).fill('Passing it on.');
      const saved = answerOf(page, '/svc/post/update');
      await form.getByRole('button', { name: 'Reblog', exact: true }).click();
      const answer = await saved;
      expect(answer.ok()).toBe(true);
      reblogId = ((await answer.json()) as { response: { post: { id: string } } }).response.post.id;
      await expect(form).toHaveCount(0);
      // No reload: the card learns it from the saved reblog, as after a fast reblog.
      await expect(reblogButton).toHaveAccessibleDescription('You reblogged this post.');
    } finally {
      if (reblogId) await deletePostAs(baseURL!, DEMO_USER, reblogId);
      await deletePostAs(baseURL!, FRIEND, original.id);
    }
  });

  test('an open notes list gains the person’s like when they like, and loses it when they unlike', async ({ page, baseURL }) => {
    const title = uniqueName('notes-follow-likes');
    const original = await publishAs(baseURL!, FRIEND, title);
    const ben = await ApiSession.logIn(baseURL!, BEN);
    try {
      await ben.post('/svc/like', {
        id: original.id,
        root_id: original.id,
        key: original.reblog_key,
        placement_id: null,
        is_recommended: false,
        pt: null,
        method: 'button',
        source: 'dashboard',
        offset: null,
      });
      await logIn(page);
      const card = postWith(page, title);
      await card.getByRole('button', { name: '1 note' }).click();
      const notes = card.getByRole('region', { name: 'Notes' });
      await expect(notes).toContainText(`${BEN.blog} liked this`);
      const mine = notes.getByRole('listitem').filter({ hasText: `${DEMO_USER.blog} liked this` });
      await expect(mine).toHaveCount(0);

      const liked = answerOf(page, '/svc/like');
      await card.getByRole('button', { name: 'Like', exact: true }).click();
      await expect(card.getByRole('button', { name: '2 notes' })).toBeVisible();
      await expect(mine).toHaveCount(1);
      expect((await liked).ok()).toBe(true);
      await expect(notes.getByRole('listitem').first()).toContainText(`${DEMO_USER.blog} liked this`);

      const unliked = answerOf(page, '/svc/unlike');
      await card.getByRole('button', { name: 'Like', exact: true }).click();
      await expect(card.getByRole('button', { name: '1 note' })).toBeVisible();
      await expect(mine).toHaveCount(0);
      expect((await unliked).ok()).toBe(true);
      await expect(notes).toContainText(`${BEN.blog} liked this`);
    } finally {
      await ben.dispose();
      await deletePostAs(baseURL!, FRIEND, original.id);
    }
  });
});

test('blocking a blog from a post’s menu hands focus to the next post that stays', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  // A fresh blog of its own: the block (and the unfollows it makes) touch no seeded blog's follows. Its dashboard
  // holds its own post and pixel-garden's only (a followed blog other specs post to could push pixel-garden's off
  // the first page).
  const blog = await signUpFresh(page, 'blocker');
  await skipTour(page);
  const formKey = await page.evaluate(() => (globalThis as unknown as { __tumbledashSession__: { value: { formKey: string } } }).__tumbledashSession__.value.formKey);
  const headers = { 'x-tumblr-form-key': formKey };
  expect((await page.request.post('/svc/follow', { headers, data: { tumblelog: 'pixel-garden' } })).ok()).toBe(true);
  const own = { type: 'text', state: '0', one: uniqueName('staying'), two: '<p>Not by the blocked blog.</p>', tags: '' };
  expect((await page.request.post('/svc/post/update', { headers, data: { channel_id: blog, editor_type: 0, context_page: 'dashboard', post: own } })).ok()).toBe(true);
  await page.goto('/dashboard');
  const blocked = page.getByRole('article', { name: 'pixel-garden', exact: true });
  await expect(blocked.first()).toBeVisible();
  await (await openMenu(page, blocked.first())).getByRole('menuitem', { name: 'Block pixel-garden' }).click();
  await page.getByRole('alertdialog', { name: `Are you sure you want to block pixel-garden from ${blog}?` }).getByRole('button', { name: 'Block', exact: true }).click();
  await expect(blocked).toHaveCount(0);
  await expect(posts(page).first()).toBeVisible();
  await expect.poll(() => focusedPlace(page)).toMatchObject({ inBody: false });
  const place = await focusedPlace(page);
  expect(place.postId).not.toBeNull();
  expect(place.card).not.toContain('pixel-garden');
  await page.context().close();
});
