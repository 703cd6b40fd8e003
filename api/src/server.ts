import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { accountRoutes } from './accounts/routes.js';
import { sessionHooks } from './accounts/session.js';
import { activityRoutes } from './activity/routes.js';
import type { Db } from './db/connect.js';
import { failure } from './http/envelope.js';
import { installErrorHandling } from './http/errors.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installRequestIds, requestIdOf } from './http/request-id.js';
import { outboxMailer, type Mailer } from './mail/mailer.js';
import { outboxRoutes } from './mail/outbox-routes.js';
import { messagingRoutes } from './messaging/routes.js';
import { pollRoutes } from './poll/routes.js';
import { UnreadCache } from './poll/unread-cache.js';
import { localUnreadChanges, postgresUnreadChanges } from './poll/unread-changes.js';
import { verificationRoutes } from './accounts/verification-routes.js';
import { staticRoutes } from './static/routes.js';
import type { Storage } from './storage/storage.js';
import { shareFilesThrough } from './storage/shared-files.js';
import { LiveEvents } from './live/events.js';
import { liveRoutes } from './live/routes.js';
import { withLiveEvents } from './live/unread-events.js';
import { readinessRoutes } from './health/readiness.js';
import { installCompression } from './static/compression.js';
import { timelineRoutes } from './timeline/routes.js';
import { postActionRoutes } from './post-actions/routes.js';
import { notesRoutes } from './notes/routes.js';
import { followRoutes } from './follows/routes.js';
import { composeRoutes } from './compose/routes.js';
import { collectOpenApi, serveApiDocs } from './docs/openapi.js';
import { platformRoutes } from './platform/routes.js';
import { gifSearchRoutes } from './gif-search/routes.js';
import type { PageFetchOptions } from './opengraph/fetch.js';
import { openGraphRoutes } from './opengraph/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { twoFactorRoutes } from './two-factor/routes.js';
import { exploreRoutes } from './explore/routes.js';
import { tourRoutes } from './tour/routes.js';
import { sparklineRoutes } from './sparkline/routes.js';
import { shareRoutes } from './share/routes.js';
import { reportRoutes } from './reports/routes.js';
import { moderationRoutes } from './moderation/routes.js';
import { embedRoutes } from './embed/routes.js';
import { peeprRoutes } from './peepr/routes.js';
import { blogHeaderRoutes } from './blogs/header-routes.js';
import { blogDataRoutes } from './blogs/data-routes.js';
import { askRoutes } from './asks/routes.js';
import { appealRoutes } from './appeals/routes.js';
import { blogSearchRoutes } from './blog-search/routes.js';
import { behaviourLogRoutes } from './behaviour-log/routes.js';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from './rate-limit/config.js';
import { installRateLimits } from './rate-limit/limits.js';

export interface ServerOptions {
  db: Db;
  dataDir: string;
  shellDist: string;
  /** Pino options or true; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean | string;
  /** Where mail goes; by default the outbox (log + mail_outbox table). */
  mailer?: Mailer;
  /** Serve the development outbox page at /dev/outbox. */
  devOutbox?: boolean;
  /** Keep poll answers until they change (on by default; the poll benchmark measures without). */
  pollCache?: boolean;
  /** With PostgreSQL: instances tell each other of unread changes over LISTEN/NOTIFY on this server. */
  databaseUrl?: string;
  /** Daily limit of new conversations per blog (B§8 429); by default `rateLimits.newConversationsPerDay`. */
  newConversationsPerDay?: number;
  /** Every rate limit (src/rate-limit/config.ts); main.ts reads them from the environment. */
  rateLimits?: RateLimitConfig;
  /**
   * Tests only (main.ts never sets it): how POST /svc/post/opengraph fetches pages — a resolver, an exemption
   * for a local test server, a shorter timeout. By default only public addresses are fetched.
   */
  opengraph?: PageFetchOptions;
  /** Where files every instance must see go besides DATA_DIR (issue 16); by default DATA_DIR alone. */
  storage?: Storage;
}

