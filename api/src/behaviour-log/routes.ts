import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { LogLadyRequest } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { okEnvelope } from '../http/envelope-schema.js';
import { strictBody } from '../posts/fields.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { rateLimits } from '../rate-limit/limits.js';
import { checkLogEvents, CSLOG_PAYLOAD_MAX, isProblem, LOG_MESSAGES, logEventsField, parseConversionLog } from './events.js';
import { logLadyOn, storeConsoleLine, storeConversion, storeLogEvents } from './store.js';

/** Bytes of a log body: a full batch of events at their largest, with room for escapes; larger is a 400 (The request is too large.). */
export const LOG_BODY_LIMIT = 262_144;

const storedResponse = {
  200: okEnvelope({
    type: 'object',
    required: ['stored'],
    properties: { stored: { type: 'integer', description: 'Rows newly stored: an event (or conversion) stored before counts 0.' } },
  }),
} as const;

/**
 * Behaviour logging: B§7 POST /svc/log/lady (a browser's queued events, B§9: only while `log_lady` is on) and
 * POST /services/cslog (a console or error line, same rule), from anyone with a form key; A§7.5 POST
 * /svc/log/conversion (signed in, once per player). Rows go to `log_events`.
 */
export async function behaviourLogRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  rejectUnknownFields(app);

  /** Before validation: with the flag off nothing a browser sends is looked at. */
  const requireLogLady = async () => {
    if (!(await logLadyOn(db))) throw forbidden(LOG_MESSAGES.off);
  };
  const userOf = (request: FastifyRequest) => request.session?.userId ?? null;

  app.post<{ Body: LogLadyRequest }>(
    '/svc/log/lady',
    {
      schema: { body: strictBody({ events: logEventsField }, ['events']), response: storedResponse },
      bodyLimit: LOG_BODY_LIMIT,
      preValidation: requireLogLady,
      config: { rateLimit: rateLimits.logLady },
    },
    async (request) => {
      const problem = checkLogEvents(request.body.events, Date.now());
      if (problem) throw badRequest(problem.detail, [problem]);
      return ok({ stored: await storeLogEvents(db, request.body.events, userOf(request)) });
    },
  );

  app.post<{ Body: { payload: string } }>(
    '/services/cslog',
    {
      schema: { body: strictBody({ payload: { type: 'string', minLength: 1, maxLength: CSLOG_PAYLOAD_MAX } }, ['payload']), response: storedResponse },
      bodyLimit: LOG_BODY_LIMIT,
      preValidation: requireLogLady,
      config: { rateLimit: rateLimits.logLady },
    },
    async (request) => {
      const { payload } = request.body;
      if (payload.includes('\u0000')) throw badRequest(LOG_MESSAGES.nul('payload'), [{ field: 'payload', detail: LOG_MESSAGES.nul('payload') }]);
      return ok({ stored: await storeConsoleLine(db, payload, userOf(request)) });
    },
  );

  app.post<{ Body: { log: string } }>(
    '/svc/log/conversion',
    {
      schema: { body: strictBody({ log: { type: 'string', minLength: 1, maxLength: 1024 } }, ['log']), response: storedResponse },
      // A§6: only when logged in.
      preValidation: async (request) => void requireUser(request),
      config: { rateLimit: rateLimits.logLady },
    },
    async (request) => {
      const log = parseConversionLog(request.body.log);
      if (isProblem(log)) throw badRequest(log.detail, [log]);
      return ok({ stored: await storeConversion(db, log, requireUser(request).userId) });
    },
  );
}
