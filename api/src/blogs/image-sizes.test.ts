import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BlogHeader, TimelinePage } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { type Actors, withSeededApp } from '../testing/post-fixtures.js';

describe('blog header and avatar sizes (issue 14: a box before the picture loads)', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  const header = async (name: string) =>
    (await a.anonymous.get<{ tumblelog: BlogHeader }>(`/svc/indash_blog/header?tumblelog_name_or_id=${name}`)).envelope.response.tumblelog;
  const upload = (url: string) =>
    t.db.selectFrom('uploads').select(['width', 'height']).where('name', '=', url.slice('/media/'.length)).executeTakeFirstOrThrow();

  it('gives a seeded blog its header picture’s and avatar’s size as stored, also on its posts', async () => {
    const blog = await header('pixel-garden');
    const theme = blog.global_theme_params;
    assert.ok(theme.header_image_focused);
    const stored = await upload(theme.header_image_focused);
    assert.equal(theme.header_image_width, stored.width);
    assert.equal(theme.header_image_height, stored.height);
    const avatar = await upload(blog.avatar_url);
    assert.deepEqual([blog.avatar_width, blog.avatar_height], [avatar.width, avatar.height]);
    const page = (await a.anonymous.get<TimelinePage>('/svc/post/blog/pixel-garden?limit=10')).envelope.response;
    assert.equal(page.posts[0]!.blog.global_theme_params.header_image_width, stored.width);
  });

  it('follows a saved header picture, and forgets the size when the default header comes back', async () => {
    const friendId = (await t.db.selectFrom('users').select('id').where('email', '=', 'friend@example.com').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('uploads').values({ name: 'wide-header.png', mime: 'image/png', size_bytes: 10, kind: 'image', width: 1500, height: 500, owner_user_id: friendId }).execute();
    const body = (image: string) => ({ tumblelog_name_or_id: 'friendly', tumblelog: { header_image: image } });
    const saved = await a.friend.post<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', body('/media/wide-header.png'));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.envelope.response.tumblelog.global_theme_params.header_image_width, 1500);
    assert.equal(saved.envelope.response.tumblelog.global_theme_params.header_image_height, 500);
    const cleared = await a.friend.post<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', body(''));
    assert.equal(cleared.envelope.response.tumblelog.global_theme_params.header_image_focused, null);
    assert.equal(cleared.envelope.response.tumblelog.global_theme_params.header_image_width, undefined);
  });

  it('picks up the size of an avatar recorded after the blog that shows it', async () => {
    await t.db.updateTable('blogs').set({ avatar_url: '/media/late-avatar.png' }).where('name', '=', 'demo-sketches').execute();
    assert.equal((await header('demo-sketches')).avatar_width, undefined);
    await t.db.insertInto('uploads').values({ name: 'late-avatar.png', mime: 'image/png', size_bytes: 10, kind: 'image', width: 256, height: 256, owner_user_id: null }).execute();
    const blog = await header('demo-sketches');
    assert.deepEqual([blog.avatar_width, blog.avatar_height], [256, 256]);
  });
});
