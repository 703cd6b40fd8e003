import type { ApiErrorDetail } from '../contracts';

/** The alert of A§8.3 for 401, 404 and 500 (two spaces after the full stop, as written). */
export const TECHNICAL_TROUBLE = 'Sorry, we seem to be having technical trouble.  Please try again later.';

/** What a 403 says when the server gave no words of its own (issue 12). */
export const FORBIDDEN_MESSAGE = "You don't have permission to do that.";

export type ApiErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'network';

export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'invalid';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  return 'server';
}

/** A failed call, classified as A§8.3 says; `message` is what a person should read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;

  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly errors: ApiErrorDetail[] = [],
    readonly body: unknown = null,
    /** The server's id of the failed call (its `x-request-id`), for error reports that point at its logs. */
    readonly requestId: string | null = null,
  ) {
    super(ApiError.userMessage(status, serverMessage));
    this.name = 'ApiError';
    this.kind = kindOfStatus(status);
  }

  /** First error code, for the messaging error table (B§8: 7001, 7003). */
  get code(): number | undefined {
    return this.errors[0]?.code;
  }

  /** Message for one form field, if the server named it. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.detail;
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }

  private static userMessage(status: number, serverMessage: string): string {
    const kind = kindOfStatus(status);
    if (kind === 'unauthorized' || kind === 'not-found' || kind === 'server' || kind === 'network') {
      return TECHNICAL_TROUBLE;
    }
    if (kind === 'forbidden' && (!serverMessage || serverMessage === 'Forbidden')) return FORBIDDEN_MESSAGE;
    return serverMessage || TECHNICAL_TROUBLE;
  }
}

/** The alert of A§8.1 when the post form code fails to load (one space, as written there). */
export const TECHNICAL_TROUBLE_FORM = 'Sorry, we seem to be having technical trouble. Please try again later.';
