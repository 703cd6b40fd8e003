import { readFile } from 'node:fs/promises';
import { readImageInfo } from '../media/image-info.js';
import type { UploadRecord } from '../media/store.js';
import { mediaUrl, writeMediaFile } from '../media/store.js';
import type { SeedMedia } from './content.js';
import { catGif, danceGif, equalizerGif, happyGif, loopGif } from './animations.js';
import { spinnerGif } from './gif.js';
import { seedImages } from './images.js';
import { melodyWav, wavDurationSeconds } from './wav.js';

/** Made once with seed-media/make-video.sh (ffmpeg) and committed; copied here at seed time. */
const VIDEO_FILE = new URL('../../seed-media/clip.webm', import.meta.url);
const VIDEO = { width: 320, height: 240, seconds: 4 };
/** The same clip in HD, from the same script. */
const VIDEO_HD_FILE = new URL('../../seed-media/clip-hd.webm', import.meta.url);
const VIDEO_HD = { width: 1280, height: 720, seconds: 4 };
const GIF_SIZE = 240;

/** The GIF posts' animations (content.ts GIF_POSTS), drawn at seed time. */
const ANIMATIONS: Record<string, () => Buffer> = {
  'cat-ginger': () => catGif(28, 205),
  'cat-blue': () => catGif(220, 40),
  'cat-violet': () => catGif(270, 330),
  'dance-magenta': () => danceGif(300),
  'dance-lime': () => danceGif(90),
  'happy-sun': () => happyGif(50, 190),
  'happy-rose': () => happyGif(340, 150),
  equalizer: () => equalizerGif(280),
  'loop-teal': () => loopGif(170),
  'loop-amber': () => loopGif(35),
};

/** Writes every seed picture, the GIF, the WAV and the video (SD and HD) into ${DATA_DIR}/media under generated names. */
export async function writeSeedMedia(dataDir: string): Promise<{ media: SeedMedia; uploads: Omit<UploadRecord, 'ownerUserId'>[] }> {
  const uploads: Omit<UploadRecord, 'ownerUserId'>[] = [];
  const store = async (bytes: Buffer, extension: string, mime: string, kind: UploadRecord['kind'], size?: { width: number; height: number }) => {
    const name = await writeMediaFile(dataDir, bytes, extension);
    uploads.push({ name, mime, sizeBytes: bytes.length, kind, ...size });
    return mediaUrl(name);
  };

  const images = new Map<string, { url: string; width: number; height: number }>();
  for (const image of seedImages()) {
    const size = { width: image.width, height: image.height };
    images.set(image.key, { url: await store(image.bytes, 'png', 'image/png', 'image', size), ...size });
  }
  const gifSize = { width: GIF_SIZE, height: GIF_SIZE };
  const gifUrl = await store(spinnerGif(GIF_SIZE), 'gif', 'image/gif', 'image', gifSize);
  const animations = new Map<string, { url: string; width: number; height: number }>();
  for (const [key, draw] of Object.entries(ANIMATIONS)) {
    const bytes = draw();
    // Sized from the GIF's own header, as an upload would be.
    const info = readImageInfo(bytes);
    if (!info) throw new Error(`seed GIF "${key}" is not a readable image`);
    const size = { width: info.width, height: info.height };
    animations.set(key, { url: await store(bytes, 'gif', info.mime, 'image', size), ...size });
  }
  const wav = melodyWav();
  const audioUrl = await store(wav, 'wav', 'audio/wav', 'audio');
  const videoUrl = await store(await readFile(VIDEO_FILE), 'webm', 'video/webm', 'video', VIDEO);
  const videoHdUrl = await store(await readFile(VIDEO_HD_FILE), 'webm', 'video/webm', 'video', VIDEO_HD);

  const media: SeedMedia = {
    image: (key) => {
      const image = images.get(key);
      if (!image) throw new Error(`no seed image "${key}"`);
      return image;
    },
    gif: { url: gifUrl, ...gifSize },
    animation: (key) => {
      const animation = animations.get(key);
      if (!animation) throw new Error(`no seed animation "${key}"`);
      return animation;
    },
    audio: { url: audioUrl, seconds: wavDurationSeconds(wav) },
    video: { url: videoUrl, ...VIDEO },
    videoHd: { url: videoHdUrl, width: VIDEO_HD.width, height: VIDEO_HD.height },
  };
  return { media, uploads };
}
