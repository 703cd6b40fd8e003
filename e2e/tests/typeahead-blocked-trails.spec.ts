import { expect, test, type Page } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { ApiSession, BEN, FRIEND } from './post-helpers';

// Finn's only blog blocks ben's: no follow runs between recipe-box and night-owl-notes either way, so the block,
// which drops follows, takes nothing with it that this spec would have to give back.
const FINN = { email: 'finn@example.com', password: 'finn-password', blog: 'recipe-box' };

interface Saved {
  post: { id: string; reblog_key: string };
}

/** The tags the blog search offers while the person types `typed`: its datalist's options that match. */
async function offeredTags(page: Page, blog: string, typed: string): Promise<string[]> {
  await page.goto(`/blog/${blog}`);
  const main = page.locator('#td-main-slot');
  await expect(main.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: `Search ${blog}` }).click();
  const term = main.getByLabel(`Search ${blog}`);
  await expect(term).toBeFocused();
  await term.pressSequentially(typed);
  const options = main.locator(`datalist#${await term.getAttribute('list')} option`);
  // Popular Tags come with one request when the search opens; any of the blog's tags says they are in.
  await expect.poll(() => options.count()).toBeGreaterThan(0);
  const values = await options.evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  return values.filter((value) => value.toLowerCase().includes(typed.toLowerCase())).sort();
}

test('the blog search’s Popular Tags leave out the tags of reblogs showing a blog the person blocked, until unblocked', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // Sorts first among tags used once, so it stays among the at most 20 offered whatever other specs tagged.
  const prefix = uniqueName('aatrail');
  const ownTag = `${prefix}-own`;
  const reblogTag = `${prefix}-reblog`;
  const [ben, friend, finn] = await Promise.all([ApiSession.logIn(baseURL!, BEN), ApiSession.logIn(baseURL!, FRIEND), ApiSession.logIn(baseURL!, FINN)]);
  const made: { session: ApiSession; blog: string; id: string }[] = [];
  const save = async (session: ApiSession, blog: string, body: Record<string, unknown>) => {
    const saved = await session.post<Saved>('/svc/post/update', { channel_id: blog, editor_type: 0, context_page: 'dashboard', ...body });
    made.unshift({ session, blog, id: saved.post.id });
    return saved.post;
  };
  try {
    const original = await save(ben, BEN.blog, { post: { type: 'text', state: '0', one: `Words of ${prefix}`, two: '<p>Passed along.</p>', tags: '' } });
    await save(friend, FRIEND.blog, { reblog_id: original.id, reblog_key: original.reblog_key, post: { type: 'text', state: '0', two: '', tags: reblogTag } });
    await save(friend, FRIEND.blog, { post: { type: 'text', state: '0', one: `Own post of ${prefix}`, two: '<p>Mine.</p>', tags: ownTag } });
    await finn.post('/svc/block/add', { tumblelog: FINN.blog, blocked_tumblelog: BEN.blog });

    await logIn(page, FINN.email, FINN.password);
    expect(await offeredTags(page, FRIEND.blog, prefix)).toEqual([ownTag]);

    await finn.post('/svc/block/remove', { tumblelog: FINN.blog, blocked_tumblelog: BEN.blog });
    expect(await offeredTags(page, FRIEND.blog, prefix)).toEqual([ownTag, reblogTag]);
  } finally {
    // One database for every spec: the block and the posts go, the reblog before the post it reblogged.
    await finn.post('/svc/block/remove', { tumblelog: FINN.blog, blocked_tumblelog: BEN.blog });
    for (const { session, blog, id } of made) await session.deletePost(blog, id);
    await Promise.all([ben.dispose(), friend.dispose(), finn.dispose()]);
  }
});
