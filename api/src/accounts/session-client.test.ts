import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { sessionClient } from './session.js';

const request = (ip: string | undefined, headers: Record<string, string> = {}) => ({ ip, headers }) as unknown as FastifyRequest;

it('cuts the address and the browser to what the sessions table keeps', () => {
  assert.deepEqual(sessionClient(request('203.0.113.9', { 'user-agent': 'x'.repeat(600) })), { ip: '203.0.113.9', userAgent: 'x'.repeat(500) });
});

it('answers for a request whose client has already gone, which has no address left', () => {
  assert.deepEqual(sessionClient(request(undefined)), { ip: '', userAgent: '' });
});
