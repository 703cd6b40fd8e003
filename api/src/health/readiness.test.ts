import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Db } from '../db/connect.js';
import { installRequestIds, requestIdOf } from '../http/request-id.js';
import type { Storage } from '../storage/storage.js';
import { logInMemory } from '../testing/log-lines.js';
import { readinessRoutes } from './readiness.js';

/** A database that answers every query (with no rows), without a server. */
const answeringDb = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as unknown as Db;

describe('GET /readyz', () => {
  it('answers 503 when the file store does not answer, and logs why with the request id', async () => {
    const log = logInMemory();
    const app = Fastify({ logger: log.logger, genReqId: requestIdOf });
    installRequestIds(app);
    const storage = { check: () => Promise.reject(new Error('NoSuchBucket: tumbledash-media')) } as unknown as Storage;
    await app.register(readinessRoutes, { db: answeringDb, storage });
    const response = await app.inject({ url: '/readyz' });
    await app.close();
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { meta: { status: 503, msg: 'Not ready' }, response: { database: true, storage: false } });
    const errors = log.lines.filter((line) => line.level >= 50);
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.reqId, response.headers['x-request-id']);
    assert.match(errors[0]!.err!.message, /NoSuchBucket/);
  });
});
