import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorDetail } from '../contracts.js';
import { CLIENT_ERROR_STATUSES, failure, HttpError, type ClientErrorStatus } from './envelope.js';

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Readable text for one JSON-schema failure, e.g. "limit must be at most 50". */
export function describeSchemaError(error: SchemaError, context: string): ApiErrorDetail {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path || context;
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return { field: String(params.missingProperty), detail: `${String(params.missingProperty)} is required.` };
    case 'type': {
      const type = String(params.type).split(',')[0];
      const article = type === 'object' || type === 'array' || type === 'integer' ? 'an' : 'a';
      return { field, detail: `${field} must be ${article} ${type}.` };
    }
    case 'maxLength':
      return { field, detail: `${field} must be at most ${String(params.limit)} characters.` };
    case 'minLength':
      return { field, detail: params.limit === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(params.limit)} characters.` };
    case 'maximum':
      return { field, detail: `${field} must be at most ${String(params.limit)}.` };
    case 'minimum':
      return { field, detail: `${field} must be at least ${String(params.limit)}.` };
    case 'maxItems':
      return { field, detail: `${field} must have at most ${String(params.limit)} items.` };
    case 'minItems':
      return { field, detail: `${field} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.` };
    case 'enum':
      return { field, detail: `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.` };
    case 'pattern':
    case 'format':
      return { field, detail: `${field} is not valid.` };
    default:
      return { field, detail: `${field} ${error.message ?? 'is not valid'}.` };
  }
}

/** Fastify's own client errors, reworded for people. */
function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but says it is JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length.';
    default:
      if (status === 413) return 'The request is too large.';
      if (error instanceof SyntaxError) return 'The request body could not be read.';
      return 'The request could not be understood.';
  }
}

/**
 * PostgreSQL errors that data sent by a client can cause (a NUL character, a number out of range, a
 * row someone else just inserted): a backstop behind validation, so they answer 4xx, not 500.
 */
function databaseClientError(error: unknown): { status: ClientErrorStatus; message: string } | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('22')) return { status: 400, message: 'Some of the data sent is not valid.' };
  if (code === '23505') return { status: 409, message: 'That already exists.' };
  if (code === '23503' || code === '23514' || code === '23502') return { status: 400, message: 'Some of the data sent is not valid.' };
  return null;
}

/**
 * The status a client error the framework or a plugin raises answers: the API conventions' own as they are, any
 * other 4xx (413 body too large, 415 content type, 406…) as 400 invalid input, with its own sentence. Our own
 * `HttpError`s need no mapping: their type admits only those statuses.
 */
export function clientErrorStatus(status: number): ClientErrorStatus {
  return (CLIENT_ERROR_STATUSES as readonly number[]).includes(status) ? (status as ClientErrorStatus) : 400;
}

/** The multipart parser's own errors (plain Errors, no status) for a body cut short or malformed by the client. */
const MULTIPART_PARSE_ERROR = /^(Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Malformed part header)$/;

/**
 * One place that turns any failure into the envelope. Anything a client can cause maps to a 4xx;
 * only genuine server faults answer 5xx, and every 5xx is logged (with the request id, as every line of a request).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A fault on our side (mail or live updates down) is someone's to look into; a client's mistake is not.
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server error answered');
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message, error.errors));
    }
    if (error.validation) {
      const errors = error.validation.map((item) => describeSchemaError(item as SchemaError, error.validationContext ?? 'body'));
      return reply.status(400).send(failure(400, errors[0]?.detail, errors));
    }
    const database = databaseClientError(error);
    if (database) {
      request.log.warn({ err: error }, 'database refused client data');
      return reply.status(database.status).send(failure(database.status, database.message));
    }
    if (error.statusCode === undefined && MULTIPART_PARSE_ERROR.test(error.message)) {
      return reply.status(400).send(failure(400, 'The upload could not be read.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const answered = clientErrorStatus(status);
      return reply.status(answered).send(failure(answered, clientErrorMessage(error, status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, 'Something went wrong on our side.'));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(failure(404));
  });
}
