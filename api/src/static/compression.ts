import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON and HTML answers above this many bytes go out compressed; smaller ones are not worth a frame. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli (quality 4, cheap enough per request) or gzip for dynamic answers: every /svc JSON and the
 * index.html the server fills in. Built files are precompressed at build time and served as they are
 * (@fastify/static `preCompressed`); this plugin leaves any answer that already has a Content-Encoding alone,
 * and never touches event streams.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // @fastify/compress is not encapsulated: registered on the root it covers every route added after it.
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
