/**
 * Behaviour logging (B§7 POST /svc/log/lady, B§9 "Logging flush every 15 seconds, only when the log_lady flag is
 * on"; A§7.5: GIF and video events are broadcast as logging events). One list for the browsers that send and the
 * server that checks.
 */
export const LOG_EVENTS = {
  gif: ['search', 'impression', 'select'],
  video: ['play', 'pause', 'loop', 'end', 'scrub', 'mute', 'fullscreen', 'failed', 'initial_load_time', 'waiting'],
} as const;

export type LogCategory = keyof typeof LOG_EVENTS;
export type LogEventName<C extends LogCategory = LogCategory> = (typeof LOG_EVENTS)[C][number];

/** B§9: the queue is sent every 15 seconds. */
export const LOG_FLUSH_INTERVAL_MS = 15_000;
/** At most this many events in one POST /svc/log/lady (a longer queue goes in several). */
export const LOG_EVENTS_PER_FLUSH = 50;
/** Bytes of one event's `data` as JSON, at most. */
export const LOG_DATA_MAX_BYTES = 2048;

/** B§3 "Log event: category or log_key, uuid, event, ts, rid, elapsed, data, env". */
export interface LogEvent {
  category: LogCategory;
  event: LogEventName;
  /** This page view's random id: events of one visit go together, without naming the person. */
  uuid: string;
  /** When it happened, ms since the epoch. */
  ts: number;
  /** The event's own random id, so a batch sent twice is stored once. */
  rid: string;
  /** Ms since the page loaded. */
  elapsed: number;
  data: Record<string, string | number | boolean | null>;
  /** Where: the page's path and the viewport's width. */
  env: { path: string; width: number };
}

/** The body of POST /svc/log/lady. */
export interface LogLadyRequest {
  events: LogEvent[];
}

export function isLogEvent(category: string, event: string): boolean {
  return Object.hasOwn(LOG_EVENTS, category) && (LOG_EVENTS[category as LogCategory] as readonly string[]).includes(event);
}
