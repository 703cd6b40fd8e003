import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { PRELOADED_IDS, SESSION_COOKIE, type BootstrapResponse, type TimelinePage } from '../contracts.js';
import { SHELL_INDEX, type TestApp } from '../testing/app.js';
import { withSeededApp, type Actors } from '../testing/post-fixtures.js';
import { fillIndex, firstPageUrl, scriptJson } from './index-html.js';

/** The JSON the server wrote into a page under `id`, or undefined. */
function preloaded<T>(html: string, id: string): T | undefined {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as T) : undefined;
}

describe('index.html filled in', () => {
  it('puts preload links at the end of <head> and data at the end of <body>, safe inside a script', () => {
    const html = fillIndex('<html><head><title>T</title></head><body><main></main></body></html>', {
      scripts: ['/remotes/mfe-header/1/remoteEntry.js'],
      styles: ['/remotes/mfe-header/1/app.css'],
      fetches: ['/remotes/mfe-header/1/mf-manifest.json'],
      data: { 'td-x': { text: '</script><script>alert(1)</script>\u2028' }, 'td-missing': undefined },
    });
    assert.equal(
      html,
      '<html><head><title>T</title><link rel="preload" as="fetch" crossorigin href="/remotes/mfe-header/1/mf-manifest.json">' +
        '<link rel="preload" as="style" fetchpriority="low" href="/remotes/mfe-header/1/app.css">' +
        '<link rel="preload" as="script" href="/remotes/mfe-header/1/remoteEntry.js"></head><body><main></main>' +
        '<script type="application/json" id="td-x">{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u2028"}</script></body></html>',
    );
    assert.deepEqual(JSON.parse(scriptJson({ a: '</script>' })), { a: '</script>' });
  });

  it('sends the first page along on /dashboard and /blog/{name} only', () => {
    assert.equal(firstPageUrl('/dashboard'), '/svc/post/dashboard?limit=10');
    assert.equal(firstPageUrl('/blog/Pixel-Garden/'), '/svc/post/blog/pixel-garden?limit=10');
    assert.equal(firstPageUrl('/blog/pixel-garden/activity'), null);
    assert.equal(firstPageUrl('/likes'), null);
    assert.equal(firstPageUrl('/blog/%3Cx%3E'), null);
  });

  describe('on a seeded server', () => {
    let t: TestApp;
    let people: Actors;
    withSeededApp((app, actors) => {
      t = app;
      people = actors;
    });
    const table = { 'mfe-dashboard': { entry: '/remotes/mfe-dashboard/1.0.0-abc/mf-manifest.json', version: '1.0.0-abc' } };
    before(async () => {
      const remote = join(t.dataDir, 'remotes', 'mfe-dashboard', '1.0.0-abc');
      await mkdir(remote, { recursive: true });
      await writeFile(
        join(remote, 'mf-manifest.json'),
        JSON.stringify({
          remoteEntry: { name: 'remoteEntry.js' },
          exposes: [
            { name: 'app', assets: { js: { sync: ['12.abcdef12.js', '__federation_expose_app.0fb269c1.js'] }, css: { sync: ['__federation_expose_app.5d1e0c2a.css'] } } },
            { name: 'PostCard', assets: { js: { sync: ['12.abcdef12.js'] }, css: { sync: ['__federation_expose_PostCard.1a2b3c4d.css'] } } },
          ],
        }),
      );
      await writeFile(join(t.dataDir, 'remotes.json'), JSON.stringify(table));
    });

    it('gives a signed-in /dashboard its bootstrap, remotes, preloads and first page of posts', async () => {
      const response = await people.demo.request({ method: 'GET', url: '/dashboard' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'private, no-cache');
      const html = response.body;
      const bootstrap = preloaded<BootstrapResponse>(html, PRELOADED_IDS.bootstrap);
      const expected = await people.demo.request<BootstrapResponse>({ method: 'GET', url: '/svc/bootstrap' });
      assert.deepEqual(bootstrap, expected.envelope.response);
      assert.equal(bootstrap?.user?.email, 'demo@example.com');
      // With what each build was made against (none recorded in this manifest) and no earlier versions.
      assert.deepEqual(preloaded(html, PRELOADED_IDS.remotes), { 'mfe-dashboard': { ...table['mfe-dashboard'], bus: null, shared: null, previous: [] } });
      const page = await people.demo.request<TimelinePage>({ method: 'GET', url: '/svc/post/dashboard?limit=10' });
      assert.deepEqual(preloaded(html, PRELOADED_IDS.firstPage), { url: '/svc/post/dashboard?limit=10', page: page.envelope.response });
      assert.ok(page.envelope.response.posts.length > 0);
      for (const href of [
        '/remotes/mfe-dashboard/1.0.0-abc/remoteEntry.js',
        '/remotes/mfe-dashboard/1.0.0-abc/12.abcdef12.js',
        '/remotes/mfe-dashboard/1.0.0-abc/__federation_expose_app.0fb269c1.js',
      ]) {
        assert.ok(html.includes(`<link rel="preload" as="script" href="${href}">`), href);
      }
      assert.ok(html.includes('<link rel="preload" as="style" fetchpriority="low" href="/remotes/mfe-dashboard/1.0.0-abc/__federation_expose_app.5d1e0c2a.css">'));
    });

    it('gives a first-time visitor of a blog a session, its form key and the blog\'s first posts', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/blog/pixel-garden' });
      assert.equal(response.statusCode, 200);
      const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      assert.ok(session, 'the new session cookie is set by the page');
      const bootstrap = preloaded<BootstrapResponse>(response.body, PRELOADED_IDS.bootstrap);
      assert.equal(bootstrap?.user, null);
      const again = await t.app.inject({ method: 'GET', url: '/svc/bootstrap', cookies: { [SESSION_COOKIE]: session.value } });
      assert.equal(JSON.parse(again.body).response.form_key, bootstrap?.form_key);
      const first = preloaded<{ url: string; page: TimelinePage }>(response.body, PRELOADED_IDS.firstPage);
      assert.equal(first?.url, '/svc/post/blog/pixel-garden?limit=10');
      assert.ok(first.page.posts.length > 0);
      assert.ok(first.page.posts.every((post) => post.blog.name === 'pixel-garden'));
      const header = preloaded<{ url: string; page: { tumblelog: { name: string; following: boolean } } }>(response.body, PRELOADED_IDS.blogHeader);
      const asked = await t.app.inject({ method: 'GET', url: '/svc/indash_blog/header?tumblelog_name_or_id=pixel-garden', cookies: { [SESSION_COOKIE]: session.value } });
      assert.deepEqual(header, { url: '/svc/indash_blog/header?tumblelog_name_or_id=pixel-garden', page: JSON.parse(asked.body).response });
      assert.equal(header?.page.tumblelog.name, 'pixel-garden');
    });

    it('sends the header of a blog as the signed-in visitor sees it, and the post card rather than the whole dashboard', async () => {
      const response = await people.demo.request({ method: 'GET', url: '/blog/Pixel-Garden' });
      const header = preloaded<{ url: string; page: unknown }>(response.body, PRELOADED_IDS.blogHeader);
      const asked = await people.demo.request({ method: 'GET', url: '/svc/indash_blog/header?tumblelog_name_or_id=pixel-garden' });
      assert.deepEqual(header, { url: '/svc/indash_blog/header?tumblelog_name_or_id=pixel-garden', page: asked.envelope.response });
      assert.ok(response.body.includes('<link rel="preload" as="script" href="/remotes/mfe-dashboard/1.0.0-abc/12.abcdef12.js">'));
      assert.ok(response.body.includes('href="/remotes/mfe-dashboard/1.0.0-abc/__federation_expose_PostCard.1a2b3c4d.css"'));
      assert.ok(!response.body.includes('__federation_expose_app.0fb269c1.js'), "the dashboard's own page is not preloaded");
    });

    it('draws a blog\'s first screen from what the visitor may see: nothing of a private blog but for its members', async () => {
      // The drawing goes at the end of the shell's <main>.
      await writeFile(join(t.shellDist, 'index.html'), '<!doctype html><title>Tumbledash</title><main id="td-main-slot"></main>');
      const open = await t.app.inject({ method: 'GET', url: '/blog/pixel-garden' });
      assert.match(open.body, /<div id="td-first-screen" class="td-fs-blogpage" aria-hidden="true" inert>.*<img class="td-fs-bh-img[^"]*"[^>]* fetchpriority="high">.*<div class="td-fs-post">/s);
      await t.db.updateTable('blogs').set({ is_private: true }).where('name', '=', 'demo-sketches').execute();
      try {
        const visitor = await t.app.inject({ method: 'GET', url: '/blog/demo-sketches' });
        assert.equal(visitor.statusCode, 200);
        assert.doesNotMatch(visitor.body, /td-first-screen|td-fs-/);
        assert.equal(preloaded(visitor.body, PRELOADED_IDS.firstPage), undefined);
        const member = await people.demo.request({ method: 'GET', url: '/blog/demo-sketches' });
        assert.match(member.body, /<div id="td-first-screen" class="td-fs-blogpage"/);
      } finally {
        await t.db.updateTable('blogs').set({ is_private: false }).where('name', '=', 'demo-sketches').execute();
        await writeFile(join(t.shellDist, 'index.html'), SHELL_INDEX);
      }
    });

    it('leaves the first page out where the API would refuse it (no such blog)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/blog/no-such-blog-here' });
      assert.equal(response.statusCode, 200);
      assert.equal(preloaded(response.body, PRELOADED_IDS.firstPage), undefined);
      assert.equal(preloaded(response.body, PRELOADED_IDS.blogHeader), undefined);
      assert.ok(preloaded(response.body, PRELOADED_IDS.bootstrap));
      assert.doesNotMatch(response.body, /td-first-screen/);
    });
  });
});
