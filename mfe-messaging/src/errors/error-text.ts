import { ApiError } from '@tumbledash/shared';

/** Error texts of B§8. */
export const VERIFY_EMAIL = 'Please verify your email address before talking to a blog.';
export const FOLLOWERS_ONLY = 'Sorry, %1$s only allows messages from blogs they follow.';
export const FOLLOW_FIRST = 'You can only send messages to blogs you follow.';
export const DAILY_LIMIT = "You've hit the daily limit on new conversations. Impressive.";
export const CANT_SEND = "Can't send this post.";
export const COULD_NOT_LOAD = 'Could not load conversation.';
export const CANT_RECEIVE = "This blog can't receive messages.";

/** "Something went screwy." is the default; the others are its siblings. */
export const GENERIC_ERRORS = [
  'Something went screwy.',
  'Well, that didn’t work.',
  'Hmm. Something’s off.',
  'Uh oh. Try that again?',
] as const;

export const SEND_RETRY_ERRORS = [
  "Hrm. Post didn't send.",
  "Hmm, that didn't go through.",
  'Oops. Message stuck in the tubes.',
] as const;

export type Random = () => number;

export function pick<T>(list: readonly T[], random: Random = Math.random): T {
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return list[index] as T;
}

export function format(template: string, value: string): string {
  return template.replace('%1$s', value);
}

function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

function codeOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The server's 429 for sending faster than its per-minute limit; B§8's daily limit on new conversations is 7004. */
export const SENDING_TOO_FAST = 7005;

/** How long the server asks to wait before sending again after "sending too fast" (its `retry_after`), else null. */
export function retryAfterMs(error: unknown): number | null {
  if (statusOf(error) !== 429 || codeOf(error) !== SENDING_TOO_FAST) return null;
  const detail = (error as ApiError).errors[0] as { retry_after?: unknown } | undefined;
  const seconds = Number(detail?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** The text of a status-specific case of B§8, or null for the generic ones. */
export function specificText(error: unknown, blogName: string): string | null {
  const status = statusOf(error);
  const code = codeOf(error);
  if (status === 403 && code === 7001) return VERIFY_EMAIL;
  if (status === 403 && code === 7003) return format(FOLLOWERS_ONLY, blogName);
  if (status === 409) return FOLLOW_FIRST;
  // Sending too fast is not the daily limit: the server's own sentence says how long to wait.
  const serverMessage = error instanceof ApiError ? error.serverMessage : '';
  if (status === 429 && code === SENDING_TOO_FAST && serverMessage) return serverMessage;
  if (status === 429) return DAILY_LIMIT;
  return null;
}

/** Sends: 403 and 404 are final (B§4); so is content the server refused as invalid. */
const PERMANENT_SEND_STATUSES = new Set([400, 403, 404, 413, 415]);

export interface SendFailure {
  status: number;
  canRetry: boolean;
  text: string;
  /** Set when the server said when to send again: the queue resends by itself then. */
  retryAfterMs?: number;
}

export function describeSendFailure(error: unknown, blogName: string, random: Random = Math.random): SendFailure {
  const status = statusOf(error);
  const canRetry = !PERMANENT_SEND_STATUSES.has(status);
  const text = specificText(error, blogName) ?? (canRetry ? pick(SEND_RETRY_ERRORS, random) : CANT_SEND);
  const wait = retryAfterMs(error);
  return wait === null ? { status, canRetry, text } : { status, canRetry, text, retryAfterMs: wait };
}

/**
 * The banner's text after another failure of the same message: a random retry text is picked once per failure
 * episode, so automatic resends do not change it (and screen readers do not announce it again).
 */
export function sameEpisodeText(shown: string | null, next: string): string {
  const random = (text: string | null) => (SEND_RETRY_ERRORS as readonly (string | null)[]).includes(text);
  return shown !== null && random(shown) && random(next) ? shown : next;
}

/** Fetches: 403 and 429 are not retried (B§8), nor is anything else the client caused. */
const FINAL_FETCH_STATUSES = new Set([400, 401, 403, 404, 429]);

export interface FetchFailure {
  text: string;
  retryable: boolean;
}

export function describeFetchFailure(error: unknown, blogName: string, random: Random = Math.random): FetchFailure {
  const status = statusOf(error);
  return {
    text: specificText(error, blogName) ?? pick(GENERIC_ERRORS, random),
    retryable: !FINAL_FETCH_STATUSES.has(status),
  };
}

export function isStatus(error: unknown, status: number): boolean {
  return statusOf(error) === status;
}
