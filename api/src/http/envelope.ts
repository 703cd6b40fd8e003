import type { ApiErrorDetail, Envelope } from '../contracts.js';

/** The statuses a client's mistake answers (ARCHITECTURE.md, API conventions). */
export const CLIENT_ERROR_STATUSES = [400, 401, 403, 404, 409, 429] as const;
export type ClientErrorStatus = (typeof CLIENT_ERROR_STATUSES)[number];
/** A fault on our side: 500, or 502/503 when a service we depend on (mail, live updates) fails. */
export type ServerErrorStatus = 500 | 502 | 503;
/** Every status an error answers; a route cannot throw any other (`new HttpError(422, …)` does not compile). */
export type ErrorStatus = ClientErrorStatus | ServerErrorStatus;

const STATUS_TEXT: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function ok<T>(response: T): Envelope<T> {
  return { meta: { status: 200, msg: 'OK' }, response };
}

export function failure(status: ErrorStatus, msg?: string, errors?: ApiErrorDetail[]): Envelope<Record<string, never>> {
  const body: Envelope<Record<string, never>> = {
    meta: { status, msg: msg || STATUS_TEXT[status] },
    response: {},
  };
  if (errors && errors.length > 0) body.errors = errors;
  return body;
}

/**
 * Thrown by handlers; the error handler answers exactly this status with the envelope. A 5xx is logged with
 * its `cause` (the failure behind it: a mail server's refusal…); the answer never shows it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: ErrorStatus,
    message: string,
    readonly errors: ApiErrorDetail[] = [],
    /** Sent with the answer, e.g. `Retry-After` of a 429. */
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string, errors: ApiErrorDetail[] = []) => new HttpError(400, msg, errors);
export const unauthorized = (msg = 'You need to log in to do that.') => new HttpError(401, msg);
/** A 403 says what a person reads (issue 12), not the status text. */
export const forbidden = (msg = "You don't have permission to do that.") => new HttpError(403, msg);
export const notFound = (msg = 'Not Found') => new HttpError(404, msg);
