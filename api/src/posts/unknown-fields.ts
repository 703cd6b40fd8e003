import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/envelope.js';

interface ObjectSchema {
  additionalProperties?: unknown;
  properties?: Record<string, unknown>;
}

/**
 * Fastify's validator drops unknown fields silently (removeAdditional); where a body schema says
 * `additionalProperties: false`, this refuses them with a 400 naming the field instead.
 */
export function rejectUnknownFields(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body as ObjectSchema | undefined;
    const body = request.body;
    if (!schema || schema.additionalProperties !== false || !body || typeof body !== 'object' || Array.isArray(body)) return;
    const known = schema.properties ?? {};
    const unknown = Object.keys(body).find((key) => !Object.hasOwn(known, key));
    if (unknown !== undefined) {
      const detail = `${unknown.slice(0, 100)} is not a field of this request.`;
      throw badRequest(detail, [{ field: unknown.slice(0, 100), detail }]);
    }
  });
}
