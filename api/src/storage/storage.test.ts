import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { UploadedFile } from '../contracts.js';
import { buildServer } from '../server.js';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../testing/app.js';
import * as bytes from '../testing/media-fixtures.js';
import { multipartBody } from '../testing/multipart.js';
import { recordDeployment, deploymentHistory } from './remote-registry.js';
import { startTestS3, type TestS3 } from './s3-test-server.js';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3Storage } from './s3.js';
import { diskStorage, ignoredStorageSettings, storageFromEnv, type Storage } from './storage.js';

let s3: TestS3;
before(async () => {
  s3 = await startTestS3();
});
after(() => s3.stop());

/** One contract, both backends. */
for (const backend of ['disk', 's3'] as const) {
  describe(`storage: ${backend}`, () => {
    let storage: Storage;
    let root = '';
    before(async () => {
      root = await mkdtemp(join(tmpdir(), 'td-storage-'));
      storage = backend === 'disk' ? diskStorage(root) : s3.storage();
    });
    after(() => rm(root, { recursive: true, force: true }));

    it('stores, reads, lists by prefix and deletes files; a missing file reads as null', async () => {
      await storage.check();
      await storage.put('media/a.png', Buffer.from('png bytes'), 'image/png');
      await storage.put('remotes/mfe-x/1.0.0-abc/mf-manifest.json', Buffer.from('{}'), 'application/json');
      await storage.put('remotes/mfe-x/1.0.0-abc/js/app.1234.js', Buffer.from('js'), 'text/javascript');
      await storage.put('remotes/mfe-x/1.0.1-def/mf-manifest.json', Buffer.from('{"v":2}'));
      assert.equal((await storage.get('media/a.png'))?.toString(), 'png bytes');
      assert.equal(await storage.get('media/missing.png'), null);
      assert.deepEqual(await storage.list('remotes/mfe-x/1.0.0-abc/'), [
        'remotes/mfe-x/1.0.0-abc/js/app.1234.js',
        'remotes/mfe-x/1.0.0-abc/mf-manifest.json',
      ]);
      await storage.put('media/a.png', Buffer.from('replaced'));
      assert.equal((await storage.get('media/a.png'))?.toString(), 'replaced');
      await storage.delete('media/a.png');
      assert.equal(await storage.get('media/a.png'), null);
    });

    it('refuses keys that climb out of the store', async () => {
      for (const key of ['../etc/passwd', 'media/../../x', '/abs', 'media/./x']) {
        await assert.rejects(storage.put(key, Buffer.from('x')), /not a storage key/, key);
      }
    });
  });
}

describe('storage from the environment', () => {
  it('is the disk without S3_BUCKET and S3 (path-style with an endpoint) with it', async () => {
    assert.equal((await storageFromEnv('/tmp/x', {})).kind, 'disk');
    const fromEnv = await storageFromEnv('/tmp/x', s3.env);
    assert.equal(fromEnv.kind, 's3');
    await fromEnv.put('media/env.txt', Buffer.from('via env'));
    assert.equal((await s3.storage().get('media/env.txt'))?.toString(), 'via env');
  });

  it('says an unreachable store is not ready', async () => {
    const nowhere = await storageFromEnv('/tmp/x', { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'none' });
    await assert.rejects(nowhere.check());
  });
});

