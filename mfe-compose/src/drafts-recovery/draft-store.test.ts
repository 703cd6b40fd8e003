import { newPostModel } from '../post-form/post-model';
import { DraftStore, draftKey } from './draft-store';

beforeEach(() => window.localStorage.clear());

it('keys drafts per user, mode and post', () => {
  expect(draftKey('ann', 'new', 'text')).toBe('td-compose:draft:ann:new:text');
  expect(draftKey('ann', 'edit', '42')).not.toBe(draftKey('bob', 'edit', '42'));
});

it('saves, loads and clears a draft', () => {
  const store = new DraftStore(window.localStorage, () => 123);
  const model = { ...newPostModel('text', 'ann'), slots: { type: 'text' as const, title: 'Hi', body: '<p>there</p>' } };
  store.save('k', model);
  expect(store.load('k')).toEqual({ savedAt: 123, model });
  store.clear('k');
  expect(store.load('k')).toBeNull();
});

it('ignores what is not a draft', () => {
  const store = new DraftStore(window.localStorage);
  window.localStorage.setItem('a', '{not json');
  window.localStorage.setItem('b', JSON.stringify({ savedAt: 1, model: { slots: null } }));
  expect(store.load('a')).toBeNull();
  expect(store.load('b')).toBeNull();
  expect(store.load('missing')).toBeNull();
});

it('survives storage that refuses to work', () => {
  const broken = {
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    getItem: () => {
      throw new Error('SecurityError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  } as unknown as Storage;
  const store = new DraftStore(broken);
  expect(() => store.save('k', newPostModel('text', 'a'))).not.toThrow();
  expect(store.load('k')).toBeNull();
  expect(() => store.clear('k')).not.toThrow();
  expect(new DraftStore(null).load('k')).toBeNull();
});
