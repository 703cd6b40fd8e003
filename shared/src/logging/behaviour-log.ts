// From the package itself, not relative: a remote bundles this entry into its own lazy chunk (it is not in the
// first screen's shared chunk), and these stay the page's one shared client, session and constants.
import { api, ApiError, LOG_EVENTS_PER_FLUSH, LOG_FLUSH_INTERVAL_MS, postOnLeave, session, type LogCategory, type LogEvent, type LogEventName } from '@tumbledash/shared';
// Relative: it holds no state of its own (what it hands out is on globalThis), so this entry's copy is as good.
import { pageGlobal } from '../page-global';

const URL = '/svc/log/lady';
/** A page that cannot send keeps no more than this many events: the oldest go first. */
const MAX_QUEUED = 200;
/** Test-only: a shorter wait between sends, in ms (e2e does not wait 15 s). */
export const LOG_FLUSH_STORAGE_KEY = 'tumbledash:log-flush-ms';
const MIN_FLUSH_MS = 200;

interface LogState {
  queue: LogEvent[];
  /** This page view's id (LogEvent.uuid). */
  visit: string;
  timer: ReturnType<typeof setTimeout> | null;
  sending: boolean;
  /** The server said logging is off: this page sends nothing more. */
  refused: boolean;
  listening: boolean;
}

/** One queue for the page, whichever remote logs (each may hold its own copy of this module). */
const state = () =>
  pageGlobal<LogState>('__tumbledashBehaviourLog__', () => ({ queue: [], visit: randomId(), timer: null, sending: false, refused: false, listening: false }));

/** 128 random bits as hex; crypto.getRandomValues works on plain http too, unlike randomUUID. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function flushInterval(): number {
  try {
    const stored = Number(localStorage.getItem(LOG_FLUSH_STORAGE_KEY));
    if (Number.isFinite(stored) && stored >= MIN_FLUSH_MS) return stored;
  } catch {
    // Storage may be off (private mode); the spec's interval holds.
  }
  return LOG_FLUSH_INTERVAL_MS;
}

function schedule(log: LogState): void {
  if (log.timer !== null || log.queue.length === 0) return;
  log.timer = setTimeout(() => {
    log.timer = null;
    void flushLog();
  }, flushInterval());
}

/** The rest of the queue as the page goes away. */
function sendOnLeave(): void {
  const log = state();
  if (document.visibilityState !== 'hidden' || log.refused || log.queue.length === 0) return;
  postOnLeave(URL, { events: log.queue.splice(0, LOG_EVENTS_PER_FLUSH) });
}

/**
 * Records a behaviour event (A§7.5's GIF and video events) when the `log_lady` flag is on; queued events go to
 * POST /svc/log/lady every 15 seconds (B§9), and what is left when the page is hidden goes with it. Best effort:
 * a batch the server refuses or that fails is dropped, never retried into a loop. `at` (a `performance.now()`)
 * is when it happened, for an event logged after the fact (a scrub once its drag is over); by default, now.
 */
export function logEvent<C extends LogCategory>(category: C, event: LogEventName<C>, data: LogEvent['data'] = {}, at?: number): void {
  const log = state();
  if (!session.get().flags.log_lady || log.refused) return;
  const now = performance.now();
  const happened = Math.min(at ?? now, now);
  log.queue.push({
    category,
    event,
    uuid: log.visit,
    ts: Math.round(Date.now() - (now - happened)),
    rid: randomId(),
    elapsed: Math.round(happened),
    data,
    env: { path: location.pathname, width: window.innerWidth },
  });
  if (log.queue.length > MAX_QUEUED) log.queue.splice(0, log.queue.length - MAX_QUEUED);
  if (!log.listening) {
    log.listening = true;
    document.addEventListener('visibilitychange', sendOnLeave);
  }
  schedule(log);
}

/** Sends the oldest queued events now (at most LOG_EVENTS_PER_FLUSH); the rest wait for the next turn. */
export async function flushLog(): Promise<void> {
  const log = state();
  if (log.sending || log.refused || log.queue.length === 0) return;
  const events = log.queue.splice(0, LOG_EVENTS_PER_FLUSH);
  log.sending = true;
  try {
    await api.post(URL, { events });
  } catch (error) {
    // 403: logging was turned off since this page loaded.
    if (error instanceof ApiError && error.status === 403) {
      log.refused = true;
      log.queue.length = 0;
    }
  } finally {
    log.sending = false;
    schedule(log);
  }
}
