import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { badRequest, HttpError } from '../http/envelope.js';
import type { SanitizeProfile } from './purify.js';

export type { SanitizeProfile } from './purify.js';

/** The longest HTML one field may send (the post form's slot limit). Fields with a smaller spec limit check it first. */
export const MAX_HTML_LENGTH = 65_536;

export const TOO_LONG = 'This text is too long. Shorten it and try again.';
export const TOO_COMPLEX = 'This text is too complex to save. Simplify its formatting and try again.';
export const BUSY = 'The server is busy. Try again in a moment.';

export interface SanitizerOptions {
  /** Most worker threads at once (default: one per core, at most 4). */
  threads: number;
  /** Time one call may run in its thread before it answers 400 `TOO_COMPLEX` (default 5 s). */
  budgetMs: number;
  /** Time one call may wait for a thread before it answers 429 `BUSY` (default 30 s). */
  queueMs: number;
  /** A thread left without work this long ends (default 30 s); the next call starts one again. */
  idleMs: number;
}

/** A thread's heap limit: a hostile input can exhaust its own thread, not the server. */
const THREAD_HEAP_MB = 256;
/**
 * A thread's young generation. V8's default grows while jsdom loads and stays resident: capped at 8 MB a thread
 * holds ~20 MB less at start and ~40 MB less after large posts, at no cost in time measured (api README "User HTML").
 */
const THREAD_YOUNG_MB = 8;
/**
 * A thread whose heap is past this after a call is replaced (once its calls are done), well before the limit
 * could make a legitimate post fail: whatever a library keeps cannot add up for ever.
 */
const RECYCLE_HEAP_MB = (THREAD_HEAP_MB * 3) / 4;

function fromEnv(env: NodeJS.ProcessEnv = process.env): SanitizerOptions {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    threads: number(env.SANITIZE_THREADS, Math.min(4, availableParallelism())),
    budgetMs: number(env.SANITIZE_BUDGET_MS, 5000),
    queueMs: number(env.SANITIZE_QUEUE_MS, 30_000),
    idleMs: number(env.SANITIZE_IDLE_MS, 30_000),
  };
}

interface Pool {
  workers: Piscina;
  /** The warm-up call: the first call of a pool waits for it, so loading jsdom is not charged to its budget. */
  ready: Promise<unknown>;
  /** Calls under way; a retired pool ends when the last is done. */
  running: number;
  retired: boolean;
  /** The used heap its threads reported after their last calls, MB. */
  heapMb: number;
}

/** What a worker answers (worker.mjs). */
interface Sanitized {
  html: string;
  heapMb: number;
}

let options = fromEnv();
let pool: Pool | null = null;

function createPool(): Pool {
  const workers = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    // Threads start on demand and end when idle: an API that is not being posted to holds no jsdom.
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleMs,
    maxQueue: 'auto',
    // Between calls the thread goes back to its event loop. jsdom tracks DOMPurify's node iterators through
    // WeakRefs, which V8 lets go only then: in piscina's default 'sync' mode a thread never went back, so every
    // document it had cleaned stayed in memory (~18 MB per 60 KB post) until the thread ran out of heap.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: THREAD_YOUNG_MB },
  });
  const created: Pool = { workers, ready: Promise.resolve(), running: 0, retired: false, heapMb: 0 };
  created.ready = runOn(created, { html: '', profile: 'rich' });
  return created;
}

function retire(old: Pool): void {
  old.retired = true;
  if (pool === old) pool = null;
  if (old.running === 0) void old.workers.destroy();
}

interface Limits {
  signal: AbortSignal;
  /** Called when a thread takes the call. */
  onStart: () => void;
}

async function runOn(target: Pool, task: { html: string; profile: SanitizeProfile }, limits?: Limits): Promise<string> {
  target.running += 1;
  const channel = limits ? new MessageChannel() : null;
  channel?.port1.once('message', () => {
    limits!.onStart();
    channel.port1.close();
  });
  try {
    const run = channel
      ? target.workers.run({ ...task, started: channel.port2 }, { signal: limits!.signal, transferList: [channel.port2] })
      : target.workers.run(task);
    const { html, heapMb } = (await run) as Sanitized;
    target.heapMb = heapMb;
    if (heapMb > RECYCLE_HEAP_MB && !target.retired) retire(target);
    return html;
  } finally {
    channel?.port1.close();
    target.running -= 1;
    // Calls already under way finish in the old threads; new ones go to a fresh pool.
    if (target.retired && target.running === 0) void target.workers.destroy();
  }
}

/**
 * Starts a worker thread; the first call does it otherwise. More start as calls come in (up to `threads`) and
 * each ends after `idleMs` without work.
 */
export function startSanitizer(): Promise<unknown> {
  pool ??= createPool();
  return pool.ready;
}

/** Tests: other limits for the calls that follow (new thread settings restart the pool). */
export async function configureSanitizer(changes: Partial<SanitizerOptions>): Promise<void> {
  const restart = (changes.threads ?? options.threads) !== options.threads || (changes.idleMs ?? options.idleMs) !== options.idleMs;
  options = { ...options, ...changes };
  if (restart) await closeSanitizer();
}

/** Tests and the feed benchmark: live threads and the heap they last reported. */
export function sanitizerState(): { threads: number; heapMb: number } {
  return { threads: pool?.workers.threads.length ?? 0, heapMb: pool?.heapMb ?? 0 };
}

/** Ends the worker threads (they never keep the process alive: piscina unrefs them). */
export async function closeSanitizer(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.workers.destroy();
}

/**
 * User HTML cut down to the allow-list of `profile` — the one way any field with formatting is cleaned.
 * Parsing and sanitizing run in worker threads (piscina), with depth, element and time bounds, so a hostile
 * input costs its own request and never blocks the event loop. Rejects with an `HttpError` the error handler
 * turns into the envelope: 400 `TOO_LONG` over `MAX_HTML_LENGTH`, 400 `TOO_COMPLEX` past the time budget,
 * 429 `BUSY` when the queue is full.
 *
 *     const body = await sanitizeHtml(request.body.description ?? '', 'rich');
 */
export async function sanitizeHtml(html: string, profile: SanitizeProfile = 'rich'): Promise<string> {
  if (!html) return '';
  if (html.length > MAX_HTML_LENGTH) throw badRequest(TOO_LONG);
  await startSanitizer();
  const target = pool ?? (pool = createPool());
  // Waiting for a thread (a burst of posts, a thread starting) is not the input's fault: only the time the
  // call runs counts against its budget; a long wait answers "busy".
  const controller = new AbortController();
  let expired: 'queue' | 'budget' | null = null;
  const expire = (which: 'queue' | 'budget') => () => {
    expired = which;
    controller.abort();
  };
  let timer = setTimeout(expire('queue'), options.queueMs);
  const onStart = () => {
    clearTimeout(timer);
    timer = setTimeout(expire('budget'), options.budgetMs);
  };
  try {
    return await runOn(target, { html, profile }, { signal: controller.signal, onStart });
  } catch (error) {
    const { code } = error as { code?: string };
    if (expired === 'queue' || /queue is at limit/i.test((error as Error).message)) throw new HttpError(429, BUSY);
    if (expired === 'budget' || code === 'ERR_WORKER_OUT_OF_MEMORY') throw badRequest(TOO_COMPLEX);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The plain-text editor's allow-list (paragraphs and line breaks): quotes. */
export function sanitizeQuote(html: string): Promise<string> {
  return sanitizeHtml(html, 'plain');
}

/** True when sanitized HTML shows nothing: no text, no image, no frame. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}
