import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { PostContent } from '../contracts.js';
import { readImageInfo } from '../media/image-info.js';
import { createTestApp, DEMO, FRIEND, type TestApp } from '../testing/app.js';
import { isDatabaseEmpty } from './seed-process.js';
import { seedDatabase } from './seed.js';

describe('seed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    assert.equal(await isDatabaseEmpty(t.db), true);
    await seedDatabase(t.db, { dataDir: t.dataDir });
  });
  after(() => t.close());

  const count = async (query: string): Promise<number> => {
    const { rows } = await sql<{ n: number }>`SELECT (${sql.raw(query)})::int AS n`.execute(t.db);
    return rows[0]!.n;
  };

  it('is no longer empty', async () => {
    assert.equal(await isDatabaseEmpty(t.db), false);
  });

  it('makes the demo and friend accounts, plus six more, all verified and able to message', async () => {
    const users = await t.db.selectFrom('users').select(['email', 'email_verified', 'can_message']).execute();
    assert.ok(users.length >= 8);
    assert.ok(users.every((user) => user.email_verified && user.can_message));
    for (const account of [DEMO, FRIEND]) {
      const client = t.client();
      const login = await client.login(account.email, account.password);
      assert.equal(login.statusCode, 200, login.body);
    }
    const demoBlogs = await count(`SELECT count(*) FROM blog_members m JOIN users u ON u.id = m.user_id WHERE u.email = '${DEMO.email}'`);
    assert.ok(demoBlogs >= 2);
  });

  it('gives blogs titles, descriptions, avatars and different themes', async () => {
    const blogs = await t.db.selectFrom('blogs').select(['name', 'title', 'description', 'avatar_url', 'theme']).execute();
    assert.ok(blogs.length >= 9);
    for (const blog of blogs) {
      assert.ok(blog.title && blog.description, blog.name);
      assert.match(blog.avatar_url, /^\/media\/[\w-]+\.png$/);
    }
    const backgrounds = new Set(blogs.map((blog) => blog.theme.background_color));
    assert.ok(backgrounds.size >= 6);
  });

  it('has demo’s blogs and friendly follow each other', async () => {
    for (const [a, b] of [['tumbledemo', 'friendly'], ['friendly', 'tumbledemo'], ['demo-sketches', 'friendly'], ['friendly', 'demo-sketches']]) {
      assert.equal(
        await count(`SELECT count(*) FROM follows f JOIN blogs x ON x.id = f.follower_blog_id JOIN blogs y ON y.id = f.followed_blog_id WHERE x.name = '${a}' AND y.name = '${b}'`),
        1,
        `${a} follows ${b}`,
      );
    }
  });

  it('writes posts of every type over several weeks, with photosets, reblog trails and tags', async () => {
    const posts = await t.db.selectFrom('posts').selectAll().where('state', '=', 'published').execute();
    const contents = posts.map((post) => post.content as PostContent);
    for (const type of ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'note']) {
      assert.ok(contents.some((content) => content.type === type), type);
    }
    assert.ok(contents.some((content) => content.type === 'photo' && content.photos.length > 1 && content.layout.length > 1), 'a photoset with a layout');
    assert.ok(contents.some((content) => content.type === 'photo' && content.photos.some((photo) => photo.url.endsWith('.gif'))), 'a GIF');
    const reblogs = posts.filter((post) => post.parent_post_id !== null);
    assert.ok(reblogs.length >= 10);
    assert.ok(reblogs.some((post) => post.trail.length >= 2), 'a reblog of a reblog with comments');
    assert.ok(posts.every((post) => post.tags.length > 0 || post.parent_post_id !== null));
    const times = posts.map((post) => post.published_at!.getTime());
    assert.ok(Math.max(...times) - Math.min(...times) > 21 * 24 * 3600 * 1000, 'spread over weeks');
  });

  it('shows photosets both as carousels and in layout rows, and one post with a call-to-action button', async () => {
    const posts = await t.db.selectFrom('posts').selectAll().where('state', '=', 'published').where('parent_post_id', 'is', null).execute();
    const photosets = posts.filter((post) => post.content.type === 'photo' && post.content.photos.length > 1);
    assert.ok(photosets.some((post) => post.is_carousel), 'a carousel');
    const layout = photosets.find((post) => !post.is_carousel);
    assert.ok(layout && layout.content.type === 'photo' && layout.content.layout.length > 1, 'a photoset in layout rows');
    const withCta = posts.filter((post) => post.cta_enabled);
    assert.equal(withCta.length, 1);
    assert.match(withCta[0]!.cta_link_url, /^https:\/\//);
  });

  it('writes tagged, animated GIF posts for the GIF search', async () => {
    const posts = await t.db.selectFrom('posts').select(['content', 'tags']).where('state', '=', 'published').where('type', '=', 'photo').execute();
    const gifs = posts.filter((post) => post.content.type === 'photo' && post.content.photos.some((photo) => photo.url.endsWith('.gif')));
    assert.ok(gifs.length >= 10, `${gifs.length} GIF posts`);
    const tags = new Set(gifs.flatMap((post) => post.tags.map((tag) => tag.toLowerCase())));
    for (const tag of ['cat', 'cats', 'dance', 'reaction', 'happy', 'gif', 'gifs', 'loop']) assert.ok(tags.has(tag), tag);
    const urls = new Set(gifs.flatMap((post) => (post.content.type === 'photo' ? post.content.photos.map((photo) => photo.url) : [])));
    assert.ok(urls.size >= 10, 'each GIF post has its own animation');
    for (const url of urls) {
      const bytes = await readFile(join(t.dataDir, 'media', url.replace('/media/', '')));
      const info = readImageInfo(bytes);
      assert.equal(info?.mime, 'image/gif', url);
      // Animated and looping: the NETSCAPE2.0 loop extension, and a graphic control block (delay) per frame.
      assert.ok(bytes.includes(Buffer.from('NETSCAPE2.0')), `${url} loops`);
      const frameControl = Buffer.from([0x21, 0xf9, 0x04]);
      let frames = 0;
      for (let at = bytes.indexOf(frameControl); at !== -1; at = bytes.indexOf(frameControl, at + 1)) frames += 1;
      assert.ok(frames >= 8, `${url} has ${frames} frames`);
    }
  });

  it('leaves drafts, a queue with a scheduled post, a private post and a submission for the demo', async () => {
    const demo = `(SELECT id FROM blogs WHERE name = 'tumbledemo')`;
    assert.ok((await count(`SELECT count(*) FROM posts WHERE blog_id = ${demo} AND state = 'draft'`)) >= 1);
    assert.ok((await count(`SELECT count(*) FROM posts WHERE blog_id = ${demo} AND state = 'queued' AND publish_on IS NULL`)) >= 1);
    assert.ok((await count(`SELECT count(*) FROM posts WHERE blog_id = ${demo} AND state = 'queued' AND publish_on > now()`)) >= 1);
    assert.ok((await count(`SELECT count(*) FROM posts WHERE blog_id = ${demo} AND is_private`)) >= 1);
    assert.equal(await count(`SELECT count(*) FROM submissions s JOIN posts p ON p.id = s.post_id WHERE s.recipient_blog_id = ${demo} AND p.state = 'unapproved'`), 1);
    // Notified as the submit route does, in its place in time.
    const { rows: notices } = await sql<{ from_name: string; at: Date; submitted: Date; newer_ids_older: number }>`
      SELECT fb.name AS from_name, n.created_at AS at, s.created_at AS submitted,
        (SELECT count(*)::int FROM activity_notifications o WHERE o.id > n.id AND o.created_at < n.created_at) AS newer_ids_older
      FROM activity_notifications n JOIN blogs fb ON fb.id = n.from_blog_id JOIN submissions s ON s.post_id = n.post_id
      WHERE n.blog_id = ${sql.raw(demo)} AND n.type = 'submission'`.execute(t.db);
    assert.equal(notices.length, 1);
    assert.equal(notices[0]!.from_name, 'friendly');
    assert.equal(notices[0]!.at.getTime(), notices[0]!.submitted.getTime());
    assert.equal(notices[0]!.newer_ids_older, 0, 'ids still follow time');
    assert.ok((await count(`SELECT count(*) FROM asks WHERE recipient_blog_id = ${demo} AND state = 'pending'`)) >= 2);
    assert.ok((await count(`SELECT count(*) FROM asks WHERE recipient_blog_id = ${demo} AND state = 'answered' AND answer_post_id IS NOT NULL`)) >= 1);
  });

  it('adds likes, replies, notes counts, notifications and conversations', async () => {
    assert.ok((await count('SELECT count(*) FROM likes')) >= 30);
    assert.ok((await count('SELECT count(*) FROM replies')) >= 5);
    assert.ok((await count('SELECT count(*) FROM posts WHERE note_count > 0')) >= 10);
    assert.ok((await count(`SELECT count(*) FROM activity_notifications n JOIN blogs b ON b.id = n.blog_id WHERE b.name = 'tumbledemo'`)) >= 10);
    assert.ok((await count('SELECT count(*) FROM conversations')) >= 1);
    assert.ok((await count('SELECT count(*) FROM messages')) >= 3);
  });

  it('writes every referenced media file, recorded as uploads, within the limits', async () => {
    const uploads = await t.db.selectFrom('uploads').selectAll().execute();
    const byName = new Map(uploads.map((upload) => [upload.name, upload]));
    const rows = await sql<{ text: string }>`
      SELECT content::text AS text FROM posts UNION ALL SELECT avatar_url FROM blogs UNION ALL SELECT theme::text FROM blogs`.execute(t.db);
    const names = new Set(rows.rows.flatMap((row) => [...row.text.matchAll(/\/media\/([\w-]+\.\w+)/g)].map((match) => match[1]!)));
    assert.ok(names.size >= 15);
    for (const name of names) {
      const upload = byName.get(name);
      assert.ok(upload, `${name} is recorded`);
      const file = await stat(join(t.dataDir, 'media', name));
      assert.equal(file.size, upload.size_bytes, name);
      if (upload.kind === 'image') assert.ok(upload.width! <= 1080, `${name} is at most 1080 px wide`);
    }
    const kinds = (mime: string) => uploads.filter((upload) => upload.mime === mime);
    const videos = kinds('video/webm');
    assert.deepEqual(videos.map((video) => [video.width, video.height]), [[320, 240], [1280, 720]]);
    assert.ok(videos[0]!.size_bytes <= 150 * 1024);
    assert.ok(videos[1]!.size_bytes <= 300 * 1024, 'the HD rendition stays small enough to commit');
    // One video post offers the HD rendition, so the player's HD/SD toggle (A§4.13) can be reached.
    const { rows: withHd } = await sql<{ blog: string; url: string; hd: string }>`
      SELECT b.name AS blog, p.content->>'url' AS url, p.content->>'hdUrl' AS hd FROM posts p JOIN blogs b ON b.id = p.blog_id
      WHERE p.content->>'type' = 'video' AND coalesce(p.content->>'hdUrl', '') <> '' AND p.parent_post_id IS NULL`.execute(t.db);
    assert.deepEqual(withHd, [{ blog: 'film-grain', url: `/media/${videos[0]!.name}`, hd: `/media/${videos[1]!.name}` }]);
    const [wav] = kinds('audio/wav');
    const wavBytes = await readFile(join(t.dataDir, 'media', wav!.name));
    assert.equal(wavBytes.subarray(0, 4).toString(), 'RIFF');
    assert.equal(wavBytes.subarray(8, 12).toString(), 'WAVE');
    const [gif] = kinds('image/gif');
    assert.equal((await readFile(join(t.dataDir, 'media', gif!.name))).subarray(0, 6).toString(), 'GIF89a');
    const png = kinds('image/png')[0]!;
    assert.deepEqual([...(await readFile(join(t.dataDir, 'media', png.name))).subarray(1, 4)], [0x50, 0x4e, 0x47]);
  });
});
