import type { DashboardPost } from '@tumbledash/shared';
import { makePage } from '../test-support/fixtures';
import { isEvicted } from './evicted-post';
import { evictFar, pagesToRestore, restorePage } from './eviction';
import { appendPage, EMPTY_TIMELINE, patchBlog, type TimelineState } from './timeline-state';

/** Pages of `size` posts, ids counting down from `count`, each asked with the last id of the page before. */
function timeline(count: number, size = 10): TimelineState {
  let state = EMPTY_TIMELINE;
  let before: string | null = null;
  for (let start = count; start > 0; start -= size) {
    const ids = Array.from({ length: Math.min(size, start) }, (_, index) => String(start - index));
    state = appendPage(state, makePage(ids, ids.at(-1)!), before);
    before = ids.at(-1)!;
  }
  return state;
}

const evictedIds = (state: TimelineState) => state.posts.filter(isEvicted).map((post) => post.id);

it('keeps the posts near the rows shown and leaves of the far ones only their id, blog and page', () => {
  const state = evictFar(timeline(100), 50, 55, 10);
  expect(state.posts).toHaveLength(100);
  expect(evictedIds(state)).toHaveLength(100 - 26);
  expect(state.posts[40]).not.toHaveProperty('evicted');
  expect(state.posts[65]).not.toHaveProperty('evicted');
  expect(state.posts[39]).toEqual({ id: '61', tumblelog: state.posts[39]!.tumblelog, evicted: { before: '71' } });
  expect(state.posts[0]).toMatchObject({ id: '100', evicted: { before: null } });
  expect(evictFar(state, 50, 55, 10)).toBe(state);
});

it('names the pages rows coming into view need again, each once', () => {
  const state = evictFar(timeline(100), 90, 95, 10);
  expect(pagesToRestore(state, 0, 25)).toEqual([null, '91', '81']);
  expect(pagesToRestore(state, 85, 99)).toEqual([]);
});

it('puts a page fetched again in its stubs\' places, dropping posts that did not come back', () => {
  const state = evictFar(timeline(30), 25, 29, 0);
  const again = makePage(['20', '19', '17', '16', '15', '14', '13', '12', '11', '99'], '11').posts;
  const restored = restorePage(state, '21', again);
  const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => String(from - index));
  expect(restored.posts.map((post) => post.id)).toEqual([...ids(30, 21), '20', '19', '17', '16', '15', '14', '13', '12', '11', ...ids(10, 1)]);
  expect(evictedIds(restored)).toEqual([...ids(30, 21), ...ids(10, 6)]);
  expect(restored.posts.find((post) => post.id === '20')).toBe(again[0]);
});

it('leaves stubs alone when a blog\'s flags change (they come back as the server has them)', () => {
  const state = evictFar(timeline(20), 15, 19, 0);
  const stub = state.posts[0] as DashboardPost;
  const changed = patchBlog(state, stub.tumblelog, (flags) => ({ ...flags, following: !flags.following }));
  expect(changed.posts[0]).toBe(stub);
});