/** The whole HTTP surface: API under /svc, health, built site and media. Tests drive it with app.inject. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, dataDir, shellDist } = options;
  if (options.storage) shareFilesThrough(dataDir, options.storage);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // Tags may be 140 characters, percent-encoded up to three bytes each.
    routerOptions: { maxParamLength: 500 },
    genReqId: requestIdOf,
    // Malformed URLs and over-long path parameters get the envelope too, not Fastify's default body.
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      reply.status(400).send(failure(400, error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The address is too long.'));
    },
  });
  installRequestIds(app);
  installErrorHandling(app);
  installSecurityHeaders(app);
  // Before any route, so the routes that name a preset get its hook.
  const rateLimitConfig = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  await installRateLimits(app, db, rateLimitConfig);
  await installCompression(app);
  // Before any route: every route's schema goes into the OpenAPI document served at /docs.
  await collectOpenApi(app);

  app.get('/healthz', { schema: { querystring: { type: 'object', properties: {} } } }, async () => ({
    meta: { status: 200, msg: 'OK' },
    response: { ok: true },
  }));

  await app.register(readinessRoutes, { db, storage: options.storage });

  const mailer = options.mailer ?? outboxMailer(db, app.log);
  const unreadCache = new UnreadCache();
  if (options.pollCache === false) unreadCache.setEnabled(false);
  const pollChanges = options.databaseUrl && options.pollCache !== false
    ? postgresUnreadChanges(unreadCache, db, options.databaseUrl, app.log)
    : localUnreadChanges(unreadCache);
  // Live delivery (issue 16): the same changes reach open streams on every instance.
  const live = new LiveEvents(db, options.databaseUrl, app.log);
  const unreadChanges = withLiveEvents(pollChanges, live, app.log);
  app.addHook('onClose', () => unreadChanges.close());
  app.addHook('onClose', () => live.close());

  await app.register(cookie);
  // Outside the session scope: polling is authenticated by its token alone and must stay cheap.
  await app.register(pollRoutes, { db, cache: unreadCache });
  await app.register(async (api) => {
    await api.register(formbody);
    await sessionHooks(api, db);
    // API answers are per-user: never cache them.
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await api.register(accountRoutes, { db, dataDir, mailer });
    await api.register(verificationRoutes, { db, mailer, unreadChanges });
    await api.register(liveRoutes, { db, live });
    await api.register(messagingRoutes, { db, dataDir, unreadChanges, newConversationsPerDay: options.newConversationsPerDay ?? rateLimitConfig.newConversationsPerDay });
    if (options.devOutbox) await api.register(outboxRoutes, { db });
    await api.register(timelineRoutes, { db });
    await api.register(activityRoutes, { db });
    await api.register(notesRoutes, { db });
    await api.register(postActionRoutes, { db });
    await api.register(followRoutes, { db });
    await api.register(composeRoutes, { db });
    await api.register(gifSearchRoutes, { db });
    await api.register(uploadRoutes, { db, dataDir });
    await api.register(settingsRoutes, { db, mailer });
    await api.register(twoFactorRoutes, { db });
    await api.register(exploreRoutes, { db });
    await api.register(tourRoutes, { db });
    await api.register(sparklineRoutes, { db });
    await api.register(peeprRoutes, { db });
    await api.register(blogHeaderRoutes, { db });
    await api.register(blogDataRoutes, { db });
    await api.register(askRoutes, { db });
    await api.register(appealRoutes, { db });
    await api.register(blogSearchRoutes, { db });
    await api.register(openGraphRoutes, { fetchOptions: options.opengraph });
    await api.register(shareRoutes, { db, mailer });
    await api.register(reportRoutes, { db });
    await api.register(moderationRoutes, { db });
    await api.register(platformRoutes, { db, dataDir });
    await api.register(behaviourLogRoutes, { db });
  });
  await app.register(serveApiDocs);
  await app.register(embedRoutes, { db });
  await app.register(staticRoutes, { dataDir, shellDist, db });
  return app;
}
