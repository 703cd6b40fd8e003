import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, HttpError, notFound, ok } from '../http/envelope.js';
import { okEnvelope } from '../http/envelope-schema.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { waitText } from '../rate-limit/config.js';
import { clientAddress, tooMany } from '../rate-limit/limits.js';
import { BEACON_BODY_LIMIT, beaconSchema, recordReports, unknownEventField, type BeaconEvent } from './beacon.js';
import { healthByVersion, healthOf, recentErrors, type VersionHealth } from './health.js';
import { DeployCommandError, pointRemoteAt, readRegistry, runDeployCommand } from './registry.js';
import { liveRemoteState } from './contracts.js';
import { FLAG_MESSAGES, listFlags, setFlag } from './feature-flags.js';
import { attempts, canaryVerdict, errorRate, type WindowCounts } from '../canary/decision.js';
import { canaryConfig } from '../canary/config.js';
import { canariesRunning, latestCanary, windowCounts } from '../canary/state.js';
import type { CanaryRecord } from '../storage/remote-registry.js';

const conflict = (message: string) => new HttpError(409, message);

export const PLATFORM_ERRORS = {
  admins: 'Only platform admins can see the platform console.',
  unknownVersion: 'That version of this remote is not published.',
  alreadyLive: 'That version is already live.',
  noCanary: 'No canary of this remote is running.',
  otherCanary: 'Another version of this remote is the canary now: reload the console.',
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

const canarySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['remote', 'version'],
    properties: {
      remote: switchSchema.body.properties.remote,
      version: switchSchema.body.properties.version,
      form_key: formKey,
    },
  },
} as const;

const flagSchema = {
  type: 'object',
  required: ['name', 'enabled', 'description'],
  properties: { name: { type: 'string' }, enabled: { type: 'boolean' }, description: { type: 'string' } },
} as const;
const flagsSchema = {
  querystring: { type: 'object', properties: {} },
  response: { 200: okEnvelope({ type: 'object', required: ['flags'], properties: { flags: { type: 'array', items: flagSchema } } }) },
} as const;
const setFlagSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'enabled'],
    properties: { name: { type: 'string', minLength: 1, maxLength: 100 }, enabled: { type: 'boolean' }, form_key: formKey },
  },
  response: { 200: okEnvelope(flagSchema) },
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

/** Mounts and errors over the last 5 minutes, and the error rate the automatic rollback compares (null: none). */
const windowSchema = {
  type: 'object',
  required: ['mounts', 'errors', 'error_rate'],
  properties: { mounts: { type: 'integer' }, errors: { type: 'integer' }, error_rate: { type: ['number', 'null'] } },
} as const;
const healthSchema = {
  type: 'object',
  required: ['hour', 'day', 'hour_series', 'day_series'],
  properties: { hour: statsSchema, day: statsSchema, hour_series: seriesSchema, day_series: seriesSchema },
} as const;

