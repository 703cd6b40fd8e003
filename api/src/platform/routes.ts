import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { waitText } from '../rate-limit/config.js';
import { clientAddress, tooMany } from '../rate-limit/limits.js';
import { BEACON_BODY_LIMIT, beaconSchema, recordReports, unknownEventField, type BeaconEvent } from './beacon.js';
import { healthByVersion, healthOf, recentErrors } from './health.js';
import { pointRemoteAt, readRegistry } from './registry.js';

export const PLATFORM_ERRORS = {
  admins: 'Only platform admins can see the platform console.',
  unknownVersion: 'That version of this remote is not published.',
  alreadyLive: 'That version is already live.',
} as const;

/** Beacons per address and minute; a page sends one every few seconds at most. */
export const BEACONS_PER_MINUTE = 60;

const formKey = { type: 'string', maxLength: 200 } as const;
const switchSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['remote', 'version'],
    properties: {
      remote: { type: 'string', pattern: '^mfe-[a-z0-9-]{1,56}$' },
      version: { type: 'string', pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$' },
      form_key: formKey,
    },
  },
} as const;

const statsSchema = {
  type: 'object',
  properties: {
    mounts: { type: 'integer' },
    load_errors: { type: 'integer' },
    render_errors: { type: 'integer' },
    mount_p50_ms: { type: ['integer', 'null'] },
    mount_p95_ms: { type: ['integer', 'null'] },
  },
  required: ['mounts', 'load_errors', 'render_errors', 'mount_p50_ms', 'mount_p95_ms'],
} as const;
const seriesSchema = {
  type: 'array',
  items: { type: 'object', properties: { mounts: { type: 'integer' }, errors: { type: 'integer' } }, required: ['mounts', 'errors'] },
} as const;

const consoleResponse = {
  200: {
    type: 'object',
    properties: {
      meta: { type: 'object', properties: { status: { type: 'integer' }, msg: { type: 'string' } } },
      response: {
        type: 'object',
        required: ['remotes', 'generated_at'],
        properties: {
          generated_at: { type: 'string' },
          remotes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'current', 'versions', 'recent_errors'],
              properties: {
                name: { type: 'string' },
                current: { type: ['string', 'null'] },
                versions: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['version', 'deployed_at', 'commit', 'deployed_by', 'current', 'critical_gz', 'total_gz', 'health'],
                    properties: {
                      version: { type: 'string' },
                      deployed_at: { type: ['string', 'null'] },
                      commit: { type: 'string' },
                      deployed_by: { type: 'string' },
                      current: { type: 'boolean' },
                      critical_gz: { type: 'integer' },
                      total_gz: { type: 'integer' },
                      health: {
                        type: 'object',
                        required: ['hour', 'day', 'hour_series', 'day_series'],
                        properties: { hour: statsSchema, day: statsSchema, hour_series: seriesSchema, day_series: seriesSchema },
                      },
                    },
                  },
                },
                recent_errors: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['version', 'kind', 'message', 'reported_at'],
                    properties: {
                      version: { type: 'string' },
                      kind: { type: 'string', enum: ['load-error', 'render-error'] },
                      message: { type: 'string' },
                      reported_at: { type: 'string' },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * The platform console's calls: browsers report remote health through the beacon (anyone, batched, rate
 * limited); platform admins read versions and health, and switch a remote's live version.
 */
export async function platformRoutes(app: FastifyInstance, { db, dataDir }: { db: Db; dataDir: string }): Promise<void> {
  rejectUnknownFields(app);

  async function requirePlatformAdmin(userId: string): Promise<void> {
    const user = await db.selectFrom('users').select('is_platform_admin').where('id', '=', userId).executeTakeFirst();
    if (!user?.is_platform_admin) throw forbidden(PLATFORM_ERRORS.admins);
  }

  app.post<{ Body: { events: BeaconEvent[] } }>(
    '/svc/platform/beacon',
    {
      schema: beaconSchema,
      bodyLimit: BEACON_BODY_LIMIT,
      // Per address, in the shared PostgreSQL counters (src/rate-limit), after the form key was checked.
      config: {
        rateLimit: {
          hook: 'preHandler',
          max: BEACONS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `beacon:${clientAddress(request)}`,
          errorResponseBuilder: (_request, context) => tooMany(`Too many reports from this address. Try again in ${waitText(context.ttl)}.`, context.ttl),
        },
      },
      preValidation: async (request) => {
        const unknown = unknownEventField(request.body);
        if (unknown !== null) throw badRequest(`${unknown} is not a field of a report.`, [{ field: unknown, detail: `${unknown} is not a field of a report.` }]);
      },
    },
    async (request, reply) => {
      const accepted = await recordReports(db, request.body.events, request.session?.userId ?? null);
      return reply.status(202).send({ meta: { status: 202, msg: 'Accepted' }, response: { accepted } });
    },
  );

  app.get('/svc/platform/remotes', { schema: { querystring: { type: 'object', properties: {} }, response: consoleResponse } }, async (request) => {
    await requirePlatformAdmin(requireUser(request).userId);
    const [registry, health] = await Promise.all([readRegistry(db, dataDir), healthByVersion(db)]);
    const remotes = [];
    for (const remote of registry) {
      remotes.push({
        name: remote.name,
        current: remote.current,
        versions: remote.versions.map((version) => ({ ...version, health: healthOf(health, remote.name, version.version) })),
        recent_errors: await recentErrors(db, remote.name),
      });
    }
    return ok({ remotes, generated_at: new Date().toISOString() });
  });

  app.post<{ Body: { remote: string; version: string } }>('/svc/platform/switch', { schema: switchSchema }, async (request) => {
    await requirePlatformAdmin(requireUser(request).userId);
    const { remote, version } = request.body;
    const registered = (await readRegistry(db, dataDir)).find((known) => known.name === remote);
    const target = registered?.versions.find((known) => known.version === version);
    if (!registered || !target) throw badRequest(PLATFORM_ERRORS.unknownVersion, [{ field: 'version', detail: PLATFORM_ERRORS.unknownVersion }]);
    if (target.current) throw badRequest(PLATFORM_ERRORS.alreadyLive);
    request.log.info({ remote, version, userId: request.session?.userId }, 'platform console switched a remote');
    await pointRemoteAt(dataDir, remote, version);
    return ok({ remote, current: version });
  });
}
