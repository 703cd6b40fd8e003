import { stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseFile, selectCover } from 'music-metadata';
import { detectImage } from './detect.js';
import { imageWithinLimits } from './image-limits.js';
import { newMediaName } from './store.js';
import { stripImageMetadata } from './variants.js';

/**
 * The track tags of an uploaded audio file (A§3.4 trackTitle, trackArtist, trackAlbum, albumArt; A§7.2 "id3
 * tags"), read with music-metadata: ID3v1/v2 in MP3, iTunes atoms in M4A, Vorbis comments in Ogg, RIFF INFO in
 * WAV. The form fills Track, Artist and Album with them; the person may still change them.
 */
export interface AudioTags {
  title: string;
  artist: string;
  album: string;
  /** The cover picture's bytes (the front cover first), not yet known to be an image. */
  picture: Buffer | null;
}

/** post/update's limit on each id3_tags field: what the form sends back must pass it. */
export const TAG_TEXT_MAX = 500;

const NO_TAGS: AudioTags = { title: '', artist: '', album: '', picture: null };

/** A tag as one line of text: control characters and whitespace runs become one space; at most 500 characters. */
export function tagText(value: unknown): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  return [...line].slice(0, TAG_TEXT_MAX).join('').trim();
}

/** The tags of a stored audio file; none when it has none or they cannot be read (the file is still taken). */
export async function readAudioTags(path: string): Promise<AudioTags> {
  try {
    // Only the tags: no scan of the whole file for its duration.
    const { common } = await parseFile(path, { duration: false });
    const cover = selectCover(common.picture);
    return {
      title: tagText(common.title),
      artist: tagText(common.artist),
      album: tagText(common.album),
      picture: cover && cover.data.length > 0 ? Buffer.from(cover.data) : null,
    };
  } catch {
    return NO_TAGS;
  }
}

export interface AlbumArt {
  name: string;
  mime: string;
  width: number;
  height: number;
  sizeBytes: number;
}

/**
 * Stores a tag's cover picture in `dir` as an image upload would be: typed by its bytes (never by the type the
 * tag claims), at most `maxBytes`, within the image size limits, without its metadata. Null when it is not such
 * an image; the audio is taken without it then.
 */
export async function writeAlbumArt(dir: string, picture: Buffer, maxBytes: number): Promise<AlbumArt | null> {
  const media = picture.length <= maxBytes ? detectImage(picture) : null;
  if (!media) return null;
  const name = newMediaName(media.extension);
  const path = join(dir, name);
  await writeFile(path, picture, { flag: 'wx' });
  try {
    if (!(await imageWithinLimits(path, media))) throw new Error('album art over the image limits');
    const size = (await stripImageMetadata(path, media.extension)) ?? media;
    return { name, mime: media.mime, width: size.width, height: size.height, sizeBytes: (await stat(path)).size };
  } catch {
    await unlink(path).catch(() => undefined);
    return null;
  }
}
