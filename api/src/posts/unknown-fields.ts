import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/envelope.js';

interface ObjectSchema {
  additionalProperties?: unknown;
  properties?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The first field of `body` its schema does not list, named as a form names it (`post[slug]`), or null. Only
 * objects whose schema says `additionalProperties: false` are looked at, and the objects within them.
 */
export function unknownField(schema: ObjectSchema, body: Record<string, unknown>, prefix = ''): string | null {
  if (schema.additionalProperties !== false) return null;
  const known = schema.properties ?? {};
  for (const [key, value] of Object.entries(body)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (!Object.hasOwn(known, key)) return name;
    const inner = known[key] as ObjectSchema;
    const found = isObject(value) && isObject(inner) ? unknownField(inner, value, name) : null;
    if (found !== null) return found;
  }
  return null;
}

/**
 * Fastify's validator drops unknown fields silently (removeAdditional); where a body schema says
 * `additionalProperties: false`, this refuses them with a 400 naming the field instead.
 */
export function rejectUnknownFields(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body as ObjectSchema | undefined;
    const body = request.body;
    if (!schema || !isObject(body)) return;
    const unknown = unknownField(schema, body);
    if (unknown !== null) {
      const detail = `${unknown.slice(0, 100)} is not a field of this request.`;
      throw badRequest(detail, [{ field: unknown.slice(0, 100), detail }]);
    }
  });
}
