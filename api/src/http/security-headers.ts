import type { FastifyInstance } from 'fastify';
import { EMBED_HOSTS } from '../html/embed-hosts.js';

/**
 * The site's own scripts only; styles may be inline (each remote injects its CSS); pictures, video and
 * audio from anywhere posts point; frames only from the known players (the sanitizer's list), over https.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  // hls.js fetches playlists and segments of external videos.
  "connect-src 'self' https:",
  `frame-src ${EMBED_HOSTS.map((host) => `https://${host}`).join(' ')}`,
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Uploaded files are data, never a page: even a file that slipped past the content checks cannot run. */
const MEDIA_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Only over https (directly or behind TRUST_PROXY): browsers then never use plain http for this host for a year.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/media/')) {
      reply.header('content-security-policy', MEDIA_POLICY);
      return;
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
  });
}
