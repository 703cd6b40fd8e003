import assert from 'node:assert/strict';
import { deflateSync, crc32 } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { spinnerGif } from '../seed/gif.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/app.js';
import { multipartBody } from '../testing/multipart.js';
import { imageWithinLimits, MAX_IMAGE_FRAMES, withinImageSize } from './image-limits.js';

/** A PNG declaring `width` × `height` whose pixel data is a few bytes: decoded, it would fill gigabytes. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image size limits', () => {
  it('allows up to 10,000 px a side and 50 megapixels', () => {
    assert.equal(withinImageSize(10_000, 5_000), true);
    assert.equal(withinImageSize(10_001, 10), false);
    assert.equal(withinImageSize(10, 10_001), false);
    assert.equal(withinImageSize(8_000, 7_000), false);
  });

  it('reads the size from the header, without decoding a 60000×60000 PNG', async () => {
    const started = performance.now();
    assert.equal(await imageWithinLimits(declaredPng(60_000, 60_000), { width: 0, height: 0 }), false);
    assert.equal(await imageWithinLimits(declaredPng(10_000, 5_000), { width: 0, height: 0 }), true);
    assert.equal(await imageWithinLimits(declaredPng(20, 20), { width: 60_000, height: 60_000 }), false);
    assert.ok(performance.now() - started < 5000);
  });

  it(`caps animations at ${MAX_IMAGE_FRAMES} frames`, async () => {
    assert.equal(await imageWithinLimits(spinnerGif(4, MAX_IMAGE_FRAMES), { width: 4, height: 4 }), true);
    assert.equal(await imageWithinLimits(spinnerGif(4, MAX_IMAGE_FRAMES + 1), { width: 4, height: 4 }), false);
  });
});

describe('uploads and message images over the limits', () => {
  let t: TestApp;
  let client: TestClient;
  before(async () => {
    t = await createTestApp();
    client = t.client();
    await client.bootstrap();
    await client.post('/svc/account/register', { email: 'big@example.com', password: 'long-enough-password', blog_name: 'big-pictures' });
  });
  after(() => t.close());

  const upload = (bytes: Buffer) => {
    const body = multipartBody([{ field: 'photo', filename: 'bomb.png', contentType: 'image/png', bytes }]);
    return client.request({ method: 'POST', url: '/svc/post/upload_photo', payload: body.payload, headers: body.headers });
  };

  it('refuses a photo declaring 60000×60000 with the invalid-image text, and keeps nothing', async () => {
    const response = await upload(declaredPng(60_000, 60_000));
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.envelope.meta.msg, 'This is not valid image file.');
    assert.equal((await t.db.selectFrom('uploads').select('name').execute()).length, 1, 'only the sign-up avatar');
  });

  it('refuses an animated GIF of too many frames', async () => {
    const response = await upload(spinnerGif(4, MAX_IMAGE_FRAMES + 1));
    assert.equal(response.statusCode, 400);
    assert.equal(response.envelope.meta.msg, 'This is not valid image file.');
  });

  it('takes a photo within the limits', async () => {
    assert.equal((await upload(declaredPng(200, 100))).statusCode, 200);
  });
});
