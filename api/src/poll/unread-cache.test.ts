import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UnreadCache } from './unread-cache.js';

const answer = (count: number) => ({ unread_messages: { key: { '1': count } } });

describe('UnreadCache', () => {
  it('keeps an answer until its user changes', () => {
    const cache = new UnreadCache();
    cache.set('token-a|key', '1', answer(1), cache.begin());
    cache.set('token-b|key', '2', answer(2), cache.begin());
    assert.deepEqual(cache.get('token-a|key'), answer(1));
    cache.invalidateUsers(['1']);
    assert.equal(cache.get('token-a|key'), undefined);
    assert.deepEqual(cache.get('token-b|key'), answer(2));
  });

  it('stays bounded by starting over when full', () => {
    const cache = new UnreadCache(2);
    cache.set('a', '1', answer(1), cache.begin());
    cache.set('b', '2', answer(2), cache.begin());
    cache.set('c', '3', answer(3), cache.begin());
    assert.equal(cache.get('a'), undefined);
    assert.deepEqual(cache.get('c'), answer(3));
  });

  it('does not store an answer read before a change', () => {
    const cache = new UnreadCache();
    const started = cache.begin();
    cache.invalidateUsers(['1']);
    cache.set('a', '1', answer(1), started);
    assert.equal(cache.get('a'), undefined);
  });

  it('keeps nothing while disabled', () => {
    const cache = new UnreadCache();
    cache.set('a', '1', answer(1), cache.begin());
    cache.setEnabled(false);
    assert.equal(cache.get('a'), undefined);
    cache.set('a', '1', answer(1), cache.begin());
    assert.equal(cache.get('a'), undefined);
    cache.setEnabled(true);
    cache.set('a', null, { error: true }, cache.begin());
    assert.deepEqual(cache.get('a'), { error: true });
  });
});
