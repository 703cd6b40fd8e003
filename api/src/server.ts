import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { accountRoutes } from './accounts/routes.js';
import { sessionHooks } from './accounts/session.js';
import { activityRoutes } from './activity/routes.js';
import type { Db } from './db/connect.js';
import { failure } from './http/envelope.js';
import { installErrorHandling } from './http/errors.js';
import { staticRoutes } from './static/routes.js';
import { timelineRoutes } from './timeline/routes.js';

export interface ServerOptions {
  db: Db;
  dataDir: string;
  shellDist: string;
  /** Pino options or true; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/** The whole HTTP surface: API under /svc, health, built site and media. Tests drive it with app.inject. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, dataDir, shellDist } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // Malformed URLs and over-long path parameters get the envelope too, not Fastify's default body.
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      reply.status(400).send(failure(400, error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The address is too long.'));
    },
  });
  installErrorHandling(app);

  app.get('/healthz', { schema: { querystring: { type: 'object', properties: {} } } }, async () => ({
    meta: { status: 200, msg: 'OK' },
    response: { ok: true },
  }));

  await app.register(cookie);
  await app.register(async (api) => {
    await api.register(formbody);
    await sessionHooks(api, db);
    // API answers are per-user: never cache them.
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await api.register(accountRoutes, { db, dataDir });
    await api.register(timelineRoutes, { db });
    await api.register(activityRoutes, { db });
  });
  await app.register(staticRoutes, { dataDir, shellDist });
  return app;
}
