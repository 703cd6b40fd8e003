import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as bytes from '../testing/media-fixtures.js';
import { readAudioTags, tagText, TAG_TEXT_MAX, writeAlbumArt } from './audio-tags.js';

describe('audio tags', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'audio-tags-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  const stored = async (name: string, file: Buffer) => {
    const path = join(dir, name);
    await writeFile(path, file);
    return path;
  };

  it('makes a tag one line of at most 500 characters', () => {
    assert.equal(tagText('  QA\u0000 Tone\r\n(live)\t '), 'QA Tone (live)');
    assert.equal(tagText('é'.repeat(600)), 'é'.repeat(TAG_TEXT_MAX));
    // Cut between characters, never inside one.
    assert.equal([...tagText('🎵'.repeat(600))].length, TAG_TEXT_MAX);
    assert.equal(tagText(undefined), '');
    assert.equal(tagText(42), '');
  });

  it('reads the title, artist, album and front cover of an MP3 (needs ffmpeg)', async () => {
    const cover = bytes.pngBytes(12, 12);
    const path = await stored('tagged.mp3', bytes.taggedMp3({ title: 'QA Tone', artist: 'QA Band', album: 'QA Album' }, cover));
    const tags = await readAudioTags(path);
    assert.deepEqual({ ...tags, picture: tags.picture?.equals(cover) }, { title: 'QA Tone', artist: 'QA Band', album: 'QA Album', picture: true });
  });

  it('reads nothing from audio without tags, or from a file it cannot parse', async () => {
    const none = { title: '', artist: '', album: '', picture: null };
    assert.deepEqual(await readAudioTags(await stored('plain.wav', bytes.wavBytes())), none);
    assert.deepEqual(await readAudioTags(await stored('broken.mp3', Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f])]))), none);
  });

  it('stores a cover only when its bytes are an image within the limits, whatever type its tag claims', async () => {
    const png = await writeAlbumArt(dir, bytes.pngBytes(12, 10), 10_000);
    assert.ok(png);
    assert.match(png.name, /^[A-Za-z0-9_-]{16}\.png$/);
    assert.deepEqual({ mime: png.mime, width: png.width, height: png.height }, { mime: 'image/png', width: 12, height: 10 });

    const before = await readdir(dir);
    assert.equal(await writeAlbumArt(dir, Buffer.from('<svg onload="alert(1)"></svg>'), 10_000), null);
    assert.equal(await writeAlbumArt(dir, bytes.pngBytes(12, 10), 10), null, 'over the byte limit');
    assert.equal(await writeAlbumArt(dir, bytes.gifBytes(20_000, 20_000), 10_000), null, 'over the pixel limits');
    assert.deepEqual(await readdir(dir), before, 'nothing left behind');
  });

  it('reads a cover that is not an image as a picture, which is then not stored', async () => {
    const tag = bytes.id3v23Tag({ TIT2: 'Fake cover' }, { mime: 'image/png', bytes: Buffer.from('not a picture at all') });
    const tags = await readAudioTags(await stored('fake-cover.mp3', Buffer.concat([tag, bytes.taggedMp3({})])));
    assert.equal(tags.title, 'Fake cover');
    assert.ok(tags.picture);
    assert.equal(await writeAlbumArt(dir, tags.picture, 10_000), null);
  });
});