describe('two instances on one database and one S3 store', () => {
  let first: TestApp;
  let secondDir = '';
  let second: Awaited<ReturnType<typeof buildServer>>;
  before(async () => {
    first = await createTestApp({ seed: true, server: { storage: s3.storage() } });
    secondDir = await mkdtemp(join(tmpdir(), 'td-api-second-'));
    second = await buildServer({ db: first.db, dataDir: secondDir, shellDist: first.shellDist, rateLimits: RELAXED_RATE_LIMITS, storage: s3.storage() });
    await second.ready();
  });
  after(async () => {
    await second.close();
    await first.close();
    await rm(secondDir, { recursive: true, force: true });
  });

  it('serves a photo uploaded through one instance through the other, with the same cache headers', async () => {
    const client = first.client();
    await client.login('demo@example.com', 'demo-password');
    const png = bytes.pngBytes(4, 3);
    const body = multipartBody([{ field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: png }]);
    const uploaded = await client.request<UploadedFile>({ method: 'POST', url: '/svc/post/upload_photo', payload: body.payload, headers: body.headers });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const { url } = uploaded.envelope.response;
    assert.ok(!existsSync(join(secondDir, url)), 'not on the second machine yet');

    const served = await second.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.match(String(served.headers['cache-control']), /immutable/);
    assert.deepEqual(served.rawPayload, png);
    assert.equal((await second.inject({ method: 'GET', url: '/media/doesnotexist.png' })).statusCode, 404);
  });

  it('serves seed media written by one instance through the other', async () => {
    const post = await first.db.selectFrom('uploads').select('name').where('kind', '=', 'image').limit(1).executeTakeFirstOrThrow();
    assert.equal((await second.inject({ method: 'GET', url: `/media/${post.name}` })).statusCode, 200);
  });

  it('answers remotes.json from the registry; a deploy and a rollback switch both instances at once', async () => {
    const storage = s3.storage();
    for (const version of ['1.0.0-aaaa', '1.0.1-bbbb']) {
      await storage.put(`remotes/mfe-header/${version}/remoteEntry.js`, Buffer.from(`/* ${version} */`));
      await storage.put(`remotes/mfe-header/${version}/mf-manifest.json`, Buffer.from(JSON.stringify({ version })));
    }
    const entry = (version: string) => `/remotes/mfe-header/${version}/mf-manifest.json`;
    await recordDeployment(first.db, { remote: 'mfe-header', version: '1.0.0-aaaa', entry: entry('1.0.0-aaaa'), deployedBy: 'ci', commit: 'abc1234' });
    await recordDeployment(first.db, { remote: 'mfe-header', version: '1.0.1-bbbb', entry: entry('1.0.1-bbbb') });
    for (const app of [first.app, second]) {
      const table = await app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(table.statusCode, 200);
      assert.equal(table.headers['cache-control'], 'private, no-cache', 'per person while a canary runs');
      // Manifests without recorded contracts (bus and shared unknown); the earlier version is the fallback.
      assert.deepEqual(table.json(), {
        'mfe-header': {
          entry: entry('1.0.1-bbbb'),
          version: '1.0.1-bbbb',
          bus: null,
          shared: null,
          previous: [{ entry: entry('1.0.0-aaaa'), version: '1.0.0-aaaa', bus: null, shared: null }],
        },
      });
      const manifest = await app.inject({ method: 'GET', url: entry('1.0.1-bbbb') });
      assert.equal(manifest.statusCode, 200);
      assert.deepEqual(manifest.json(), { version: '1.0.1-bbbb' });
      assert.equal(manifest.headers['cache-control'], 'no-cache');
    }
    await recordDeployment(first.db, { remote: 'mfe-header', version: '1.0.0-aaaa', entry: entry('1.0.0-aaaa'), status: 'rolled_back' });
    assert.equal((await second.inject({ method: 'GET', url: '/remotes.json' })).json()['mfe-header'].version, '1.0.0-aaaa');
    const history = await deploymentHistory(first.db, 'mfe-header');
    assert.deepEqual(
      history.map((row) => [row.version, row.status, row.isCurrent]),
      [['1.0.0-aaaa', 'rolled_back', true], ['1.0.1-bbbb', 'deployed', false], ['1.0.0-aaaa', 'deployed', false]],
    );
    assert.equal(history[2]!.commit, 'abc1234');
  });

  it('serves every file of a folder it has none of to a page asking for all of them at once, each its own bytes', async () => {
    const storage = s3.storage();
    const folder = 'remotes/mfe-compose/3.0.0-parallel';
    const files = Array.from({ length: 12 }, (_, index) => [`${index}.${index.toString(16)}a1b2.js`, `/* chunk ${index} */ ${'x'.repeat(index * 97)}`] as const);
    await Promise.all(files.map(([name, text]) => storage.put(`${folder}/${name}`, Buffer.from(text))));
    await storage.put(`${folder}/mf-manifest.json`, Buffer.from('{"name":"mfe-compose"}'));
    const every = [...files, ['mf-manifest.json', '{"name":"mfe-compose"}'] as const];
    // Twice each, as a page's preload and its script tag can.
    const answers = await Promise.all([...every, ...every].map(([name]) => second.inject({ method: 'GET', url: `/${folder}/${name}` })));
    answers.forEach((answer, index) => {
      const [name, text] = every[index % every.length]!;
      assert.equal(answer.statusCode, 200, name);
      assert.equal(answer.body, text, name);
    });
  });

  it('is ready (/readyz) while the database and the store answer', async () => {
    const ready = await second.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json().response, { database: true, storage: true });
  });

  it('keeps one current version per remote when two deploys race', async () => {
    await Promise.all(
      ['2.0.0-c', '2.0.0-d', '2.0.0-e'].map((version) => recordDeployment(first.db, { remote: 'mfe-share', version, entry: `/remotes/mfe-share/${version}/mf-manifest.json` })),
    );
    const current = (await deploymentHistory(first.db, 'mfe-share')).filter((row) => row.isCurrent);
    assert.equal(current.length, 1);
  });
});

