import { makePost } from '../test-support/post';
import { INITIAL_SEARCH, searchDone, searching, searchReducer } from './search-state';

const loaded = searchReducer({ ...INITIAL_SEARCH, term: 'cats' }, { type: 'loaded', posts: [makePost('1'), makePost('2')], next_offset: 10 });

it('appends pages and knows the end by a negative offset', () => {
  const next = searchReducer(loaded, { type: 'loaded', posts: [makePost('2'), makePost('3')], next_offset: -1 });
  expect(next.posts.map((post) => post.id)).toEqual(['1', '2', '3']);
  expect(searchDone(next)).toBe(true);
  expect(searchDone(loaded)).toBe(false);
});

it('resets results and offset when term, sort, type or role change', () => {
  for (const action of [
    { type: 'term', term: 'dogs' },
    { type: 'sort', sort: 'POPULARITY_DESC' },
    { type: 'post_type', post_type: 'PHOTO' },
    { type: 'post_role', post_role: 'ORIGINAL' },
  ] as const) {
    const next = searchReducer(loaded, action);
    expect(next.posts).toEqual([]);
    expect(next.next_offset).toBe(0);
  }
  expect(searchReducer(loaded, { type: 'term', term: 'cats' })).toBe(loaded);
});

it('clearing leaves search mode and keeps the filters', () => {
  const filtered = searchReducer(loaded, { type: 'post_type', post_type: 'QUOTE' });
  const cleared = searchReducer(filtered, { type: 'clear' });
  expect(searching(cleared)).toBe(false);
  expect(cleared.post_type).toBe('QUOTE');
});

it('keeps an error until the next load', () => {
  const failed = searchReducer(loaded, { type: 'failed', error: 'Something went screwy.' });
  expect(failed.error).toBe('Something went screwy.');
  expect(searchReducer(failed, { type: 'loading' }).error).toBeNull();
});

it('follows a result edited or deleted on the page: replaced in place or gone, the next page one place earlier', () => {
  const edited = makePost('2', { content: { type: 'text', title: 'Edited', body: '<p>New</p>' } });
  const replaced = searchReducer(loaded, { type: 'changed', change: (posts) => posts.map((post) => (post.id === '2' ? edited : post)) });
  expect(replaced.posts).toEqual([makePost('1'), edited]);
  expect(replaced.next_offset).toBe(10);

  const gone = searchReducer(loaded, { type: 'changed', change: (posts) => posts.filter((post) => post.id !== '1') });
  expect(gone.posts.map((post) => post.id)).toEqual(['2']);
  expect(gone.next_offset).toBe(9);

  expect(searchReducer(loaded, { type: 'changed', change: (posts) => posts })).toBe(loaded);
});
