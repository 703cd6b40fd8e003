import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { DEMO_USER, FRIEND, atHome, openAsDemo, openEditForm, postWith, textPostInStateAs } from './post-helpers';

/**
 * A post form sits over the page it was opened on (A§2.1, A§4.2): editing from the queue or a blog page keeps
 * that page under the form, and Save brings the person back to it as they left it.
 */
test.use({ viewport: { width: 1280, height: 800 } });

async function openEdit(page: Page, card: Locator): Promise<Locator> {
  const form = await openEditForm(page, card);
  await expect(form.getByRole('textbox', { name: 'Post body' })).toHaveText('The first version.');
  return form;
}

/** Writes the second version and presses the form's action: "Save", or "Queue" for a queued post. */
async function saveNewBody(form: Locator, action = 'Save'): Promise<void> {
  await form.getByRole('textbox', { name: 'Post body' }).fill('The second version.');
  await form.getByRole('button', { name: action, exact: true }).click();
  await expect(form).toHaveCount(0);
}

test('editing a queued post from /queue keeps the queue under the form; after Save the queue is back as it was, focus on the post', async ({
  page,
  baseURL,
}) => {
  const title = uniqueName('queued-edit');
  await atHome(baseURL!, DEMO_USER);
  const { id, session } = await textPostInStateAs(baseURL!, DEMO_USER, title, 'The first version.', '2');
  try {
    await openAsDemo(page, '/queue', title);
    const card = postWith(page, title);

    const form = await openEdit(page, card);
    await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
    // The queue, not the dashboard, is under the form.
    await expect(card).toBeVisible();

    await saveNewBody(form, 'Queue');
    await expect(page).toHaveURL(/\/queue$/);
    await expect(card).toContainText('The second version.');
    await expect(card.getByRole('button', { name: 'More options' })).toBeFocused();
  } finally {
    await session.deletePost(DEMO_USER.blog, id);
    await session.dispose();
  }
});

test('editing a post on one’s blog page keeps the blog page under the form; after Save it is where it was: same scroll, focus on the post', async ({
  page,
  baseURL,
}) => {
  const title = uniqueName('blog-edit');
  await atHome(baseURL!, FRIEND);
  const { id, session } = await textPostInStateAs(baseURL!, FRIEND, title, 'The first version.', '0');
  try {
    await logIn(page, FRIEND.email, FRIEND.password);
    await page.goto(`/blog/${FRIEND.blog}`);
    const card = postWith(page, title);
    await expect(card).toBeVisible();
    const searchToggle = page.getByRole('button', { name: `Search ${FRIEND.blog}`, includeHidden: true });
    await expect(searchToggle).toBeAttached();
    // Down the page a little, the post still in sight.
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);

    const form = await openEdit(page, card);
    await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
    // The blog page is still there under the form (not the dashboard).
    await expect(searchToggle).toBeAttached();
    await expect(card).toBeAttached();

    await saveNewBody(form);
    await expect(page).toHaveURL(new RegExp(`/blog/${FRIEND.blog}$`));
    await expect(card).toContainText('The second version.');
    await expect(card.getByRole('button', { name: 'More options' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
  } finally {
    await session.deletePost(FRIEND.blog, id);
    await session.dispose();
  }
});

/** The top of each box, rounded: boxes on one row share it (within a few pixels, they are centred). */
async function rowsOf(boxes: Locator[]): Promise<number> {
  const centres: number[] = [];
  for (const box of boxes) {
    const bounds = (await box.boundingBox())!;
    centres.push(bounds.y + bounds.height / 2);
  }
  const rows: number[] = [];
  for (const centre of centres) if (!rows.some((row) => Math.abs(row - centre) < 14)) rows.push(centre);
  return rows.length;
}

for (const [width, height, maxRows] of [
  [1280, 800, 2],
  [375, 740, 3],
] as const) {
  test(`at ${width} px, "Schedule" keeps the form's footer tidy: at most ${maxRows} rows, the action at the right, nothing past the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await logIn(page);
    await page.goto('/new/text');
    const form = page.getByRole('dialog', { name: 'New text post' });
    const when = form.getByRole('combobox', { name: 'When to post' });
    await when.selectOption({ label: 'Schedule' });
    const close = form.getByRole('button', { name: 'Close', exact: true });
    const date = form.getByLabel('Publish on');
    const schedule = form.getByRole('button', { name: 'Schedule', exact: true });
    await expect(date).toBeVisible();

    const dialog = (await form.boundingBox())!;
    const action = (await schedule.boundingBox())!;
    // Right-aligned like "Post" is (the form's 20 px padding on the right).
    expect(dialog.x + dialog.width - (action.x + action.width)).toBeLessThanOrEqual(24);
    // The action is last: on the bottom row, after the date.
    const dateBox = (await date.boundingBox())!;
    expect(action.y + action.height / 2).toBeGreaterThanOrEqual(dateBox.y + dateBox.height / 2 - 2);
    expect(await rowsOf([close, when, date, schedule])).toBeLessThanOrEqual(maxRows);
    for (const part of [close, when, date, schedule]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(dialog.x);
      expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);
    }
    // Close stays on the first row, at the left.
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.x - dialog.x).toBeLessThanOrEqual(24);
    expect(closeBox.y).toBeLessThanOrEqual(dateBox.y);
  });
}
