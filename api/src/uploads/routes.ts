import { rename } from 'node:fs/promises';
import { shareLocalFile } from '../storage/shared-files.js';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { USER_LIMITS } from '../accounts/bootstrap.js';
import type { Db } from '../db/connect.js';
import { badRequest, ok, type HttpError } from '../http/envelope.js';
import { okEnvelope } from '../http/envelope-schema.js';
import { readAudioTags, writeAlbumArt } from '../media/audio-tags.js';
import { detectMedia, DETECT_HEAD_BYTES, type MediaKind } from '../media/detect.js';
import { mediaDir, mediaUrl, newMediaName, recordUpload } from '../media/store.js';
import { stripImageMetadata, writeImageVariants } from '../media/variants.js';
import { imageWithinLimits } from '../media/image-limits.js';
import { describeVideo } from '../media/video-poster.js';
import { rateLimits } from '../rate-limit/limits.js';
import { UPLOAD_LIMITS } from './limits.js';
import { receiveToTemp, removeQuietly, type ReceivedFile } from './receive.js';

export const FILE_TOO_BIG = 'The file is too big. Squish it down, and try again!';
/** Room for the multipart framing and a few small fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 65_536;

interface UploadTarget {
  path: string;
  field: 'photo' | 'audio' | 'video';
  kind: MediaKind;
  /** The media type named in A§5.6's 'This is not valid %1$s file.' */
  noun: string;
  maxBytes: number;
}

/** One route per kind (mfe-compose README "Uploads"); the image limit is the one the form data gives the client. */
export const UPLOAD_TARGETS: readonly UploadTarget[] = [
  { path: '/svc/post/upload_photo', field: 'photo', kind: 'image', noun: 'image', maxBytes: USER_LIMITS.image_upload_max_bytes },
  { path: '/svc/post/upload_audio', field: 'audio', kind: 'audio', noun: 'audio', maxBytes: UPLOAD_LIMITS.audio_upload_max_bytes },
  { path: '/svc/post/upload_video', field: 'video', kind: 'video', noun: 'video', maxBytes: UPLOAD_LIMITS.video_upload_max_bytes },
];

export const invalidFileMessage = (noun: string) => `This is not valid ${noun} file.`;

const described = <T extends object>(description: string, schema: T) => ({ ...schema, description }) as const;
const FILE_PROPERTIES = {
  url: described('/media/{key}: where the file is served.', { type: 'string' }),
  key: described('The generated name the file is stored under.', { type: 'string' }),
  mime: described('The type read from the file\'s bytes.', { type: 'string' }),
  bytes: { type: 'integer' },
  width: described('Images and videos; 0 when not known.', { type: 'integer' }),
  height: { type: 'integer' },
} as const;
const FILE_REQUIRED = ['url', 'key', 'mime', 'bytes', 'width', 'height'] as const;
const tagText = { type: 'string', maxLength: 500 } as const;

/** What each kind's upload answers (mfe-compose README "Uploads"). */
const UPLOAD_RESPONSES = {
  image: okEnvelope({ type: 'object', required: FILE_REQUIRED, properties: FILE_PROPERTIES }),
  audio: okEnvelope({
    type: 'object',
    required: [...FILE_REQUIRED, 'id3_tags', 'album_art'],
    properties: {
      ...FILE_PROPERTIES,
      id3_tags: described("The file's own track tags (A§3.4; ID3, iTunes, Vorbis or RIFF INFO); empty when it has none.", {
        type: 'object',
        required: ['title', 'artist', 'album'],
        properties: { title: tagText, artist: tagText, album: tagText },
      }),
      album_art: described("The file's cover picture, stored as the user's image upload; empty when it has none.", { type: 'string' }),
    },
  }),
  video: okEnvelope({
    type: 'object',
    required: [...FILE_REQUIRED, 'poster', 'duration'],
    properties: {
      ...FILE_PROPERTIES,
      poster: described('A frame of the video as its poster (JPEG), or null when it could not be read.', { type: ['string', 'null'] }),
      duration: described('Seconds; 0 when not known.', { type: 'number' }),
    },
  }),
} as const;

function fileError(field: string, message: string): HttpError {
  return badRequest(message, [{ field, detail: message }]);
}

/**
 * POST /svc/post/upload_photo|upload_audio|upload_video: one file in a multipart body, typed by its bytes,
 * streamed to ${DATA_DIR}/media under a generated name and recorded as the user's upload of that kind (which
 * is what post/update later accepts as theirs). The JSON body limit stays 1 MiB; multipart has its own.
 */
