import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { postIdOfCode, shortCode } from './short-link.js';

describe('short links', () => {
  it('round-trips a post id through a short code', () => {
    for (const id of ['1', '7301092415160340480', '9223372036854775807']) {
      assert.equal(postIdOfCode(shortCode(id)), id);
    }
    assert.ok(shortCode('7301092415160340480').length <= 13);
  });

  it('refuses what is not a code', () => {
    for (const code of ['', '0', 'ABC', 'a-b', 'zzzzzzzzzzzzz', '1'.repeat(14)]) assert.equal(postIdOfCode(code), null, code);
  });
});
