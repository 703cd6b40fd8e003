import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrorDetail } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../http/envelope.js';
import { waitText, type Limit, type RateLimitConfig } from './config.js';
import { postgresStore } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits this server counts against (config module, environment, or a test's). */
    rateLimitConfig: RateLimitConfig;
  }
}

/** An error entry of a 429 with a code: `retry_after` repeats `Retry-After` for clients that see only the body. */
export interface TooManyDetail extends ApiErrorDetail {
  code: number;
  retry_after: number;
}

/**
 * A 429 with a sentence a person can act on; `Retry-After` goes with it. A `code` tells this limit from another
 * 429 of the same route (messaging: sending too fast, 7005, or B§8's daily limit on new conversations, 7004).
 */
export function tooMany(message: string, ttlMs: number, code?: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const errors: TooManyDetail[] = code === undefined ? [] : [{ code, detail: message, retry_after: seconds }];
  return new HttpError(429, message, errors, { 'retry-after': String(seconds) });
}

/** The code of the per-user message rate's 429, which messaging shows as the server words it and retries. */
export const SENDING_TOO_FAST_CODE = 7005;

/** The client's address for counting: IPv4 as is, IPv6 by its /64 (one household or server). */
export function clientAddress(request: FastifyRequest): string {
  // A connection the client has already closed has no address left; its answer goes nowhere anyway.
  return request.ip ? normalizeIP(request.ip) : '';
}

type ConfiguredLimit = { [K in keyof RateLimitConfig]: RateLimitConfig[K] extends Limit ? K : never }[keyof RateLimitConfig];

/** What a preset counts (a limit of the config), by what key, and what it answers past the limit. */
interface PresetSpec {
  limit: ConfiguredLimit;
  key: (request: FastifyRequest) => string;
  message: (wait: string) => string;
  code?: number;
}

/** The route options of the preset `pick` gives for a request. */
function options(pick: (request: FastifyRequest) => PresetSpec): RateLimitOptions {
  return {
    // After the session is loaded and the form key checked, so a forged or malformed request counts for nothing.
    hook: 'preHandler',
    keyGenerator: (request) => `${pick(request).limit}:${pick(request).key(request)}`,
    max: (request) => request.server.rateLimitConfig[pick(request).limit].max,
    timeWindow: (request) => request.server.rateLimitConfig[pick(request).limit].windowMs,
    errorResponseBuilder: (request, context) => {
      const { message, code } = pick(request);
      return tooMany(message(waitText(context.ttl)), context.ttl, code);
    },
  };
}

/** The signed-in user; an anonymous caller by address. */
const perUser = (request: FastifyRequest) => (request.session?.userId ? `user:${request.session.userId}` : `ip:${clientAddress(request)}`);

const PRESETS = {
  registration: { limit: 'registrationsPerIp', key: clientAddress, message: (wait) => `Too many sign-ups from this network. Try again in ${wait}.` },
  messages: { limit: 'messages', key: perUser, message: (wait) => `You're sending messages faster than anyone can read them. Try again in ${wait}.`, code: SENDING_TOO_FAST_CODE },
  asks: { limit: 'asks', key: perUser, message: (wait) => `You've sent a lot of asks in a short time. Try again in ${wait}.` },
  emailShares: { limit: 'emailShares', key: perUser, message: (wait) => `You've shared by email a lot in a short time. Try again in ${wait}.` },
  networkShares: { limit: 'networkShares', key: perUser, message: (wait) => `You've shared a lot in a short time. Try again in ${wait}.` },
  reports: { limit: 'reports', key: perUser, message: (wait) => `You've sent a lot of reports in a short time. Try again in ${wait}.` },
  uploads: { limit: 'uploads', key: perUser, message: (wait) => `You've uploaded a lot in a short time. Try again in ${wait}.` },
  logLady: { limit: 'logLady', key: perUser, message: (wait) => `Too many logs from this page in a short time. Try again in ${wait}.` },
} satisfies Record<string, PresetSpec>;

export type PresetName = keyof typeof PRESETS;

/**
 * Route presets, counted in PostgreSQL so they hold across instances. Attach one with one line:
 *
 *     app.post('/svc/ask', { config: { rateLimit: rateLimits.asks }, schema }, handler);
 *
 * Past the limit the route answers 429 with `Retry-After` and the preset's message; the numbers come from
 * `RateLimitConfig` (`src/rate-limit/config.ts`, environment variables in the api README).
 */
export const rateLimits = Object.fromEntries(
  Object.entries(PRESETS).map(([name, spec]: [string, PresetSpec]) => [name, options(() => spec)]),
) as Record<PresetName, RateLimitOptions>;

/** One route, two limits: `choose` names the preset that counts a request (each keeps its own counter). */
export function presetFor(choose: (request: FastifyRequest) => PresetName): RateLimitOptions {
  return options((request) => PRESETS[choose(request)]);
}

/** Registers @fastify/rate-limit over the shared store; only routes that name a preset are limited. */
export async function installRateLimits(app: FastifyInstance, db: Db, config: RateLimitConfig): Promise<void> {
  app.decorate('rateLimitConfig', config);
  await app.register(rateLimit, { global: false, store: postgresStore(db) });
}
