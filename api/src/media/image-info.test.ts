import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spinnerGif } from '../seed/gif.js';
import { avatarPng } from './png.js';
import { readImageInfo } from './image-info.js';

/** The smallest JPEG header that carries a size: SOI, an APP0 segment, then SOF0 for 640×480. */
function tinyJpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
}

describe('readImageInfo', () => {
  it('reads PNG, GIF and JPEG type and size from the bytes', () => {
    assert.deepEqual(readImageInfo(avatarPng('someone')), { mime: 'image/png', extension: 'png', width: 128, height: 128 });
    assert.deepEqual(readImageInfo(spinnerGif(64, 2)), { mime: 'image/gif', extension: 'gif', width: 64, height: 64 });
    assert.deepEqual(readImageInfo(tinyJpeg()), { mime: 'image/jpeg', extension: 'jpg', width: 640, height: 480 });
  });

  it('refuses anything else, whatever it claims to be', () => {
    assert.equal(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
    assert.equal(readImageInfo(Buffer.from('GIF89a')), null);
    assert.equal(readImageInfo(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])), null);
    assert.equal(readImageInfo(Buffer.alloc(0)), null);
  });
});
