import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { createTestApp, type TestApp } from '../testing/app.js';
import { registeredRoutes, withoutEmptyRequired } from './openapi.js';

/** Fastify's `/a/:id` and `/a/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}');

describe('OpenAPI document', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('is served at /docs/openapi.json and validates as OpenAPI 3', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    assert.equal(response.statusCode, 200);
    const document = JSON.parse(response.body) as OpenAPIV3.Document;
    assert.equal(document.openapi, '3.0.3');
    await SwaggerParser.validate(structuredClone(document) as never);
  });

  it('lists every registered route with its methods', async () => {
    const document = JSON.parse((await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).body) as OpenAPIV3.Document;
    const routes = registeredRoutes(t.app).filter((route) => !route.hidden && route.method !== 'HEAD');
    assert.ok(routes.length > 50, `only ${routes.length} routes seen`);
    const missing = routes.filter((route) => {
      const item = document.paths[openApiPath(route.url)] as Record<string, unknown> | undefined;
      return !item?.[route.method.toLowerCase()];
    });
    assert.deepEqual(missing, []);
    for (const path of ['/svc/post/update', '/svc/bootstrap', '/healthz']) assert.ok(document.paths[path], path);
  });

  it('describes the post/update request from the route schema', async () => {
    const document = JSON.parse((await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).body) as OpenAPIV3.Document;
    const body = document.paths['/svc/post/update']?.post?.requestBody as OpenAPIV3.RequestBodyObject;
    const schema = body.content['application/json']?.schema as OpenAPIV3.SchemaObject;
    assert.deepEqual(schema.required, ['channel_id', 'post']);
  });

  it('serves a readable reference page at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.match(response.body, /Tumbledash API reference/);
    // The page's scripts are files of this site, so the site's content security policy lets them run.
    assert.doesNotMatch(response.body, /<script>(?!\s*<)/);
    const initializer = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    assert.equal(initializer.statusCode, 200);
  });
});

it('leaves out `required: []`, which OpenAPI 3.0 refuses, without touching the route schema', () => {
  const schema = { body: { type: 'object', required: [], properties: { a: { type: 'object', required: ['b'] } } } };
  assert.deepEqual(withoutEmptyRequired(schema), { body: { type: 'object', properties: { a: { type: 'object', required: ['b'] } } } });
  assert.deepEqual(schema.body.required, []);
});

