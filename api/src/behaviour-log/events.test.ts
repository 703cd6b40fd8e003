import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LogEvent } from '../contracts.js';
import { checkLogEvents, isProblem, LOG_TS_WINDOW_MS, parseConversionLog } from './events.js';

const NOW = Date.UTC(2025, 5, 1);
const event = (fields: Partial<LogEvent> = {}): LogEvent => ({
  category: 'video',
  event: 'play',
  uuid: 'visit-1',
  ts: NOW,
  rid: 'rid-1',
  elapsed: 1200,
  data: { post_id: '12', muted: false },
  env: { path: '/dashboard', width: 1280 },
  ...fields,
});

describe('checkLogEvents', () => {
  it('passes the events of A§7.5', () => {
    assert.equal(checkLogEvents([event(), event({ category: 'gif', event: 'select' }), event({ event: 'initial_load_time' })], NOW), null);
  });

  it('names an unknown category, or an event its category does not have', () => {
    assert.deepEqual(checkLogEvents([event(), event({ category: 'cslog' as LogEvent['category'] })], NOW), {
      field: 'events.1.category',
      detail: '"cslog" is not a log category.',
    });
    assert.deepEqual(checkLogEvents([event({ category: 'gif', event: 'play' })], NOW), { field: 'events.0.event', detail: '"play" is not a gif event.' });
    assert.equal(checkLogEvents([event({ category: 'toString' as LogEvent['category'] })], NOW)?.field, 'events.0.category');
  });

  it('refuses a time more than a day from now', () => {
    assert.equal(checkLogEvents([event({ ts: NOW - LOG_TS_WINDOW_MS })], NOW), null);
    assert.deepEqual(checkLogEvents([event({ ts: NOW + LOG_TS_WINDOW_MS + 1 })], NOW), { field: 'events.0.ts', detail: 'events.0.ts must be within a day of now.' });
    assert.equal(checkLogEvents([event({ ts: 0 })], NOW)?.field, 'events.0.ts');
  });

  it('refuses data that is not flat, over 2 KB as JSON (bytes, not characters) or has NUL characters', () => {
    assert.equal(checkLogEvents([event({ data: { q: 'x'.repeat(2030) } })], NOW), null);
    assert.equal(checkLogEvents([event({ data: { q: 'é'.repeat(1030) } })], NOW)?.detail, 'events.0.data must be at most 2048 bytes as JSON.');
    assert.equal(checkLogEvents([event({ data: { q: 'a\u0000b' } })], NOW)?.field, 'events.0.data');
    assert.equal(checkLogEvents([event({ data: { a: null, b: 1.5, c: true, d: '' } })], NOW), null);
    assert.equal(checkLogEvents([event({ data: { q: [1] } as unknown as LogEvent['data'] })], NOW)?.detail, 'events.0.data.q must be a string, number, boolean or null.');
    assert.equal(checkLogEvents([event({ env: { path: '/a\u0000', width: 1 } })], NOW)?.field, 'events.0.env.path');
  });
});

describe('parseConversionLog', () => {
  it('reads name, player and player_version (a number version as text)', () => {
    assert.deepEqual(parseConversionLog('{"name":"video_conversion","player":"html5","player_version":"2.1"}'), { name: 'video_conversion', player: 'html5', player_version: '2.1' });
    assert.deepEqual(parseConversionLog('{"name":"video_conversion","player":"html5","player_version":7}'), { name: 'video_conversion', player: 'html5', player_version: '7' });
  });

  it('answers a problem for bad JSON, other shapes, missing, long or extra fields', () => {
    const bad = ['{', '[]', 'null', '"x"', '{"name":"a","player":"b"}', '{"name":"a","player":{"x":1},"player_version":"1"}',
      `{"name":"a","player":"${'p'.repeat(65)}","player_version":"1"}`, '{"name":"a","player":"b","player_version":"1","email":"x@y.z"}',
      '{"name":"a\\u0000","player":"b","player_version":"1"}', '{"name":"  ","player":"b","player_version":"1"}'];
    for (const log of bad) {
      const parsed = parseConversionLog(log);
      assert.ok(isProblem(parsed), log);
    }
    const extra = parseConversionLog('{"name":"a","player":"b","player_version":"1","email":"x@y.z"}');
    assert.ok(isProblem(extra) && extra.detail === 'email is not a field of the conversion log.');
  });
});
