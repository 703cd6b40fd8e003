import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON and HTML answers above this many bytes go out compressed; smaller ones are not worth a frame. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli's window, 2^18 = 256 KB: larger than any page of posts, where the default 4 MB window's encoder cost
 * more to set up than the page to compress (a profile of the feed benchmark: 13% of the API's CPU).
 */
const BROTLI_WINDOW_BITS = 18;

/**
 * Brotli (quality 4, cheap enough per request) or gzip for dynamic answers: every /svc JSON and the
 * index.html the server fills in. Built files are precompressed at build time and served as they are
 * (@fastify/static `preCompressed`); this plugin leaves any answer that already has a Content-Encoding alone,
 * and never touches event streams.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // @fastify/compress is not encapsulated: registered on the root it covers every route added after it.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
  });
}
