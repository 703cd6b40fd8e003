import { createHash } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { okEnvelope } from '../http/envelope-schema.js';

/** At most this many reports in one beacon (a page gathers them and sends them together). */
export const BEACON_MAX_EVENTS = 50;
/** Bytes of one beacon body; anything larger is refused before it is parsed. */
export const BEACON_BODY_LIMIT = 32_768;

export type ReportKind = 'load-error' | 'render-error' | 'mount';

export interface BeaconEvent {
  remote: string;
  version: string;
  kind: ReportKind;
  /** mount: milliseconds from the shell asking for the remote to its first mount. */
  mount_ms?: number;
  /** load-error, render-error: the error's message (no stack, no user data). */
  message?: string;
  /** load-error, render-error: the X-Request-Id of the API call whose failure caused it, if one did. */
  request_id?: string;
}

export const beaconSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['events'],
    properties: {
      events: {
        type: 'array',
        minItems: 1,
        maxItems: BEACON_MAX_EVENTS,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['remote', 'version', 'kind'],
          properties: {
            remote: { type: 'string', pattern: '^mfe-[a-z0-9-]{1,56}$' },
            version: { type: 'string', pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$' },
            kind: { type: 'string', enum: ['load-error', 'render-error', 'mount'] },
            mount_ms: { type: 'integer', minimum: 0, maximum: 600_000 },
            message: { type: 'string', maxLength: 300 },
            request_id: { type: 'string', pattern: '^[A-Za-z0-9._-]{8,64}$' },
          },
        },
      },
      form_key: { type: 'string', maxLength: 200 },
    },
  },
  response: { 202: okEnvelope({ type: 'object', required: ['accepted'], properties: { accepted: { type: 'integer' } } }) },
} as const;

const EVENT_FIELDS = new Set(Object.keys(beaconSchema.body.properties.events.items.properties));

/**
 * The validator would drop a field it does not know; a report carrying one (an email, a user id) is refused
 * instead, so nothing personal is ever accepted by mistake. Returns the first such field.
 */
export function unknownEventField(body: unknown): string | null {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return null;
  for (const event of events) {
    if (!event || typeof event !== 'object') continue;
    const unknown = Object.keys(event).find((field) => !EVENT_FIELDS.has(field));
    if (unknown !== undefined) return unknown.slice(0, 100);
  }
  return null;
}

/** The only trace of who reported: not reversible to the id without the whole users table, stable per user. */
export function hashUserId(userId: string | null): string | null {
  return userId === null ? null : createHash('sha256').update(`remote-report:${userId}`).digest('hex').slice(0, 32);
}

export async function recordReports(db: Db, events: readonly BeaconEvent[], userId: string | null): Promise<number> {
  const userHash = hashUserId(userId);
  await db
    .insertInto('remote_reports')
    .values(
      events.map((event) => ({
        remote: event.remote,
        version: event.version,
        kind: event.kind,
        mount_ms: event.kind === 'mount' ? (event.mount_ms ?? null) : null,
        message: event.kind === 'mount' ? null : (event.message ?? '').slice(0, 300),
        request_id: event.kind === 'mount' ? null : (event.request_id ?? null),
        user_hash: userHash,
      })),
    )
    .execute();
  return events.length;
}
