import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { FORM_KEY_HEADER } from '../contracts.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the document on purpose (the docs pages themselves, the catch-all 404s). */
  hidden: boolean;
}

/** A route answering every method is the 404 for unknown API paths, not a call: it stays out of the document. */
const isCatchAll = (methods: readonly string[]) => methods.length > 7;

/**
 * `required: []` is valid JSON Schema (and some routes say it to mean "all optional") but not OpenAPI 3.0,
 * which wants at least one name: the document leaves it out. A copy; the route's own schema is untouched.
 */
export function withoutEmptyRequired<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => withoutEmptyRequired(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue;
    copy[key] = withoutEmptyRequired(value);
  }
  return copy as T;
}

const REGISTERED = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route Fastify registered on this server, as its onRoute hook saw them. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return REGISTERED.get(app) ?? [];
}

const noQuery = { hide: true, querystring: { type: 'object', properties: {} } } as const;

/**
 * Collects every route's JSON schema into one OpenAPI 3 document. Registered before any route so its
 * onRoute hook sees them all; `serveApiDocs` publishes the result once the routes are in.
 */
export async function collectOpenApi(app: FastifyInstance): Promise<void> {
  const routes: RegisteredRoute[] = [];
  REGISTERED.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true || isCatchAll(methods);
    for (const method of methods) routes.push({ method: method.toUpperCase(), url: route.url, hidden });
  });
  await app.register(swagger, {
    transform: ({ schema, url, route }) => ({
      schema: isCatchAll(Array.isArray(route.method) ? route.method : [route.method]) ? { ...schema, hide: true } : withoutEmptyRequired(schema),
      url,
    }),
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tumbledash API',
        version: '0.1.0',
        description:
          'Every call of the site. Answers use the envelope `{ meta: { status, msg }, response }`; ' +
          `every write carries the session's form key in the \`${FORM_KEY_HEADER}\` header.`,
      },
    },
  });
}

/** `/docs/openapi.json` (the document) and `/docs` (a readable reference page over it). */
export async function serveApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/docs/openapi.json', { schema: noQuery }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    staticCSP: false,
    uiHooks: {},
    theme: { title: 'Tumbledash API reference' },
  });
}
