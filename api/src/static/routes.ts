import { mkdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure } from '../http/envelope.js';
import { MEDIA_CONTENT_TYPES } from '../media/detect.js';
import { mediaDir } from '../media/store.js';
import { imageVariantsOnRequest } from '../media/variants.js';
import { IMMUTABLE, NO_CACHE, PRIVATE_NO_CACHE, remoteCacheControl, shellCacheControl } from './cache.js';
import { indexPage } from './index-html.js';
import type { Db } from '../db/connect.js';
import { readThroughHook } from '../storage/shared-files.js';
import { remoteTableFor, requestUserId } from '../canary/assign.js';

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
  '/explore',
  '/help',
  '/search',
  '/search/*',
  '/follow/*',
  '/settings',
  '/settings/*',
  '/conversation/*',
  '/messaging/*',
  '/admin/reports',
  '/platform', '/platform/*',
] as const;

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/** A browser navigating to a page: GET or HEAD asking for HTML, a path without a file extension. */
export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (/^\/(svc|services|remotes|media|dev)(\/|$)/.test(path) || /\.[A-Za-z0-9]+$/.test(path)) return false;
  return (accept ?? '').includes('text/html');
}

/**
 * The built site: shell from SHELL_DIST, published remotes and media from DATA_DIR. Cache headers
 * follow ARCHITECTURE.md: entry files revalidate, content-hashed files are immutable.
 */
export async function staticRoutes(app: FastifyInstance, { dataDir, shellDist, db }: { dataDir: string; shellDist: string; db: Db }) {
  const remotesDir = join(dataDir, 'remotes');
  mkdirSync(remotesDir, { recursive: true });
  mkdirSync(mediaDir(dataDir), { recursive: true });

  // A page the shell does not know still gets the shell (status 404), which shows the site's own not-found
  // page: only files and /svc, /services calls answer the JSON envelope.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === '/*' && wantsPage(request.method, request.url, request.headers.accept)) {
      return reply.status(404).header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
    }
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', shellCacheControl(path)),
  });
  // With several instances, a file another instance stored is fetched from the shared store first (issue 16).
  app.addHook('onRequest', readThroughHook(dataDir));
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', remoteCacheControl(path)),
  });
  // Responsive copies of an image are made on their first request if the upload has not made them yet.
  app.addHook('onRequest', imageVariantsOnRequest(mediaDir(dataDir)));
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

  // The page carries this visitor's bootstrap data: no shared cache may keep it.
  for (const url of CLIENT_ROUTES) {
    app.get(url, { schema: noQuery }, async (request, reply) => {
      const html = await indexPage(app, request, reply, { dataDir, shellDist, db });
      return reply.header('cache-control', PRIVATE_NO_CACHE).header('vary', 'Cookie').type('text/html; charset=utf-8').send(html);
    });
  }

  // The registry in PostgreSQL when remotes were deployed there (every instance agrees), else DATA_DIR's file;
  // with each build's contracts and earlier versions (platform/contracts.ts). A canary makes the answer depend
  // on who asks (api/src/canary): no shared cache may keep it, and a browser's copy varies with its cookie.
  app.get('/remotes.json', { schema: noQuery }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_CACHE).header('vary', 'Cookie');
    const registry = await remoteTableFor(db, dataDir, () => requestUserId(db, request));
    if (!registry) return reply.status(404).send(failure(404));
    return reply.type('application/json; charset=utf-8').send(registry);
  });

  // Unknown API paths answer the envelope whatever the method, never the shell.
  app.all('/svc/*', (_request, reply) => reply.status(404).send(failure(404)));
  app.all('/services/*', (_request, reply) => reply.status(404).send(failure(404)));
}
