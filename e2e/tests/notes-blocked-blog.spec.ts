import { expect, test } from '@playwright/test';
import { logIn } from './helpers';
import { ApiSession, DEMO_USER, atHome } from './post-helpers';

const FINN = { email: 'finn@example.com', password: 'finn-password', blog: 'recipe-box' };

test('a post’s notes leave out the blog the current channel blocked, and keep the count', async ({ page, baseURL }) => {
  // Blocks and notes are the current channel's: demo acts as its home blog, whatever an earlier spec chose.
  await atHome(baseURL!, DEMO_USER);
  const demo = await ApiSession.logIn(baseURL!, DEMO_USER);
  const saved = await demo.post<{ post: { id: string; reblog_key: string } }>('/svc/post/update', {
    channel_id: DEMO_USER.blog,
    editor_type: 0,
    context_page: 'dashboard',
    post: { type: 'text', state: '0', one: 'Notes of a blocked blog', two: '<p>Who liked this?</p>', tags: '' },
  });
  const finn = await ApiSession.logIn(baseURL!, FINN);
  try {
  await finn.post('/svc/like', { id: saved.post.id, key: saved.post.reblog_key });

  await logIn(page);
  const openNotes = async () => {
    await page.goto(`/blog/${DEMO_USER.blog}/${saved.post.id}`);
    await page.getByRole('button', { name: '1 note' }).click();
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes.getByRole('listitem').first()).toBeVisible();
    return notes;
  };
  await expect((await openNotes()).getByRole('link', { name: FINN.blog })).toBeVisible();

  await demo.post('/svc/block/add', { tumblelog: DEMO_USER.blog, blocked_tumblelog: FINN.blog });
  const notes = await openNotes();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('link', { name: FINN.blog })).toHaveCount(0);
  // The count is the post's total, as Tumblr keeps it.
  await expect(page.getByRole('button', { name: '1 note' })).toBeVisible();
  } finally {
    // The specs share one database: the block and the post must not reach the next spec.
    await demo.post('/svc/block/remove', { tumblelog: DEMO_USER.blog, blocked_tumblelog: FINN.blog });
    // A block ends the follows between the two blogs: the seed's tumbledemo follows recipe-box.
    await demo.post('/svc/follow', { tumblelog: FINN.blog });
    await demo.deletePost(DEMO_USER.blog, saved.post.id);
    await Promise.all([demo.dispose(), finn.dispose()]);
  }
});
