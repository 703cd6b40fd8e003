import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../testing/app.js';
import { ensureImageVariant, stripImageMetadata, writeImageVariants } from './variants.js';

/** A photo as a phone takes it: JPEG with camera and GPS (IFD3) data, stored sideways (EXIF orientation 6). */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneCo', Model: 'P1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .toBuffer();
}

describe('image variants', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'td-variants-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('strips camera and GPS data from a stored photo and turns it upright', async () => {
    const path = join(dir, 'Phone1.jpg');
    await writeFile(path, await phonePhoto(800, 600));
    assert.ok((await sharp(path).metadata()).exif);
    assert.deepEqual(await stripImageMetadata(path, 'jpg'), { width: 600, height: 800 });
    const stripped = await sharp(path).metadata();
    assert.equal(stripped.exif, undefined);
    assert.equal(stripped.width, 600);
    assert.equal(await stripImageMetadata(path, 'jpg'), null, 'nothing left to strip');
  });

  it('writes every width below the original and the original width as AVIF, WebP and the original format', async () => {
    await writeFile(join(dir, 'Wide1.png'), await sharp({ create: { width: 700, height: 350, channels: 4, background: '#3a6' } }).png().toBuffer());
    await writeImageVariants(dir, 'Wide1.png');
    const files = (await readdir(dir)).filter((file) => file.startsWith('Wide1.w')).sort();
    const expected = [250, 400, 540, 640, 700].flatMap((width) => ['avif', 'png', 'webp'].map((format) => `Wide1.w${width}.${format}`)).sort();
    assert.deepEqual(files, expected);
    const webp = await sharp(join(dir, 'Wide1.w540.webp')).metadata();
    assert.equal(webp.format, 'webp');
    assert.equal(webp.width, 540);
    assert.equal(webp.height, 270);
    assert.equal((await sharp(join(dir, 'Wide1.w250.avif')).metadata()).format, 'heif');
  });

  it('makes nothing that is not offered: other widths, another original format, missing originals', async () => {
    assert.equal(await ensureImageVariant(dir, 'Wide1.w1080.webp'), false);
    assert.equal(await ensureImageVariant(dir, 'Wide1.w300.webp'), false);
    assert.equal(await ensureImageVariant(dir, 'Wide1.w250.jpg'), false);
    assert.equal(await ensureImageVariant(dir, 'Nothing.w250.webp'), false);
    assert.equal(await ensureImageVariant(dir, '../Wide1.w250.webp'), false);
  });

  it('offers a GIF as one animated WebP of its own width, every frame kept, and nothing else', async () => {
    const frame = (background: string) => sharp({ create: { width: 120, height: 80, channels: 3, background } }).png().toBuffer();
    const animation = await sharp([await frame('#d33'), await frame('#3d3'), await frame('#33d')], { join: { animated: true } }).gif({ delay: [100, 100, 100] }).toBuffer();
    await writeFile(join(dir, 'Anim1.gif'), animation);
    await writeImageVariants(dir, 'Anim1.gif');
    assert.deepEqual((await readdir(dir)).filter((file) => file.startsWith('Anim1.')).sort(), ['Anim1.gif', 'Anim1.w120.webp']);
    const webp = await sharp(join(dir, 'Anim1.w120.webp'), { animated: true }).metadata();
    assert.equal(webp.format, 'webp');
    assert.equal(webp.pages, 3);
    assert.equal(webp.width, 120);
    assert.equal(await ensureImageVariant(dir, 'Anim1.w100.webp'), false);
    assert.equal(await ensureImageVariant(dir, 'Anim1.w120.avif'), false);
    assert.equal(await ensureImageVariant(dir, 'Anim1.w120.gif'), false);
  });
});

describe('image variants over HTTP', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await writeFile(join(t.dataDir, 'media', 'Served1.png'), await sharp({ create: { width: 600, height: 400, channels: 3, background: '#258' } }).png().toBuffer());
  });
  after(() => t.close());

  it('makes a variant on its first request and serves it as an immutable image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/Served1.w400.webp' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/webp');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await sharp(response.rawPayload).metadata()).width, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/Served1.w1080.webp' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/Served1.png' })).statusCode, 200);
  });
});
