import { availableParallelism } from 'node:os';
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
  /** Worker threads (default: one per core, at most 4). */
  threads: number;
  /** Time one call may take, waiting included, before it answers 400 `TOO_COMPLEX` (default 5 s). */
  budgetMs: number;
}

function fromEnv(env: NodeJS.ProcessEnv = process.env): SanitizerOptions {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    threads: number(env.SANITIZE_THREADS, Math.min(4, availableParallelism())),
    budgetMs: number(env.SANITIZE_BUDGET_MS, 5000),
  };
}

let options = fromEnv();
let pool: { workers: Piscina; ready: Promise<unknown> } | null = null;

/**
 * Starts the worker threads (main.ts does, so the first post does not wait); otherwise the first call does.
 * Every thread starts at once and stays: loading jsdom takes a second or more, which no call's budget pays.
 */
export function startSanitizer(): Promise<unknown> {
  if (!pool) {
    const workers = new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: 'auto',
      // A hostile input can exhaust its own thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    pool = { workers, ready: workers.run({ html: '', profile: 'rich' }) };
  }
  return pool.ready;
}

/** Tests: other limits for the calls that follow (a new thread count restarts the pool). */
export async function configureSanitizer(changes: Partial<SanitizerOptions>): Promise<void> {
  const restart = changes.threads !== undefined && changes.threads !== options.threads;
  options = { ...options, ...changes };
  if (restart) await closeSanitizer();
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
  try {
    return (await pool!.workers.run({ html, profile }, { signal: AbortSignal.timeout(options.budgetMs) })) as string;
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    if (name === 'AbortError' || name === 'TimeoutError' || code === 'ERR_WORKER_OUT_OF_MEMORY') throw badRequest(TOO_COMPLEX);
    if (/queue is at limit/i.test((error as Error).message)) throw new HttpError(429, BUSY);
    throw error;
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
