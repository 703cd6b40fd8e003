import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../testing/app.js';

describe('request ids', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers every request with its own id', async () => {
    const first = await t.app.inject({ url: '/svc/bootstrap' });
    const second = await t.app.inject({ url: '/no/such/page' });
    assert.match(String(first.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.match(String(second.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.notEqual(first.headers['x-request-id'], second.headers['x-request-id']);
  });

  it('keeps the id a proxy gave, and refuses one that could forge a log line', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'nginx-5f2a9c0d1e' } });
    assert.equal(kept.headers['x-request-id'], 'nginx-5f2a9c0d1e');
    const forged = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a\\n{"level":60}' } });
    assert.notEqual(forged.headers['x-request-id'], 'a\\n{"level":60}');
    assert.match(String(forged.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });
});
