import { expect, test, type Locator } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { ApiSession, FRIEND, atHome, postWith } from './post-helpers';

/**
 * A blog page lists the blog's published posts (private ones too, for its members): an edit that moves a post
 * out of them (a draft, the queue, a schedule) takes its card off the page at once, as a reload would.
 */
/** The date-time field's value a day from now (local time, as the field takes it). */
function tomorrow(): string {
  const when = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`;
}

const MOVES: { state: string; action: string; more?: (form: Locator) => Promise<void> }[] = [
  { state: 'Save as draft', action: 'Save draft' },
  { state: 'Add to queue', action: 'Queue' },
  { state: 'Schedule', action: 'Schedule', more: (form) => form.getByLabel('Publish on').fill(tomorrow()) },
];

for (const [width, height, moves] of [
  [1280, 800, MOVES],
  [375, 740, MOVES.slice(0, 1)],
] as const) {
  for (const { state, action, more } of moves) {
    test(`at ${width} px, on one’s blog page, an edit to “${state}” takes the post off the page at once; the others stay`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      await atHome(baseURL!, FRIEND);
      const session = await ApiSession.logIn(baseURL!, FRIEND);
      const older = uniqueName('stays');
      const title = uniqueName('leaves');
      const ids = [await session.textPost(FRIEND.blog, older, 'It stays on the blog.'), await session.textPost(FRIEND.blog, title, 'The first version.')];
      try {
        await logIn(page, FRIEND.email, FRIEND.password);
        await page.goto(`/blog/${FRIEND.blog}`);
        const card = postWith(page, title);
        await expect(card).toBeVisible({ timeout: 30_000 });
        await expect(postWith(page, older)).toBeVisible();

        await card.getByRole('button', { name: 'More options' }).click();
        await page.getByRole('menu', { name: 'More options' }).getByRole('menuitem', { name: 'Edit' }).click();
        const form = page.getByRole('dialog', { name: 'Edit post' });
        await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: state });
        await more?.(form);
        await form.getByRole('button', { name: action, exact: true }).click();
        await expect(form).toHaveCount(0);

        await expect(page).toHaveURL(new RegExp(`/blog/${FRIEND.blog}$`));
        await expect(card).toHaveCount(0);
        await expect(postWith(page, older)).toBeVisible();
      } finally {
        for (const id of ids) await session.deletePost(FRIEND.blog, id);
        await session.dispose();
      }
    });
  }
}

test('on one’s blog page, an edit that keeps the post published (or makes it private) keeps its card, with the new text', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await atHome(baseURL!, FRIEND);
  const session = await ApiSession.logIn(baseURL!, FRIEND);
  const title = uniqueName('private');
  const id = await session.textPost(FRIEND.blog, title, 'The first version.');
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, FRIEND.email, FRIEND.password);
    await page.goto(`/blog/${FRIEND.blog}`);
    const card = postWith(page, title);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menu', { name: 'More options' }).getByRole('menuitem', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit post' });
    await form.getByRole('textbox', { name: 'Post body' }).fill('The second version.');
    await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Post privately' });
    await form.getByRole('button', { name: 'Post privately', exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(card).toContainText('The second version.');
  } finally {
    await session.deletePost(FRIEND.blog, id);
    await session.dispose();
  }
});