export async function uploadRoutes(app: FastifyInstance, { db, dataDir }: { db: Db; dataDir: string }): Promise<void> {
  // A file over its limit ends truncated instead of failing the parse: it is answered 400 below.
  if (!app.hasRequestDecorator('file')) await app.register(multipart, { throwFileSizeLimit: false });
  const dir = mediaDir(dataDir);
  // Variants still being written when the server closes are finished first: none is left half-written.
  const writingVariants = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(writingVariants);
  });

  async function upload(request: FastifyRequest, target: UploadTarget) {
    const { userId } = requireUser(request);
    const { field } = target;
    const missing = `Choose a file to upload in the field "${field}".`;
    if (!request.isMultipart()) throw fileError(field, missing);
    // A body declared larger than the file limit allows is refused before a byte of it is read.
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > target.maxBytes + MULTIPART_OVERHEAD_BYTES) throw fileError(field, FILE_TOO_BIG);

    // Every part is read (fields are ignored); a second file breaks the files limit (400), as one file per request is the contract.
    let received: ReceivedFile | null = null;
    let filename = '';
    try {
      const parts = request.parts({ limits: { fileSize: target.maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 11, headerPairs: 100 } });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== field) {
          part.file.resume();
          throw fileError(field, missing);
        }
        received = await receiveToTemp(dir, part.file, DETECT_HEAD_BYTES);
        filename = part.filename ?? '';
      }
    } catch (error) {
      if (received) await removeQuietly(received.tempPath);
      // Should an enclosing scope have registered multipart with its defaults, a file over the limit throws.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(field, FILE_TOO_BIG);
      throw error;
    }
    if (!received) throw fileError(field, missing);
    try {
      if (received.truncated) throw fileError(field, FILE_TOO_BIG);
      const media = detectMedia(received.head, target.kind);
      if (!media) throw fileError(field, invalidFileMessage(target.noun));
      const name = newMediaName(media.extension);
      const path = join(dir, name);
      await rename(received.tempPath, path);
      // Read from the header before anything decodes it: no decompression bombs, no endless animations.
      if (target.kind === 'image' && !(await imageWithinLimits(path, media))) {
        await removeQuietly(path);
        throw fileError(field, invalidFileMessage(target.noun));
      }
      // No camera or GPS data leaves with a photo; a turned photo is stored upright, its size with it.
      if (target.kind === 'image') {
        const upright = await stripImageMetadata(path, media.extension).catch(async () => {
          await removeQuietly(path);
          throw fileError(field, invalidFileMessage(target.noun));
        });
        if (upright) Object.assign(media, upright);
      }
      // A video's size, length and poster frame, an audio file's tags and cover, while the upload is still this request's.
      const video = target.kind === 'video' ? await describeVideo(dir, name, media.extension, request.log) : null;
      const poster = video?.poster ?? null;
      const tags = target.kind === 'audio' ? await readAudioTags(path) : null;
      const art = tags?.picture ? await writeAlbumArt(dir, tags.picture, USER_LIMITS.image_upload_max_bytes) : null;
      if (video) Object.assign(media, { width: video.facts.width, height: video.facts.height });
      try {
        // Every instance serves it (issue 16): copied to the shared store when there is one.
        await shareLocalFile(dataDir, `media/${name}`, media.mime);
        if (poster) await shareLocalFile(dataDir, `media/${poster.name}`, 'image/jpeg');
        if (art) await shareLocalFile(dataDir, `media/${art.name}`, art.mime);
        await db.transaction().execute(async (trx) => {
          if (poster) {
            await recordUpload(trx, { name: poster.name, mime: 'image/jpeg', sizeBytes: poster.sizeBytes, kind: 'image', width: poster.width, height: poster.height, ownerUserId: userId });
          }
          // The cover is the user's own image upload: post/update takes it as the post's album art.
          if (art) await recordUpload(trx, { name: art.name, mime: art.mime, sizeBytes: art.sizeBytes, kind: 'image', width: art.width, height: art.height, ownerUserId: userId });
          await recordUpload(trx, {
            name,
            mime: media.mime,
            sizeBytes: received!.bytes,
            kind: target.kind,
            width: media.width || undefined,
            height: media.height || undefined,
            ownerUserId: userId,
            // eslint-disable-next-line no-control-regex
            originalName: filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200),
            posterName: poster?.name,
            durationSeconds: video?.facts.durationSeconds,
          });
        });
      } catch (error) {
        await removeQuietly(path);
        for (const picture of [poster, art]) if (picture) await removeQuietly(join(dir, picture.name));
        throw error;
      }
      // Responsive copies are made after the answer (a request for one not made yet makes it on the spot).
      for (const image of target.kind === 'image' ? [name] : [poster, art].flatMap((picture) => (picture ? [picture.name] : []))) {
        const writing = writeImageVariants(dir, image)
          .catch((error: unknown) => request.log.warn({ err: error }, 'image variants failed'))
          .finally(() => writingVariants.delete(writing));
        writingVariants.add(writing);
      }
      return ok({
        url: mediaUrl(name),
        key: name,
        mime: media.mime,
        bytes: received.bytes,
        width: media.width,
        height: media.height,
        ...(target.kind === 'video' ? { poster: poster ? mediaUrl(poster.name) : null, duration: video?.facts.durationSeconds ?? 0 } : {}),
        ...(tags ? { id3_tags: { title: tags.title, artist: tags.artist, album: tags.album }, album_art: art ? mediaUrl(art.name) : '' } : {}),
      });
    } finally {
      await removeQuietly(received.tempPath);
    }
  }

  for (const target of UPLOAD_TARGETS) {
    app.post(target.path, { config: { rateLimit: rateLimits.uploads }, schema: { response: { 200: UPLOAD_RESPONSES[target.kind] } } }, (request) =>
      upload(request, target),
    );
  }
}