describe('media from the store’s own addresses (presigned URLs, a CDN)', () => {
  let uploader: TestApp;
  const servers: Awaited<ReturnType<typeof buildServer>>[] = [];
  const dirs: string[] = [];
  let photoUrl = '';
  const png = bytes.pngBytes(40, 30);
  const s3Client = (endpoint: string) => ({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

  /** Another instance on the same database and bucket, with its own DATA_DIR and these storage settings. */
  async function instance(storage: Storage) {
    const dataDir = await mkdtemp(join(tmpdir(), 'td-api-public-'));
    dirs.push(dataDir);
    const server = await buildServer({ db: uploader.db, dataDir, shellDist: uploader.shellDist, rateLimits: RELAXED_RATE_LIMITS, storage });
    await server.ready();
    servers.push(server);
    return server;
  }

  before(async () => {
    uploader = await createTestApp({ seed: true, server: { storage: s3.storage() } });
    const client = uploader.client();
    await client.login('demo@example.com', 'demo-password');
    const body = multipartBody([{ field: 'photo', filename: 'b.png', contentType: 'image/png', bytes: png }]);
    const uploaded = await client.request<UploadedFile>({ method: 'POST', url: '/svc/post/upload_photo', payload: body.payload, headers: body.headers });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    photoUrl = uploaded.envelope.response.url;
  });
  after(async () => {
    for (const server of servers) await server.close();
    await uploader.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('redirects a stored photo to a presigned URL that answers the same bytes with today’s type and cache headers', async () => {
    const server = await instance(s3Storage({ bucket: s3.bucket, client: s3Client(s3.endpoint), presign: { expiresSeconds: 3600 } }));
    const redirect = await server.inject({ method: 'GET', url: photoUrl });
    assert.equal(redirect.statusCode, 302);
    const location = String(redirect.headers.location);
    assert.ok(location.startsWith(`${s3.endpoint}/${s3.bucket}${photoUrl}?`), location);
    assert.match(location, /X-Amz-Signature=/);
    // The redirect may be kept, but not beyond the URL's life (half of it at most).
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(redirect.headers['cache-control']))?.[1]);
    assert.ok(maxAge > 0 && maxAge <= 1800, String(redirect.headers['cache-control']));
    // Every request in the same window gets the same address, so browsers keep one copy of the photo.
    assert.equal((await server.inject({ method: 'GET', url: photoUrl })).headers.location, location);

    const fetched = await fetch(location);
    assert.equal(fetched.status, 200);
    assert.deepEqual(Buffer.from(await fetched.arrayBuffer()), Buffer.from(png));
    assert.equal(fetched.headers.get('content-type'), 'image/png');
    assert.equal(fetched.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('serves what the store cannot answer from the api: HEAD, missing files, generated sizes, remote builds', async () => {
    const server = await instance(s3Storage({ bucket: s3.bucket, client: s3Client(s3.endpoint), presign: { expiresSeconds: 3600 } }));
    const head = await server.inject({ method: 'HEAD', url: photoUrl });
    assert.equal(head.statusCode, 200);
    assert.match(String(head.headers['cache-control']), /immutable/);
    assert.equal((await server.inject({ method: 'GET', url: '/media/doesnotexist.png' })).statusCode, 404);
    const size = await server.inject({ method: 'GET', url: photoUrl.replace(/\.png$/, '.w320.webp') });
    assert.notEqual(size.statusCode, 302);
    await s3.storage().put('remotes/mfe-x/9.9.9-abcd/remoteEntry.js', Buffer.from('/* entry */'));
    const entry = await server.inject({ method: 'GET', url: '/remotes/mfe-x/9.9.9-abcd/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
  });

  it('redirects to the CDN in front of the bucket, whose objects carry the type and cache headers', async () => {
    const server = await instance(s3Storage({ bucket: s3.bucket, client: s3Client(s3.endpoint), publicBaseUrl: 'https://cdn.example.test/' }));
    const redirect = await server.inject({ method: 'GET', url: photoUrl });
    assert.equal(redirect.statusCode, 302);
    assert.equal(redirect.headers.location, `https://cdn.example.test${photoUrl}`);
    assert.equal(redirect.headers['cache-control'], 'public, max-age=86400');
    const object = await new S3Client(s3Client(s3.endpoint)).send(new HeadObjectCommand({ Bucket: s3.bucket, Key: photoUrl.slice(1) }));
    assert.equal(object.ContentType, 'image/png');
    assert.equal(object.CacheControl, 'public, max-age=31536000, immutable');
  });

  it('reads the settings from the environment, and ignores them on the disk store', async () => {
    const presigned = await storageFromEnv('/tmp/x', { ...s3.env, S3_PRESIGN: '1', S3_PRESIGN_ENDPOINT: 'https://files.example.test' });
    assert.match((await presigned.publicUrl('media/a.png', {}))?.url ?? '', /^https:\/\/files\.example\.test\/tumbledash\/media\/a\.png\?.*X-Amz-Expires=3600/);
    assert.equal(await (await storageFromEnv('/tmp/x', s3.env)).publicUrl('media/a.png', {}), null);
    await assert.rejects(storageFromEnv('/tmp/x', { ...s3.env, S3_PRESIGN: '1', S3_PRESIGN_EXPIRES_SECONDS: 'soon' }), /S3_PRESIGN_EXPIRES_SECONDS must be/);
    await assert.rejects(storageFromEnv('/tmp/x', { ...s3.env, MEDIA_PUBLIC_BASE_URL: 'cdn.example.test' }), /MEDIA_PUBLIC_BASE_URL must be/);

    const diskEnv = { S3_PRESIGN: '1', MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.test' };
    assert.deepEqual(ignoredStorageSettings(diskEnv), [
      'MEDIA_PUBLIC_BASE_URL is ignored without S3_BUCKET: files are stored on disk and served by the api',
      'S3_PRESIGN is ignored without S3_BUCKET: files are stored on disk and served by the api',
    ]);
    assert.deepEqual(ignoredStorageSettings(s3.env), []);
    const dataDir = await mkdtemp(join(tmpdir(), 'td-api-disk-'));
    dirs.push(dataDir);
    const disk = await storageFromEnv(dataDir, diskEnv);
    assert.equal(disk.kind, 'disk');
    assert.equal(await disk.publicUrl('media/c.png', {}), null);
    await mkdir(join(dataDir, 'media'), { recursive: true });
    await writeFile(join(dataDir, 'media', 'c.png'), png);
    const server = await buildServer({ db: uploader.db, dataDir, shellDist: uploader.shellDist, rateLimits: RELAXED_RATE_LIMITS, storage: disk });
    servers.push(server);
    const served = await server.inject({ method: 'GET', url: '/media/c.png' });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(served.rawPayload, Buffer.from(png));
  });
});