const consoleResponse = {
  200: okEnvelope({
    type: 'object',
    required: ['remotes', 'generated_at'],
    properties: {
      generated_at: { type: 'string' },
      remotes: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'current', 'versions', 'recent_errors', 'canary', 'last_canary'],
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
                  health: healthSchema,
                },
              },
            },
            canary: {
              type: ['object', 'null'],
              description: 'The canary that runs: served to `percent`% of signed-in people, beside the stable version.',
              required: ['version', 'percent', 'started_at', 'started_by', 'commit', 'health', 'window', 'stable_window', 'verdict'],
              properties: {
                version: { type: 'string' },
                percent: { type: 'integer' },
                started_at: { type: 'string' },
                started_by: { type: 'string' },
                commit: { type: 'string' },
                health: healthSchema,
                window: windowSchema,
                stable_window: windowSchema,
                verdict: { type: 'string', description: 'What the automatic rollback makes of the figures now.' },
              },
            },
            last_canary: {
              type: ['object', 'null'],
              description: 'The newest canary that ended: promoted, rolled back (by whom, why) or replaced.',
              required: ['version', 'percent', 'status', 'started_at', 'ended_at', 'ended_by', 'reason'],
              properties: {
                version: { type: 'string' },
                percent: { type: 'integer' },
                status: { type: 'string', enum: ['promoted', 'rolled_back', 'replaced'] },
                started_at: { type: 'string' },
                ended_at: { type: ['string', 'null'] },
                ended_by: { type: 'string' },
                reason: { type: 'string' },
              },
            },
            recent_errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['version', 'kind', 'message', 'request_id', 'reported_at'],
                properties: {
                  version: { type: 'string' },
                  kind: { type: 'string', enum: ['load-error', 'render-error'] },
                  message: { type: 'string' },
                  request_id: { type: ['string', 'null'] },
                  reported_at: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  }),
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
    const [registry, health, state, counts] = await Promise.all([readRegistry(db, dataDir), healthByVersion(db), liveRemoteState(db, dataDir), windowCounts(db)]);
    const fromDatabase = state?.fromDatabase ?? false;
    const running = await canariesRunning(db, dataDir, fromDatabase);
    const remotes = [];
    for (const remote of registry) {
      const canary = running[remote.name];
      const latest = canary ? null : await latestCanary(db, dataDir, fromDatabase, remote.name);
      remotes.push({
        name: remote.name,
        current: remote.current,
        versions: remote.versions.map((version) => ({ ...version, health: healthOf(health, remote.name, version.version) })),
        recent_errors: await recentErrors(db, remote.name),
        canary: canary ? canaryView(canary, remote.current, healthOf(health, remote.name, canary.version), counts) : null,
        last_canary: latest ? endedView(latest) : null,
      });
    }
    return ok({ remotes, generated_at: new Date().toISOString() });
  });

  app.post<{ Body: { remote: string; version: string } }>('/svc/platform/switch', { schema: switchSchema }, async (request) => {
    const { userId } = requireUser(request);
    await requirePlatformAdmin(userId);
    const { remote, version } = request.body;
    const registered = (await readRegistry(db, dataDir)).find((known) => known.name === remote);
    const target = registered?.versions.find((known) => known.version === version);
    if (!registered || !target) throw badRequest(PLATFORM_ERRORS.unknownVersion, [{ field: 'version', detail: PLATFORM_ERRORS.unknownVersion }]);
    if (target.current) throw badRequest(PLATFORM_ERRORS.alreadyLive);
    request.log.info({ remote, version, userId: request.session?.userId }, 'platform console switched a remote');
    await pointRemoteAt(dataDir, remote, version, await consoleUser(userId));
    return ok({ remote, current: version });
  });

  // A§1's feature flags. Browsers read them at bootstrap, so a change applies on each one's next page load.
  app.get('/svc/platform/flags', { schema: flagsSchema }, async (request) => {
    await requirePlatformAdmin(requireUser(request).userId);
    return ok({ flags: await listFlags(db) });
  });

  app.post<{ Body: { name: string; enabled: boolean } }>('/svc/platform/flags', { schema: setFlagSchema }, async (request) => {
    const { userId } = requireUser(request);
    await requirePlatformAdmin(userId);
    const flag = await setFlag(db, request.body.name, request.body.enabled, userId);
    if (!flag) throw notFound(FLAG_MESSAGES.unknown);
    request.log.info({ flag: flag.name, enabled: flag.enabled, userId }, 'platform console set a feature flag');
    return ok(flag);
  });

  /** Who the registry records for a console action: the admin's blog, through the console. */
  async function consoleUser(userId: string): Promise<string> {
    const blog = await db.selectFrom('users').innerJoin('blogs', 'blogs.id', 'users.primary_blog_id').select('blogs.name').where('users.id', '=', userId).executeTakeFirst();
    return `${blog?.name ?? `user ${userId}`} (platform console)`;
  }

  /** The canary the console showed, still running: else a 400 (none) or 409 (another one now). */
  async function requireCanary(remote: string, version: string): Promise<void> {
    const state = await liveRemoteState(db, dataDir);
    const canary = (await canariesRunning(db, dataDir, state?.fromDatabase ?? false))[remote];
    if (!canary) throw badRequest(PLATFORM_ERRORS.noCanary);
    if (canary.version !== version) throw conflict(PLATFORM_ERRORS.otherCanary);
  }

  /** Runs the command; a refusal of the command (someone was quicker) is a 409 with its message. */
  async function deployCommand(args: string[], by: string): Promise<void> {
    try {
      await runDeployCommand(dataDir, args, by);
    } catch (error) {
      if (error instanceof DeployCommandError) throw conflict(error.message);
      throw error;
    }
  }

  // Promote and roll back the canary exactly as `deploy:remote -- <remote> --promote` / `--rollback` do.
  app.post<{ Body: { remote: string; version: string } }>('/svc/platform/canary/promote', { schema: canarySchema }, async (request) => {
    const { userId } = requireUser(request);
    await requirePlatformAdmin(userId);
    const { remote, version } = request.body;
    await requireCanary(remote, version);
    request.log.info({ remote, version, userId: request.session?.userId }, 'platform console promoted a canary');
    await deployCommand([remote, '--promote', '--canary-version', version], await consoleUser(userId));
    return ok({ remote, current: version });
  });

  app.post<{ Body: { remote: string; version: string } }>('/svc/platform/canary/rollback', { schema: canarySchema }, async (request) => {
    const { userId } = requireUser(request);
    await requirePlatformAdmin(userId);
    const { remote, version } = request.body;
    await requireCanary(remote, version);
    request.log.info({ remote, version, userId: request.session?.userId }, 'platform console rolled back a canary');
    await deployCommand([remote, '--rollback', '--canary-version', version, '--reason', 'rolled back from the platform console'], await consoleUser(userId));
    const stable = (await liveRemoteState(db, dataDir))?.table[remote]?.version ?? null;
    return ok({ remote, current: stable });
  });
}

function windowView(counts: WindowCounts) {
  return { mounts: attempts(counts), errors: counts.loadErrors + counts.renderErrors, error_rate: errorRate(counts) };
}

function canaryView(canary: CanaryRecord, stable: string | null, health: VersionHealth, counts: (remote: string, version: string) => WindowCounts) {
  const mine = counts(canary.remote, canary.version);
  const theirs = stable ? counts(canary.remote, stable) : { mounts: 0, loadErrors: 0, renderErrors: 0 };
  const verdict = canaryVerdict(mine, theirs, canaryConfig());
  return {
    version: canary.version,
    percent: canary.percent,
    started_at: canary.startedAt.toISOString(),
    started_by: canary.startedBy,
    commit: canary.commit,
    health,
    window: windowView(mine),
    stable_window: windowView(theirs),
    verdict: verdict.reason,
  };
}

function endedView(canary: CanaryRecord) {
  return {
    version: canary.version,
    percent: canary.percent,
    status: canary.status as 'promoted' | 'rolled_back' | 'replaced',
    started_at: canary.startedAt.toISOString(),
    ended_at: canary.endedAt?.toISOString() ?? null,
    ended_by: canary.endedBy,
    reason: canary.reason,
  };
}
