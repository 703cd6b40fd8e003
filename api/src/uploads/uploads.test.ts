import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import type { PostContent, SaveResponse, UploadedFile } from '../contracts.js';
import { USER_LIMITS } from '../accounts/bootstrap.js';
import { createTestApp, type TestApp, type TestClient } from '../testing/app.js';
import * as bytes from '../testing/media-fixtures.js';
import { multipartBody } from '../testing/multipart.js';
import { actors, type Actors, withSeededApp } from '../testing/post-fixtures.js';
import { FILE_TOO_BIG, MULTIPART_OVERHEAD_BYTES } from './routes.js';
import { UPLOAD_LIMITS } from './limits.js';


/** upload_audio's answer: the file with the tags read from it. */
type UploadedAudio = UploadedFile & { id3_tags: { title: string; artist: string; album: string }; album_art: string };

const ROUTES = { photo: '/svc/post/upload_photo', audio: '/svc/post/upload_audio', video: '/svc/post/upload_video' } as const;

function upload(client: TestClient, field: keyof typeof ROUTES, file: Buffer, filename = 'file.bin', options: { formKey?: string | null; url?: string } = {}) {
  const body = multipartBody([{ field, filename, contentType: 'application/octet-stream', bytes: file }]);
  return client.request<UploadedFile>({ method: 'POST', url: options.url ?? ROUTES[field], payload: body.payload, headers: body.headers, formKey: options.formKey });
}

