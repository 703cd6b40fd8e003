import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { registeredRoutes, type RegisteredRoute } from '../docs/openapi.js';
import { startSanitizer } from '../html/sanitize.js';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../testing/app.js';
import { multipartBody } from '../testing/multipart.js';

/** Requests per route; the whole file stays well under a minute on a 2-core machine. */
const RUNS_PER_ROUTE = 3;
const SLOWEST_MS = 1000;
/** Event streams (SSE) answer by staying open: not requests that end. */
const STREAMS = new Set(['GET /svc/live/stream']);

/** Every property name the OpenAPI document knows (bodies and query strings), so bodies reach past the schema. */
function fieldNames(document: unknown): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') for (const name of Object.keys(record.properties)) names.add(name);
    if (typeof record.name === 'string' && record.in === 'query') names.add(record.name);
    for (const child of Object.values(record)) walk(child);
  };
  walk(document);
  return [...names];
}

interface Fuzzed {
  params: string[];
  query: [string, string][];
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'form'; pairs: [string, string][] } | { kind: 'multipart'; field: string; bytes: Uint8Array; fields: [string, string][] };
  signedIn: boolean;
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let demo: TestClient;
  let routes: RegisteredRoute[];
  let input: fc.Arbitrary<Fuzzed>;

  before(async () => {
    t = await createTestApp({
      seed: true,
      // Link previews never leave the machine: every name resolves to nothing.
      server: { opengraph: { resolve: async () => [], timeoutMs: 200 } },
    });
    await startSanitizer();
    demo = t.client();
    await demo.login(DEMO.email, DEMO.password);
    routes = registeredRoutes(t.app).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !STREAMS.has(`${route.method} ${route.url}`));

    const posts = await t.db.selectFrom('posts').select(['id', 'reblog_key']).limit(3).execute();
    const blogs = await t.db.selectFrom('blogs').select(['name', 'uuid', 'mention_key']).limit(3).execute();
    const known = [...posts.flatMap((post) => [post.id, post.reblog_key]), ...blogs.flatMap((blog) => [blog.name, blog.uuid, blog.mention_key])];
    const names = fieldNames(t.app.swagger());
    const word = fc.oneof(fc.constantFrom(...known, 'text', 'photo', '0', '1', '-1', 'true', '', '<b>x</b>', 'https://example.com/', 'a'.repeat(300)), fc.string({ maxLength: 40 }), fc.integer().map(String));
    const key = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 }));
    const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, word, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(key, tie('value'), { maxKeys: 4 })),
    })).value;
    const pairs = fc.array(fc.tuple(key, word), { maxLength: 6 });
    input = fc.record({
      params: fc.array(word, { minLength: 4, maxLength: 4 }),
      query: pairs,
      body: fc.oneof(
        fc.constant({ kind: 'none' as const }),
        fc.record({ kind: fc.constant('json' as const), value: fc.oneof(fc.dictionary(key, value, { maxKeys: 8 }), value) }),
        fc.record({ kind: fc.constant('raw' as const), text: fc.string({ maxLength: 200 }), type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x') }),
        fc.record({ kind: fc.constant('form' as const), pairs }),
        fc.record({ kind: fc.constant('multipart' as const), field: key, bytes: fc.uint8Array({ maxLength: 2000 }), fields: pairs }),
      ),
      signedIn: fc.boolean(),
    });
  });
  after(() => t?.close());

  function requestFor(route: RegisteredRoute, fuzzed: Fuzzed): InjectOptions {
    let index = 0;
    const path = route.url
      .split('/')
      .map((segment) => (segment.startsWith(':') || segment === '*' ? encodeURIComponent(fuzzed.params[index++ % 4]!) : segment))
      .join('/');
    const query = new URLSearchParams(fuzzed.query).toString();
    const options: InjectOptions = { method: route.method as InjectOptions['method'], url: query ? `${path}?${query}` : path, headers: {} };
    const { body } = fuzzed;
    if (route.method === 'GET' || body.kind === 'none') return options;
    if (body.kind === 'json') Object.assign(options, { payload: JSON.stringify(body.value), headers: { 'content-type': 'application/json' } });
    else if (body.kind === 'raw') Object.assign(options, { payload: body.text, headers: { 'content-type': body.type } });
    else if (body.kind === 'form') Object.assign(options, { payload: new URLSearchParams(body.pairs).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    else {
      const multipart = multipartBody([{ field: body.field, filename: 'f.bin', contentType: 'application/octet-stream', bytes: Buffer.from(body.bytes) }], Object.fromEntries(body.fields));
      Object.assign(options, multipart);
    }
    return options;
  }

  it(`answers generated bodies, query strings and multipart parts on every route without a 5xx, each within ${SLOWEST_MS} ms`, async (context) => {
    assert.ok(routes.length > 50, `${routes.length} routes`);
    let slowest = 0;
    for (const route of routes) {
      await context.test(`${route.method} ${route.url}`, () =>
        fc.assert(
          fc.asyncProperty(input, async (fuzzed) => {
            const client = fuzzed.signedIn ? demo : t.client();
            const started = performance.now();
            const response = await client.request(requestFor(route, fuzzed));
            const took = performance.now() - started;
            slowest = Math.max(slowest, took);
            const label = `${route.method} ${route.url} → ${response.statusCode} in ${took.toFixed(0)} ms: ${response.body.slice(0, 200)}`;
            assert.ok(response.statusCode < 500, label);
            assert.ok(took < SLOWEST_MS, label);
            // A fuzzed log-out or log-in replaced the session: sign the demo in again for the next request.
            if (fuzzed.signedIn && response.cookies.length > 0) await demo.login(DEMO.email, DEMO.password);
          }),
          // No shrinking: the first failing request is reported as it was sent (and its seed, to replay it).
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        ),
      );
    }
    context.diagnostic(`${routes.length} routes, ${routes.length * RUNS_PER_ROUTE} requests, slowest ${slowest.toFixed(0)} ms`);
  });
});
