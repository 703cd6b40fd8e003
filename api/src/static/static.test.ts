import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, SHELL_INDEX, type TestApp } from '../testing/app.js';
import { IMMUTABLE, NO_CACHE, PRIVATE_NO_CACHE, remoteCacheControl, shellCacheControl } from './cache.js';
import { CLIENT_ROUTES } from './routes.js';

describe('static serving', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    const remote = join(t.dataDir, 'remotes', 'mfe-dashboard', '1.2.0');
    await mkdir(remote, { recursive: true });
    await writeFile(join(remote, 'mf-manifest.json'), '{"id":"mfe_dashboard"}');
    await writeFile(join(remote, 'remoteEntry.js'), 'var mfe_dashboard;');
    await writeFile(join(remote, '412.8c0e1f7a.js'), 'chunk');
    await writeFile(join(t.dataDir, 'media', 'picture.png'), 'png');
    await writeFile(join(t.dataDir, 'secret.txt'), 'do not serve');
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers index.html with no-cache for / and every client route', async () => {
    const samples = CLIENT_ROUTES.map((route) => route.replace('*', 'something/deeper'));
    for (const url of [...samples, '/new/text', '/edit/123', '/reblog/123/abc', '/blog/tumbledemo', '/tagged/cats']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.ok(response.body.includes(SHELL_INDEX), url);
      assert.equal(response.headers['cache-control'], PRIVATE_NO_CACHE, url);
      assert.match(String(response.headers['content-type']), /text\/html/);
    }
  });

  it('serves hashed shell files as immutable and other shell files as no-cache', async () => {
    const hashed = await get('/main.3f9a2c1b.js');
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], IMMUTABLE);
    const plain = await get('/favicon.ico');
    assert.equal(plain.headers['cache-control'], NO_CACHE);
    const index = await get('/index.html');
    assert.equal(index.headers['cache-control'], NO_CACHE);
  });

  it('serves remotes.json from DATA_DIR, private and no-cache (a canary makes it per person), or a 404 envelope', async () => {
    const missing = await get('/remotes.json');
    assert.equal(missing.statusCode, 404);
    assert.equal(JSON.parse(missing.body).meta.status, 404);

    await writeFile(join(t.dataDir, 'remotes.json'), '{"mfe_dashboard":{"entry":"/remotes/mfe-dashboard/1.2.0/mf-manifest.json","version":"1.2.0"}}');
    const present = await get('/remotes.json');
    assert.equal(present.statusCode, 200);
    assert.equal(present.headers['cache-control'], PRIVATE_NO_CACHE);
    assert.match(String(present.headers.vary), /cookie/i);
    assert.equal(JSON.parse(present.body).mfe_dashboard.version, '1.2.0');
    await rm(join(t.dataDir, 'remotes.json'));
  });

  it('serves published remotes: entries no-cache, chunks immutable', async () => {
    const base = '/remotes/mfe-dashboard/1.2.0';
    assert.equal((await get(`${base}/mf-manifest.json`)).headers['cache-control'], NO_CACHE);
    assert.equal((await get(`${base}/remoteEntry.js`)).headers['cache-control'], NO_CACHE);
    const chunk = await get(`${base}/412.8c0e1f7a.js`);
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal((await get(`${base}/missing.js`)).statusCode, 404);
  });

  it('serves media from DATA_DIR/media, immutable', async () => {
    const media = await get('/media/picture.png');
    assert.equal(media.statusCode, 200);
    assert.equal(media.headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/media/nothing.png')).statusCode, 404);
  });

  it('never serves files outside its folders', async () => {
    for (const url of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/remotes/../secret.txt', '/..%2fsecret.txt', '/media/..%2Fsecret.txt']) {
      const response = await get(url);
      assert.notEqual(response.statusCode, 200, url);
      assert.ok(!response.body.includes('do not serve'), url);
      assert.ok(response.statusCode < 500, url);
    }
  });

  it('answers unknown API paths with the 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      for (const url of ['/svc/nope', '/svc/post/nope/deeper', '/services/nope']) {
        const response = await t.app.inject({ method, url });
        assert.equal(response.statusCode, 404, `${method} ${url}`);
        assert.deepEqual(JSON.parse(response.body).meta, { status: 404, msg: 'Not Found' });
      }
    }
    const other = await get('/not-a-route.txt');
    assert.equal(other.statusCode, 404);
    assert.equal(JSON.parse(other.body).meta.status, 404);
  });

  it('serves a built file precompressed by Accept-Encoding, Brotli first, the same bytes once decompressed', async () => {
    const script = Buffer.from(`console.log(${JSON.stringify('shell '.repeat(400))});`);
    await writeFile(join(t.shellDist, 'big.1a2b3c4d.js'), script);
    await writeFile(join(t.shellDist, 'big.1a2b3c4d.js.br'), brotliCompressSync(script));
    await writeFile(join(t.shellDist, 'big.1a2b3c4d.js.gz'), gzipSync(script));
    const ask = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/big.1a2b3c4d.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

    const brotli = await ask('gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers.vary), /accept-encoding/i);
    assert.match(String(brotli.headers['content-type']), /javascript/);
    assert.equal(brotli.headers['cache-control'], IMMUTABLE);
    assert.deepEqual(brotliDecompressSync(brotli.rawPayload), script);

    const gzip = await ask('gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzip.rawPayload), script);

    const plain = await ask();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.rawPayload, script);
  });

  it('compresses JSON answers above 1 KB, not the small ones', async () => {
    const table = Object.fromEntries(
      Array.from({ length: 30 }, (_, n) => [`mfe-${n}`, { entry: `/remotes/mfe-${n}/1.0.0-abcdef/mf-manifest.json`, version: '1.0.0-abcdef' }]),
    );
    await writeFile(join(t.dataDir, 'remotes.json'), JSON.stringify(table));
    const large = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    assert.equal(large.headers['content-encoding'], 'br');
    assert.match(String(large.headers.vary), /accept-encoding/i);
    // Served with each build's contracts (none recorded here) and earlier versions (none).
    const served = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as Record<string, { version: string; previous: unknown[] }>;
    assert.equal(Object.keys(served).length, 30);
    assert.deepEqual(served['mfe-7'], { ...table['mfe-7'], bus: null, shared: null, previous: [] });
    await rm(join(t.dataDir, 'remotes.json'));
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(JSON.parse(small.body).meta.status, 200);
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    const html = page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.rawPayload).toString() : page.body;
    assert.ok(html.includes(SHELL_INDEX));
  });

  it('answers /healthz', async () => {
    const response = await get('/healthz');
    assert.equal(response.statusCode, 200);
    assert.equal(JSON.parse(response.body).meta.status, 200);
  });
});

describe('cache rules', () => {
  it('tell hashed names from entry files', () => {
    assert.equal(shellCacheControl('/x/main.3f9a2c1b.js'), IMMUTABLE);
    assert.equal(shellCacheControl('/x/vendors-8f3a9c2d1e.css'), IMMUTABLE);
    assert.equal(shellCacheControl('/x/remoteEntry.js'), NO_CACHE);
    assert.equal(shellCacheControl('/x/logo.svg'), NO_CACHE);
    assert.equal(remoteCacheControl('/r/mf-manifest.json'), NO_CACHE);
    assert.equal(remoteCacheControl('/r/anything.js'), IMMUTABLE);
  });
});
