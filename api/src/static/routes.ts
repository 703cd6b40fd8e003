import { mkdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure } from '../http/envelope.js';
import { MEDIA_CONTENT_TYPES } from '../media/detect.js';
import { mediaDir } from '../media/store.js';
import { IMMUTABLE, NO_CACHE, remoteCacheControl, shellCacheControl } from './cache.js';

/** Paths the shell routes in the browser; each answers index.html. `{base}/new/{type}` hangs off several. */
export const CLIENT_ROUTES = [
  '/',
  '/dashboard',
  '/dashboard/*',
  '/login',
  '/register',
  '/new/*',
  '/edit/*',
  '/reblog/*',
  '/blog/*',
  '/drafts',
  '/drafts/*',
  '/queue',
  '/queue/*',
  '/inbox',
  '/inbox/*',
  '/likes',
  '/likes/*',
  '/tagged/*',
  '/following',
  '/search',
  '/search/*',
  '/follow/*',
  '/settings',
  '/settings/*',
  '/conversation/*',
  '/messaging/*',
] as const;

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/**
 * The built site: shell from SHELL_DIST, published remotes and media from DATA_DIR. Cache headers
 * follow ARCHITECTURE.md: entry files revalidate, content-hashed files are immutable.
 */
export async function staticRoutes(app: FastifyInstance, { dataDir, shellDist }: { dataDir: string; shellDist: string }) {
  const remotesDir = join(dataDir, 'remotes');
  mkdirSync(remotesDir, { recursive: true });
  mkdirSync(mediaDir(dataDir), { recursive: true });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', shellCacheControl(path)),
  });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', remoteCacheControl(path)),
  });
  // Media get generated, never reused names.
  await app.register(fastifyStatic, {
    root: mediaDir(dataDir),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', IMMUTABLE);
      // The type the upload was stored as (its extension comes from its bytes).
      const type = MEDIA_CONTENT_TYPES[extname(path).slice(1).toLowerCase()];
      if (type) reply.header('content-type', type);
    },
  });

  for (const url of CLIENT_ROUTES) {
    app.get(url, { schema: noQuery }, (_request, reply) => reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDist));
  }

  app.get('/remotes.json', { schema: noQuery }, (_request, reply) => reply.sendFile('remotes.json', dataDir));

  // Unknown API paths answer the envelope whatever the method, never the shell.
  app.all('/svc/*', (_request, reply) => reply.status(404).send(failure(404)));
  app.all('/services/*', (_request, reply) => reply.status(404).send(failure(404)));
}
