import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from './limits.js';

const from = (ip: string | undefined) => ({ ip }) as unknown as FastifyRequest;

it('counts IPv4 by its address and IPv6 by its /64', () => {
  assert.equal(clientAddress(from('203.0.113.9')), '203.0.113.9');
  assert.equal(clientAddress(from('2001:db8:1:2:3:4:5:6')), clientAddress(from('2001:db8:1:2:ffff::1')));
});

it('answers for a request whose client has already gone, which has no address left', () => {
  assert.equal(clientAddress(from(undefined)), '');
});