describe('uploads: upload_photo, upload_audio, upload_video', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('needs a signed-in user and the form key', async () => {
    for (const field of ['photo', 'audio', 'video'] as const) {
      assert.equal((await upload(a.anonymous, field, bytes.pngBytes())).statusCode, 401, field);
      const noKey = await upload(a.demo, field, bytes.pngBytes(), 'a.png', { formKey: null });
      assert.equal(noKey.statusCode, 403, field);
      assert.equal(noKey.envelope.meta.msg, 'Invalid form key');
    }
  });

  it('stores a PNG under a generated name, records it as the user’s, and serves it as image/png', async () => {
    const png = bytes.pngBytes(3, 2);
    const response = await upload(a.demo, 'photo', png, 'holiday.png');
    assert.equal(response.statusCode, 200, response.body);
    const file = response.envelope.response;
    assert.match(file.url, /^\/media\/[A-Za-z0-9_-]{16}\.png$/);
    assert.equal(file.url, `/media/${file.key}`);
    assert.deepEqual({ mime: file.mime, bytes: file.bytes, width: file.width, height: file.height }, { mime: 'image/png', bytes: png.length, width: 3, height: 2 });
    assert.ok(!file.key.includes('holiday'), 'the name is generated, not the one sent');

    const row = await t.db.selectFrom('uploads').selectAll().where('name', '=', file.key).executeTakeFirstOrThrow();
    const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    assert.deepEqual(
      { owner: row.owner_user_id, kind: row.kind, mime: row.mime, size: row.size_bytes, width: row.width, height: row.height, original: row.original_name },
      { owner: demo.id, kind: 'image', mime: 'image/png', size: png.length, width: 3, height: 2, original: 'holiday.png' },
    );
    assert.ok(row.created_at instanceof Date);

    const served = await t.app.inject({ method: 'GET', url: file.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(served.rawPayload, png);
  });

  it('takes every image, audio and video type by its bytes and serves it with that type', async () => {
    // Stored images are decoded (sizes, EXIF stripped), so these are real pictures, not bare headers.
    const picture = sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 30, g: 120, b: 200 } } });
    const cases: [keyof typeof ROUTES, Buffer, string, string][] = [
      ['photo', await picture.clone().jpeg().toBuffer(), 'image/jpeg', 'jpg'],
      ['photo', await picture.clone().gif().toBuffer(), 'image/gif', 'gif'],
      ['photo', await picture.clone().webp({ lossless: true }).toBuffer(), 'image/webp', 'webp'],
      ['audio', bytes.mp3Id3Bytes(), 'audio/mpeg', 'mp3'],
      ['audio', bytes.aacAdtsBytes(), 'audio/aac', 'aac'],
      ['audio', bytes.m4aBytes(), 'audio/mp4', 'm4a'],
      ['audio', bytes.oggBytes(), 'audio/ogg', 'ogg'],
      ['audio', bytes.wavBytes(), 'audio/wav', 'wav'],
      ['video', bytes.mp4Bytes(), 'video/mp4', 'mp4'],
      ['video', bytes.quickTimeBytes(), 'video/quicktime', 'mov'],
      ['video', bytes.webmBytes(), 'video/webm', 'webm'],
    ];
    for (const [field, file, mime, extension] of cases) {
      const response = await upload(a.demo, field, file, 'upload.dat');
      assert.equal(response.statusCode, 200, `${mime}: ${response.body}`);
      assert.equal(response.envelope.response.mime, mime);
      assert.ok(response.envelope.response.url.endsWith(`.${extension}`), response.envelope.response.url);
      assert.equal(response.envelope.response.bytes, file.length);
      const served = await t.app.inject({ method: 'GET', url: response.envelope.response.url });
      assert.equal(served.headers['content-type'], mime, `served ${extension}`);
    }
  });

  it('refuses a file whose bytes are not of its kind, whatever its name says', async () => {
    const cases: [keyof typeof ROUTES, Buffer, string][] = [
      ['photo', bytes.textBytes(), 'This is not valid image file.'],
      ['photo', bytes.wavBytes(), 'This is not valid image file.'],
      ['photo', Buffer.alloc(0), 'This is not valid image file.'],
      ['audio', bytes.pngBytes(), 'This is not valid audio file.'],
      ['audio', bytes.textBytes(), 'This is not valid audio file.'],
      ['video', bytes.wavBytes(), 'This is not valid video file.'],
      ['video', bytes.matroskaBytes(), 'This is not valid video file.'],
    ];
    for (const [field, file, message] of cases) {
      const response = await upload(a.demo, field, file, field === 'photo' ? 'fake.png' : 'fake.mp4');
      assert.equal(response.statusCode, 400, `${message}: ${response.body}`);
      assert.equal(response.envelope.meta.msg, message);
      assert.deepEqual(response.envelope.errors, [{ field, detail: message }]);
    }
  });

  it('refuses a file over the limit with 400, and a body over the multipart limit with 400 before reading it', async () => {
    const max = USER_LIMITS.image_upload_max_bytes;
    const justOver = Buffer.concat([bytes.pngBytes(), Buffer.alloc(max + 1 - bytes.pngBytes().length)]);
    const tooBig = await upload(a.demo, 'photo', justOver, 'big.png');
    assert.equal(tooBig.statusCode, 400, tooBig.body);
    assert.equal(tooBig.envelope.meta.msg, FILE_TOO_BIG);
    assert.deepEqual(tooBig.envelope.errors, [{ field: 'photo', detail: FILE_TOO_BIG }]);

    const atLimit = Buffer.concat([bytes.pngBytes(), Buffer.alloc(max - bytes.pngBytes().length)]);
    const fits = await upload(a.demo, 'photo', atLimit, 'limit.png');
    assert.equal(fits.statusCode, 200, fits.body);
    assert.equal(fits.envelope.response.bytes, max);

    const body = Buffer.alloc(max + MULTIPART_OVERHEAD_BYTES + 1);
    const huge = await upload(a.demo, 'photo', body, 'huge.png');
    assert.equal(huge.statusCode, 400, huge.body);
    assert.equal(huge.envelope.meta.msg, FILE_TOO_BIG);
    assert.equal(huge.envelope.errors?.[0]?.field, 'photo');
  });

  it('gives the form data the same image limit the upload enforces', async () => {
    const data = await a.demo.post<{ limits: Record<string, number> }>('/svc/post/get_post_form_builder_data', {});
    assert.equal(data.envelope.response.limits.image_upload_max_bytes, USER_LIMITS.image_upload_max_bytes);
    assert.equal(data.envelope.response.limits.audio_upload_max_bytes, UPLOAD_LIMITS.audio_upload_max_bytes);
    assert.equal(data.envelope.response.limits.video_upload_max_bytes, UPLOAD_LIMITS.video_upload_max_bytes);
  });

  it('needs one file, in the kind’s field of a multipart body', async () => {
    const wrongField = await upload(a.demo, 'photo', bytes.pngBytes(), 'a.png', { url: ROUTES.audio });
    assert.equal(wrongField.statusCode, 400);
    assert.equal(wrongField.envelope.errors?.[0]?.field, 'audio');
    const json = await a.demo.post(ROUTES.photo, { photo: 'x' });
    assert.equal(json.statusCode, 400);
    assert.equal(json.envelope.errors?.[0]?.field, 'photo');
    const fieldsOnly = multipartBody([], { note: 'no file here' });
    const empty = await a.demo.request({ method: 'POST', url: ROUTES.video, payload: fieldsOnly.payload, headers: fieldsOnly.headers });
    assert.equal(empty.statusCode, 400);
    const two = multipartBody([
      { field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: bytes.pngBytes() },
      { field: 'photo', filename: 'b.png', contentType: 'image/png', bytes: bytes.pngBytes() },
    ]);
    const twoFiles = await a.demo.request<UploadedFile>({ method: 'POST', url: ROUTES.photo, payload: two.payload, headers: two.headers });
    assert.equal(twoFiles.statusCode, 400, twoFiles.body);
    assert.equal(twoFiles.envelope.meta.msg, 'The request is too large.');
  });

  it('answers malformed bodies with a 4xx, never a 500', async () => {
    const good = multipartBody([{ field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: bytes.pngBytes() }]);
    const cases: { payload: Buffer | string; type: string }[] = [
      { payload: good.payload.subarray(0, good.payload.length - 30), type: good.headers['content-type']! },
      { payload: good.payload, type: 'multipart/form-data' },
      { payload: good.payload, type: 'multipart/form-data; boundary=wrong' },
      { payload: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc', type: 'multipart/form-data; boundary=x' },
      { payload: bytes.pngBytes(), type: 'image/png' },
      { payload: '', type: good.headers['content-type']! },
    ];
    for (const { payload, type } of cases) {
      const response = await a.demo.request({ method: 'POST', url: ROUTES.photo, payload, headers: { 'content-type': type } });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${type}: ${response.statusCode} ${response.body}`);
      assert.equal(response.envelope.meta.status, response.statusCode);
    }
  });

  it('leaves nothing behind when it refuses a file', async () => {
    // Image sizes of earlier uploads (and video posters) may still be being written after their answers,
    // with their temporary files.
    const files = async () => (await readdir(join(t.dataDir, 'media'))).filter((name) => !/\.w\d+\.[a-z]+$|^\.variant-/.test(name)).sort();
    const before = await files();
    const uploadsBefore = (await t.db.selectFrom('uploads').select('name').execute()).length;
    await upload(a.demo, 'photo', bytes.textBytes(), 'fake.png');
    await upload(a.demo, 'audio', bytes.pngBytes(), 'fake.mp3');
    await upload(a.demo, 'photo', Buffer.alloc(USER_LIMITS.image_upload_max_bytes + 10), 'big.png');
    const after = await files();
    assert.deepEqual(after, before);
    assert.deepEqual(after.filter((name) => name.startsWith('.')), [], 'no temporary files');
    assert.equal((await t.db.selectFrom('uploads').select('name').execute()).length, uploadsBefore);
  });

  it('gives an uploaded video its size, length and a poster frame, which a post made from it shows (needs ffmpeg)', async () => {
    const video = (await upload(a.demo, 'video', bytes.webmBytes(), 'clip.webm')).envelope.response;
    assert.deepEqual([video.width, video.height, video.duration], [320, 240, 4]);
    assert.match(String(video.poster), /^\/media\/[A-Za-z0-9_-]+\.jpg$/);
    const poster = await t.app.inject({ method: 'GET', url: video.poster! });
    assert.equal(poster.statusCode, 200);
    assert.equal(poster.headers['content-type'], 'image/jpeg');
    const frame = await sharp(poster.rawPayload).stats();
    // The clip's colour bars, not a black frame.
    assert.ok(frame.channels.some((channel) => channel.mean > 60), 'a picture from the video');

    const saved = await a.demo.post<SaveResponse>('/svc/post/update', {
      channel_id: 'tumbledemo',
      editor_type: 0,
      post: { state: '0', type: 'video', one: '', two: '' },
      preuploaded_url: video.url,
      confirm_tos: true,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const content = saved.envelope.response.post.content as Extract<PostContent, { type: 'video' }>;
    assert.deepEqual([content.poster, content.width, content.height, content.duration], [video.poster, 320, 240, 4]);

    // A file ffmpeg cannot read is still stored, without poster or size.
    const bare = (await upload(a.demo, 'video', bytes.mp4Bytes(), 'bare.mp4')).envelope.response;
    assert.deepEqual([bare.poster, bare.width, bare.duration], [null, 0, 0]);
  });

  it('reads an uploaded MP3’s tags and cover: the answer gives them to the form, a post made from them shows them (needs ffmpeg)', async () => {
    const cover = bytes.pngBytes(40, 40);
    const mp3 = bytes.taggedMp3({ title: 'QA Tone', artist: 'QA Band', album: 'QA Album' }, cover);
    const response = await upload(a.demo, 'audio', mp3, 'qa-tone.mp3');
    assert.equal(response.statusCode, 200, response.body);
    const audio = response.envelope.response as UploadedAudio;
    assert.equal(audio.mime, 'audio/mpeg');
    assert.deepEqual(audio.id3_tags, { title: 'QA Tone', artist: 'QA Band', album: 'QA Album' });
    // The cover is stored as the user's own image upload, typed and sized by its bytes.
    assert.match(audio.album_art, /^\/media\/[A-Za-z0-9_-]{16}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: audio.album_art });
    assert.equal(served.headers['content-type'], 'image/png');
    assert.deepEqual(served.rawPayload, cover);
    const row = await t.db.selectFrom('uploads').selectAll().where('name', '=', audio.album_art.slice('/media/'.length)).executeTakeFirstOrThrow();
    const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    assert.deepEqual([row.kind, row.owner_user_id, row.width, row.height], ['image', demo.id, 40, 40]);

    // The person may change a tag before posting: the post keeps what the form sends.
    const saved = await a.demo.post<SaveResponse>('/svc/post/update', {
      channel_id: 'tumbledemo',
      editor_type: 0,
      post: { state: '0', type: 'audio', one: '', two: '' },
      preuploaded_url: audio.url,
      confirm_tos: true,
      id3_tags: { ...audio.id3_tags, album: 'QA Album (live)' },
      album_art: audio.album_art,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const content = saved.envelope.response.post.content as Extract<PostContent, { type: 'audio' }>;
    assert.deepEqual(
      [content.trackTitle, content.trackArtist, content.trackAlbum, content.albumArt],
      ['QA Tone', 'QA Band', 'QA Album (live)', audio.album_art],
    );

    // Audio without tags answers empty ones.
    const plain = (await upload(a.demo, 'audio', bytes.wavBytes(), 'plain.wav')).envelope.response as UploadedAudio;
    assert.deepEqual([plain.id3_tags, plain.album_art], [{ title: '', artist: '', album: '' }, '']);
  });

  it('takes as album art only an http(s) picture, the user’s own image upload or the art already on the post', async () => {
    const audio = (await upload(a.demo, 'audio', bytes.wavBytes(), 'song.wav')).envelope.response;
    const mine = (await upload(a.demo, 'photo', bytes.pngBytes(5, 5), 'art.png')).envelope.response;
    const theirs = (await upload(a.friend, 'photo', bytes.pngBytes(5, 5), 'theirs.png')).envelope.response;
    const artOf = async (album_art: string, post_id?: string) => {
      const saved = await a.demo.post<SaveResponse>('/svc/post/update', {
        channel_id: 'tumbledemo',
        ...(post_id ? { post_id } : {}),
        editor_type: 0,
        post: { state: '0', type: 'audio', one: '', two: '' },
        preuploaded_url: audio.url,
        confirm_tos: true,
        album_art,
      });
      assert.equal(saved.statusCode, 200, saved.body);
      return saved.envelope.response.post;
    };
    assert.equal(((await artOf('https://example.com/cover.jpg')).content as Extract<PostContent, { type: 'audio' }>).albumArt, 'https://example.com/cover.jpg');
    const post = await artOf(mine.url);
    assert.equal((post.content as Extract<PostContent, { type: 'audio' }>).albumArt, mine.url);
    for (const refused of [theirs.url, audio.url, '/media/not-an-upload.png', 'javascript:alert(1)']) {
      assert.equal(((await artOf(refused)).content as Extract<PostContent, { type: 'audio' }>).albumArt, '', refused);
    }
    // An edit keeps the art the post has, whoever uploaded it.
    await t.db.updateTable('uploads').set({ owner_user_id: null }).where('name', '=', mine.key).execute();
    assert.equal(((await artOf(mine.url, post.id)).content as Extract<PostContent, { type: 'audio' }>).albumArt, mine.url);
  });

  it('lets post/update use only the user’s own uploads, of the right kind', async () => {
    const audio = (await upload(a.demo, 'audio', bytes.wavBytes(), 'song.wav')).envelope.response;
    const video = (await upload(a.demo, 'video', bytes.webmBytes(), 'clip.webm')).envelope.response;
    const photo = (await upload(a.demo, 'photo', bytes.pngBytes(4, 3), 'pic.png')).envelope.response;
    const save = (client: TestClient, channel: string, post: Record<string, unknown>, extra: Record<string, unknown>) =>
      client.post<SaveResponse>('/svc/post/update', { channel_id: channel, editor_type: 0, post: { state: '0', one: '', two: '', ...post }, ...extra });

    const mine = await save(a.demo, 'tumbledemo', { type: 'audio' }, { preuploaded_url: audio.url, preuploaded_key: audio.key, confirm_tos: true });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal((mine.envelope.response.post.content as Extract<PostContent, { type: 'audio' }>).url, audio.url);
    const byKey = await save(a.demo, 'tumbledemo', { type: 'video' }, { preuploaded_key: video.key, confirm_tos: true });
    assert.equal(byKey.statusCode, 200, byKey.body);
    assert.equal((byKey.envelope.response.post.content as Extract<PostContent, { type: 'video' }>).url, video.url);
    const photoPost = await save(a.demo, 'tumbledemo', { type: 'photo' }, { images: { o1: photo.url } });
    assert.equal(photoPost.statusCode, 200, photoPost.body);
    const photos = (photoPost.envelope.response.post.content as Extract<PostContent, { type: 'photo' }>).photos;
    assert.deepEqual(photos.map(({ url, width, height }) => ({ url, width, height })), [{ url: photo.url, width: 4, height: 3 }]);

    const refusals: [TestClient, string, Record<string, unknown>, Record<string, unknown>, string][] = [
      [a.friend, 'friendly', { type: 'audio' }, { preuploaded_url: audio.url, confirm_tos: true }, 'Please choose an audio source before continuing.'],
      [a.demo, 'tumbledemo', { type: 'audio' }, { preuploaded_url: video.url, confirm_tos: true }, 'Please choose an audio source before continuing.'],
      [a.demo, 'tumbledemo', { type: 'audio' }, { preuploaded_url: audio.url, preuploaded_key: video.key, confirm_tos: true }, 'Please choose an audio source before continuing.'],
      [a.demo, 'tumbledemo', { type: 'video' }, { preuploaded_url: audio.url, confirm_tos: true }, 'No video specified.'],
      [a.demo, 'tumbledemo', { type: 'video' }, { preuploaded_url: video.url }, 'You must agree that you have permission to share this file.'],
      [a.friend, 'friendly', { type: 'photo' }, { images: { o1: photo.url } }, 'This photo could not be used.'],
      [a.demo, 'tumbledemo', { type: 'photo' }, { images: { o1: audio.url } }, 'This photo could not be used.'],
    ];
    for (const [client, channel, post, extra, message] of refusals) {
      const response = await save(client, channel, post, extra);
      assert.equal(response.statusCode, 400, `${message}: ${response.body}`);
      assert.equal(response.envelope.meta.msg, message);
    }
  });
});

describe('uploads: a server closing right after an upload', () => {
  it('finishes writing the picture\'s variants before it closes', async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { demo } = await actors(t);
      const response = await upload(demo, 'photo', bytes.pngBytes(700, 400), 'wide.png');
      assert.equal(response.statusCode, 200, response.body);
      await t.app.close();
      const base = response.envelope.response.key.replace(/\.png$/, '');
      const variants = (await readdir(join(t.dataDir, 'media'))).filter((name) => name.startsWith(`${base}.w`)).sort();
      // 250, 400, 540 and 640 wide and its own 700, each as AVIF, WebP and PNG.
      assert.equal(variants.length, 15, variants.join(', '));
    } finally {
      await t.close();
    }
  });
});
