import { readFile } from 'node:fs/promises';
import type { UploadRecord } from '../media/store.js';
import { mediaUrl, writeMediaFile } from '../media/store.js';
import type { SeedMedia } from './content.js';
import { spinnerGif } from './gif.js';
import { seedImages } from './images.js';
import { melodyWav, wavDurationSeconds } from './wav.js';

/** Made once with seed-media/make-video.sh (ffmpeg) and committed; copied here at seed time. */
const VIDEO_FILE = new URL('../../seed-media/clip.webm', import.meta.url);
const VIDEO = { width: 320, height: 240, seconds: 4 };
const GIF_SIZE = 240;

/** Writes every seed picture, the GIF, the WAV and the video into ${DATA_DIR}/media under generated names. */
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
  const wav = melodyWav();
  const audioUrl = await store(wav, 'wav', 'audio/wav', 'audio');
  const videoUrl = await store(await readFile(VIDEO_FILE), 'webm', 'video/webm', 'video', VIDEO);

  const media: SeedMedia = {
    image: (key) => {
      const image = images.get(key);
      if (!image) throw new Error(`no seed image "${key}"`);
      return image;
    },
    gif: { url: gifUrl, ...gifSize },
    audio: { url: audioUrl, seconds: wavDurationSeconds(wav) },
    video: { url: videoUrl, ...VIDEO },
  };
  return { media, uploads };
}
