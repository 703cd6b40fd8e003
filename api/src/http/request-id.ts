import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id (nginx `$request_id`) is kept when it looks like one; anything else gets a fresh id. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Every log line of a request carries this id (Fastify's `reqId`), and so does its answer. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** Sends the id back, so a browser's error report names the server's log lines of the failed call. */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
