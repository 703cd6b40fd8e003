import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as bytes from '../testing/media-fixtures.js';
import { spinnerGif } from '../seed/gif.js';
import { detectAudio, detectImage, detectMedia, detectVideo } from './detect.js';

describe('detectMedia (type by magic bytes)', () => {
  it('reads JPEG, PNG, GIF and WebP (lossy, lossless, extended) with their size', () => {
    assert.deepEqual(detectImage(bytes.jpegBytes()), { mime: 'image/jpeg', extension: 'jpg', width: 640, height: 480 });
    assert.deepEqual(detectImage(bytes.pngBytes(3, 2)), { mime: 'image/png', extension: 'png', width: 3, height: 2 });
    assert.deepEqual(detectImage(bytes.gifBytes(5, 4)), { mime: 'image/gif', extension: 'gif', width: 5, height: 4 });
    assert.deepEqual(detectImage(spinnerGif(32, 2)), { mime: 'image/gif', extension: 'gif', width: 32, height: 32 });
    assert.deepEqual(detectImage(bytes.webpLossyBytes(16, 12)), { mime: 'image/webp', extension: 'webp', width: 16, height: 12 });
    assert.deepEqual(detectImage(bytes.webpLosslessBytes(7, 9)), { mime: 'image/webp', extension: 'webp', width: 7, height: 9 });
    assert.deepEqual(detectImage(bytes.webpExtendedBytes(300, 200)), { mime: 'image/webp', extension: 'webp', width: 300, height: 200 });
  });

  it('reads MP3 (ID3 or frame sync), AAC (ADTS), M4A, Ogg and WAV', () => {
    const audio = (input: Buffer) => detectAudio(input)?.mime;
    assert.equal(audio(bytes.mp3Id3Bytes()), 'audio/mpeg');
    assert.equal(audio(bytes.mp3FrameBytes()), 'audio/mpeg');
    assert.equal(audio(bytes.aacAdtsBytes()), 'audio/aac');
    assert.equal(audio(bytes.m4aBytes()), 'audio/mp4');
    assert.equal(audio(bytes.oggBytes()), 'audio/ogg');
    assert.deepEqual(detectAudio(bytes.wavBytes()), { mime: 'audio/wav', extension: 'wav', width: 0, height: 0 });
    assert.equal(detectAudio(bytes.mp3Id3Bytes())?.extension, 'mp3');
    assert.equal(detectAudio(bytes.m4aBytes())?.extension, 'm4a');
  });

  it('reads MP4, QuickTime and WebM', () => {
    assert.deepEqual(detectVideo(bytes.mp4Bytes()), { mime: 'video/mp4', extension: 'mp4', width: 0, height: 0 });
    assert.equal(detectVideo(bytes.quickTimeBytes())?.mime, 'video/quicktime');
    assert.equal(detectVideo(bytes.quickTimeBytes())?.extension, 'mov');
    assert.equal(detectVideo(bytes.webmBytes())?.mime, 'video/webm');
  });

  it('refuses text, empty and truncated files, and one kind posing as another', () => {
    for (const kind of ['image', 'audio', 'video'] as const) {
      assert.equal(detectMedia(bytes.textBytes(), kind), null, kind);
      assert.equal(detectMedia(Buffer.alloc(0), kind), null, kind);
      assert.equal(detectMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), kind), null, kind);
    }
    assert.equal(detectImage(Buffer.from('GIF89a')), null);
    assert.equal(detectImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), null);
    assert.equal(detectImage(bytes.wavBytes()), null);
    assert.equal(detectAudio(bytes.pngBytes()), null);
    assert.equal(detectAudio(Buffer.from('ID3')), null);
    assert.equal(detectAudio(Buffer.from([0xff, 0xff, 0xff, 0xff])), null);
    assert.equal(detectAudio(bytes.mp4Bytes().fill(0x20, 8, 12)), null, 'an unknown ftyp brand');
    assert.equal(detectAudio(bytes.quickTimeBytes()), null);
    assert.equal(detectVideo(bytes.m4aBytes()), null);
    assert.equal(detectVideo(bytes.wavBytes()), null);
    assert.equal(detectVideo(bytes.matroskaBytes()), null);
    assert.equal(detectVideo(bytes.jpegBytes()), null);
  });
});
