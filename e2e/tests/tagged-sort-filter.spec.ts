import { expect, test } from '@playwright/test';
import { posts, uniqueName } from './helpers';
import { ApiSession, BEN, DEMO_USER, FRIEND } from './post-helpers';

interface Saved {
  post: { id: string; reblog_key: string };
}

test('7. a tag page sorts by recent or top and filters by post type; the choice lives in the address through reload and Back', async ({ page, baseURL }) => {
  const tag = uniqueName('sortme');
  const friend = await ApiSession.logIn(baseURL!, FRIEND);
  const save = (type: 'text' | 'quote', one: string, two: string) =>
    friend.post<Saved>('/svc/post/update', {
      channel_id: FRIEND.blog,
      editor_type: 0,
      context_page: 'dashboard',
      post: { type, state: '0', one, two, tags: tag },
    });
  const loved = await save('text', 'Much loved text', '<p>Everyone likes this one.</p>');
  await save('quote', 'A newer quote nobody liked', 'Someone');
  await friend.dispose();
  // Two likes make the older text post the top one.
  for (const person of [DEMO_USER, BEN]) {
    const session = await ApiSession.logIn(baseURL!, person);
    await session.post('/svc/like', { id: loved.post.id, root_id: loved.post.id, key: loved.post.reblog_key, method: 'button', source: 'tagged' });
    await session.dispose();
  }

  await page.goto(`/tagged/${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'Sort' });
  const type = page.getByRole('combobox', { name: 'Post type' });
  await expect(sort).toHaveValue('recent');
  await expect(posts(page)).toHaveCount(2);
  await expect(posts(page).first()).toContainText('A newer quote nobody liked');

  await sort.selectOption('Top');
  await expect(page).toHaveURL(new RegExp(`/tagged/${tag}\\?sort=top$`));
  await expect(posts(page).first()).toContainText('Much loved text');
  await expect(posts(page)).toHaveCount(2);

  await type.selectOption('Quote');
  await expect(page).toHaveURL(new RegExp(`/tagged/${tag}\\?sort=top&filter_post_type=quote$`));
  await expect(posts(page)).toHaveCount(1);
  await expect(posts(page).first()).toContainText('A newer quote nobody liked');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Post type' })).toHaveValue('quote');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('top');
  await expect(posts(page)).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/tagged/${tag}\\?sort=top$`));
  await expect(type).toHaveValue('any');
  await expect(posts(page)).toHaveCount(2);
  await expect(posts(page).first()).toContainText('Much loved text');

  await type.selectOption('Audio');
  await expect(page.getByText('No posts with this tag yet.')).toBeVisible();
});
