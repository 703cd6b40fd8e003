import type { ApiErrorDetail, Envelope } from '../contracts.js';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function ok<T>(response: T): Envelope<T> {
  return { meta: { status: 200, msg: 'OK' }, response };
}

export function failure(status: number, msg?: string, errors?: ApiErrorDetail[]): Envelope<Record<string, never>> {
  const body: Envelope<Record<string, never>> = {
    meta: { status, msg: msg || STATUS_TEXT[status] || 'Error' },
    response: {},
  };
  if (errors && errors.length > 0) body.errors = errors;
  return body;
}

/** Thrown by handlers; the error handler turns it into an envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ApiErrorDetail[] = [],
    /** Sent with the answer, e.g. `Retry-After` of a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string, errors: ApiErrorDetail[] = []) => new HttpError(400, msg, errors);
export const unauthorized = (msg = 'You need to log in to do that.') => new HttpError(401, msg);
/** A 403 says what a person reads (issue 12), not the status text. */
export const forbidden = (msg = "You don't have permission to do that.") => new HttpError(403, msg);
export const notFound = (msg = 'Not Found') => new HttpError(404, msg);
