import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { logInMemory } from '../testing/log-lines.js';
import { HttpError } from './envelope.js';
import { clientErrorStatus, describeSchemaError, installErrorHandling } from './errors.js';
import { installRequestIds, requestIdOf } from './request-id.js';

describe('describeSchemaError', () => {
  it('says an empty field must not be empty, and counts characters for longer minimums', () => {
    assert.deepEqual(describeSchemaError({ keyword: 'minLength', instancePath: '/name', params: { limit: 1 } }, 'body'), {
      field: 'name',
      detail: 'name must not be empty.',
    });
    assert.deepEqual(describeSchemaError({ keyword: 'minLength', instancePath: '', params: { limit: 8 } }, 'password'), {
      field: 'password',
      detail: 'password must be at least 8 characters.',
    });
  });
});

describe('clientErrorStatus', () => {
  it('keeps the API conventions’ statuses and answers any other client error as 400 invalid input', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) assert.equal(clientErrorStatus(status), status);
    for (const status of [405, 406, 413, 415, 422]) assert.equal(clientErrorStatus(status), 400, String(status));
  });
});

describe('the error handler', () => {
  async function answer(thrown: () => never, options: { payload?: string; contentType?: string } = {}) {
    const app = Fastify();
    installErrorHandling(app);
    app.post('/', { bodyLimit: 16 }, thrown);
    const response = await app.inject({
      method: 'POST',
      url: '/',
      payload: options.payload ?? '{}',
      headers: { 'content-type': options.contentType ?? 'application/json' },
    });
    await app.close();
    const { meta } = response.json<{ meta: { status: number; msg: string } }>();
    return { status: response.statusCode, meta, headers: response.headers };
  }
  const unreachable = (): never => {
    throw new Error('the framework refuses the request before the route runs');
  };

  it('answers a 413 or 415 the framework raises as 400 with its sentence', async () => {
    const tooLarge = await answer(unreachable, { payload: JSON.stringify({ text: 'x'.repeat(100) }) });
    assert.equal(tooLarge.status, 400);
    assert.deepEqual(tooLarge.meta, { status: 400, msg: 'The request is too large.' });
    const image = await answer(unreachable, { contentType: 'image/png' });
    assert.equal(image.status, 400);
    assert.deepEqual(image.meta, { status: 400, msg: 'This content type is not accepted here.' });
  });

  it('answers an HttpError with exactly its status, sentence and headers', async () => {
    const conflict = await answer(() => {
      throw new HttpError(409, 'Only drafts can be published.');
    });
    assert.equal(conflict.status, 409);
    assert.deepEqual(conflict.meta, { status: 409, msg: 'Only drafts can be published.' });
    const busy = await answer(() => {
      throw new HttpError(429, 'Slow down.', [], { 'retry-after': '30' });
    });
    assert.equal(busy.status, 429);
    assert.equal(busy.headers['retry-after'], '30');
  });

  it('refuses a status outside the API conventions at compile time, and answers one forced through as it is', async () => {
    const forced = await answer(() => {
      // @ts-expect-error 422 is not a status of the API conventions: typecheck fails if HttpError ever accepts it.
      throw new HttpError(422, 'Unprocessable.');
    });
    // Not hidden as a 400: a test of the route that threw it sees the mistake.
    assert.equal(forced.status, 422);
  });
});

describe('what the error handler logs', () => {
  async function logged(thrown: () => never) {
    const log = logInMemory();
    const app = Fastify({ logger: log.logger, genReqId: requestIdOf });
    installRequestIds(app);
    installErrorHandling(app);
    app.get('/', thrown);
    const response = await app.inject({ url: '/' });
    await app.close();
    // Fastify's own lines of every request are info; warnings and errors are ours.
    return { response, meta: response.json<{ meta: unknown }>().meta, alerts: log.lines.filter((line) => line.level >= 40) };
  }

  it('logs an HttpError of 5xx as an error with the request id and its cause, and answers it as before', async () => {
    const { response, meta, alerts } = await logged(() => {
      throw new HttpError(502, 'The mail could not be sent. Try again later.', [], {}, { cause: new Error('421 mail server busy') });
    });
    assert.equal(response.statusCode, 502);
    assert.deepEqual(meta, { status: 502, msg: 'The mail could not be sent. Try again later.' });
    assert.doesNotMatch(response.body, /busy/);
    assert.equal(alerts.length, 1, JSON.stringify(alerts));
    assert.equal(alerts[0]!.level, 50);
    assert.equal(alerts[0]!.reqId, response.headers['x-request-id']);
    assert.match(alerts[0]!.err!.message, /421 mail server busy/);
    assert.match(alerts[0]!.err!.stack, /caused by: Error: 421 mail server busy/);

    const unavailable = await logged(() => {
      throw new HttpError(503, 'Live updates are unavailable right now.');
    });
    assert.equal(unavailable.response.statusCode, 503);
    assert.deepEqual(unavailable.alerts.map((line) => [line.level, line.err?.message]), [[50, 'Live updates are unavailable right now.']]);
  });

  it('does not log an HttpError of 4xx: a client’s mistake is no fault to look into', async () => {
    for (const status of [400, 401, 403, 404, 409, 429] as const) {
      const { response, alerts } = await logged(() => {
        throw new HttpError(status, 'Not this way.');
      });
      assert.equal(response.statusCode, status);
      assert.deepEqual(alerts, [], String(status));
    }
  });
});
