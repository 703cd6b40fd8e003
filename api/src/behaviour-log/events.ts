import shared from '@tumbledash/shared/contracts';
import type { ApiErrorDetail, LogEvent } from '../contracts.js';

const { LOG_DATA_MAX_BYTES, LOG_EVENTS, LOG_EVENTS_PER_FLUSH, isLogEvent } = shared;

/** An event's `ts` more than this far from the server's clock is refused (a wrong clock or a replay). */
export const LOG_TS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Characters of a console line (POST /services/cslog `payload`). */
export const CSLOG_PAYLOAD_MAX = 2048;
/** Characters of each field of a conversion log (A§7.5: name, player, player_version). */
export const CONVERSION_FIELD_MAX = 64;

export const LOG_MESSAGES = {
  off: 'Behaviour logging is off.',
  nul: (field: string) => `${field} must not contain a NUL character.`,
  category: (category: string) => `"${category}" is not a log category.`,
  event: (category: string, event: string) => `"${event}" is not a ${category} event.`,
  ts: (field: string) => `${field} must be within a day of now.`,
  dataSize: (field: string) => `${field} must be at most ${LOG_DATA_MAX_BYTES} bytes as JSON.`,
  dataValue: (field: string) => `${field} must be a string, number, boolean or null.`,
  conversionJson: 'log must be JSON: an object with name, player and player_version.',
  conversionField: (field: string) => `log.${field} must be text of 1 to ${CONVERSION_FIELD_MAX} characters.`,
  conversionUnknown: (field: string) => `${field.slice(0, 100)} is not a field of the conversion log.`,
} as const;

const ID_PATTERN = '^[A-Za-z0-9-]{1,64}$';

/** One B§3 log event as POST /svc/log/lady takes it; `checkLogEvents` adds what a schema cannot say. */
export const logEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'event', 'uuid', 'ts', 'rid', 'elapsed', 'data', 'env'],
  properties: {
    category: { type: 'string', maxLength: 64 },
    event: { type: 'string', maxLength: 64 },
    uuid: { type: 'string', pattern: ID_PATTERN, description: "The page view's random id." },
    ts: { type: 'integer', minimum: 0, description: 'When it happened, ms since the epoch (within a day of now).' },
    rid: { type: 'string', pattern: ID_PATTERN, description: "The event's own random id: a batch sent twice is stored once." },
    elapsed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Ms since the page loaded.' },
    // Flatness is checked in checkLogEvents: a schema union of four types would coerce one into another.
    data: { type: 'object', maxProperties: 64, additionalProperties: true, description: `Flat: strings, numbers, booleans, null; at most ${LOG_DATA_MAX_BYTES} bytes as JSON.` },
    env: {
      type: 'object',
      additionalProperties: false,
      required: ['path', 'width'],
      properties: { path: { type: 'string', maxLength: 512 }, width: { type: 'integer', minimum: 0, maximum: 100_000 } },
    },
  },
} as const;

export const logEventsField = { type: 'array', minItems: 1, maxItems: LOG_EVENTS_PER_FLUSH, items: logEventSchema } as const;

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

/**
 * What the schema cannot check of a batch that passed it: the category and event are B§3/A§7.5's (shared
 * LOG_EVENTS), the time is near now, `data` is flat and fits its size, and no text holds a NUL (PostgreSQL refuses it).
 * The first problem, or null.
 */
export function checkLogEvents(events: readonly LogEvent[], now: number): ApiErrorDetail | null {
  for (const [index, event] of events.entries()) {
    const at = `events.${index}`;
    if (!Object.hasOwn(LOG_EVENTS, event.category)) return { field: `${at}.category`, detail: LOG_MESSAGES.category(event.category) };
    if (!isLogEvent(event.category, event.event)) return { field: `${at}.event`, detail: LOG_MESSAGES.event(event.category, event.event) };
    if (Math.abs(event.ts - now) > LOG_TS_WINDOW_MS) return { field: `${at}.ts`, detail: LOG_MESSAGES.ts(`${at}.ts`) };
    const nested = Object.keys(event.data).find((key) => !isScalar(event.data[key]));
    if (nested !== undefined) return { field: `${at}.data`, detail: LOG_MESSAGES.dataValue(`${at}.data.${nested.slice(0, 64)}`) };
    if (Buffer.byteLength(JSON.stringify(event.data)) > LOG_DATA_MAX_BYTES) return { field: `${at}.data`, detail: LOG_MESSAGES.dataSize(`${at}.data`) };
    const nul = Object.entries(event.data).find(([key, value]) => hasNul(key) || hasNul(value));
    if (nul) return { field: `${at}.data`, detail: LOG_MESSAGES.nul(`${at}.data`) };
    if (hasNul(event.env.path)) return { field: `${at}.env.path`, detail: LOG_MESSAGES.nul(`${at}.env.path`) };
  }
  return null;
}

/** A§7.5's conversion log, as `log` of POST /svc/log/conversion holds it. */
export interface ConversionLog {
  name: string;
  player: string;
  player_version: string;
}

const CONVERSION_FIELDS = ['name', 'player', 'player_version'] as const;

/** Reads `log` (JSON of name, player and player_version; a version may be a number): the log, or the problem. */
export function parseConversionLog(log: string): ConversionLog | ApiErrorDetail {
  let parsed: unknown;
  try {
    parsed = JSON.parse(log);
  } catch {
    return { field: 'log', detail: LOG_MESSAGES.conversionJson };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { field: 'log', detail: LOG_MESSAGES.conversionJson };
  const fields = parsed as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !(CONVERSION_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) return { field: 'log', detail: LOG_MESSAGES.conversionUnknown(unknown) };
  const values: Partial<ConversionLog> = {};
  for (const field of CONVERSION_FIELDS) {
    const raw = fields[field];
    const value = typeof raw === 'number' && field === 'player_version' && Number.isFinite(raw) ? String(raw) : raw;
    if (typeof value !== 'string' || !value.trim() || value.length > CONVERSION_FIELD_MAX || /\p{Cc}/u.test(value)) {
      return { field: `log.${field}`, detail: LOG_MESSAGES.conversionField(field) };
    }
    values[field] = value.trim();
  }
  return values as ConversionLog;
}

export const isProblem = (value: ConversionLog | ApiErrorDetail): value is ApiErrorDetail => 'detail' in value;
