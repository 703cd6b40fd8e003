import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
import { diskStorage, storageFromEnv, type Storage } from './storage.js';

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
    assert.equal(storageFromEnv('/tmp/x', {}).kind, 'disk');
    const fromEnv = storageFromEnv('/tmp/x', s3.env);
    assert.equal(fromEnv.kind, 's3');
    await fromEnv.put('media/env.txt', Buffer.from('via env'));
    assert.equal((await s3.storage().get('media/env.txt'))?.toString(), 'via env');
  });

  it('says an unreachable store is not ready', async () => {
    const nowhere = storageFromEnv('/tmp/x', { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'none' });
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
          previous: [{ entry: entry('1.0.0-aaaa'), version: '1.0.0-aaaa', bus: null }],
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
