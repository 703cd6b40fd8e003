import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { saveMessage } from './save.js';

describe('save toast', () => {
  it('confirms "Post privately" as a private post, not "Posted to"', () => {
    assert.equal(saveMessage({ kind: 'published', isPrivate: true }, false, 'cats', 'published'), 'Posted privately to cats. Only its members can see it.');
    assert.equal(saveMessage({ kind: 'published', isPrivate: false }, false, 'cats', 'published'), 'Posted to cats.');
  });
});
