import { makePage, makePost } from '../test-support/fixtures';
import {
  EMPTY_TIMELINE,
  appendPage,
  insertAtTop,
  insertsSavedPost,
  isAtEnd,
  patchPost,
  prependNewer,
  newestReceived,
  removePost,
} from './timeline-state';

const ids = (state: { posts: { id: string }[] }) => state.posts.map((post) => post.id);

describe('timeline state', () => {
  const loaded = appendPage(EMPTY_TIMELINE, makePage(['3', '2'], '2'));

  it('appends pages, skipping posts already shown, and keeps the cursor', () => {
    const next = appendPage(loaded, makePage(['2', '1'], null));
    expect(ids(next)).toEqual(['3', '2', '1']);
    expect(next).toMatchObject({ loaded: true, next: null, status: 'idle', error: null });
    expect(isAtEnd(next)).toBe(true);
    expect(isAtEnd(loaded)).toBe(false);
    expect(isAtEnd(EMPTY_TIMELINE)).toBe(false);
  });

  it('inserts at the top without a duplicate', () => {
    expect(ids(insertAtTop(loaded, makePost('9')))).toEqual(['9', '3', '2']);
    expect(ids(insertAtTop(loaded, makePost('2')))).toEqual(['2', '3']);
  });

  it('patches and removes by id, and returns the same state when the post is absent', () => {
    expect(patchPost(loaded, '3', { liked: true }).posts[0]?.liked).toBe(true);
    expect(ids(removePost(loaded, '3'))).toEqual(['2']);
    expect(patchPost(loaded, '7', { liked: true })).toBe(loaded);
    expect(removePost(loaded, '7')).toBe(loaded);
  });

  it('inserts saved posts only where they belong', () => {
    const published = makePost('1');
    const draft = makePost('2', undefined, { state: 'draft' });
    expect(insertsSavedPost('dashboard', published)).toBe(true);
    expect(insertsSavedPost('dashboard', draft)).toBe(false);
    expect(insertsSavedPost('drafts', draft)).toBe(true);
    expect(insertsSavedPost('drafts', published)).toBe(false);
    expect(insertsSavedPost('inbox', draft)).toBe(true);
    expect(insertsSavedPost('likes', published)).toBe(false);
  });

  describe('prependNewer', () => {
    it('puts the posts newer than the newest shown above it, once', () => {
      const next = prependNewer(loaded, makePage(['5', '4', '3', '2'], '2').posts)!;
      expect(ids(next)).toEqual(['5', '4', '3', '2']);
      expect(prependNewer(next, makePage(['5', '4'], '4').posts)).toBe(next);
    });

    it('answers null when the page does not reach the posts shown (a gap) or nothing is shown', () => {
      expect(prependNewer(loaded, makePage(['9', '8'], '8').posts)).toBeNull();
      expect(prependNewer(EMPTY_TIMELINE, makePage(['1'], null).posts)).toBeNull();
    });

    it('keeps the newest post the timeline sent apart from the reader’s own put at the top', () => {
      expect(newestReceived(loaded)).toBe('3');
      const withOwn = insertAtTop(loaded, makePost('9'));
      expect(newestReceived(withOwn)).toBe('3');
    });

    it('puts others’ posts from before the reader’s own under it, newest first, the own post once', () => {
      const withOwn = insertAtTop(loaded, makePost('9'));
      const next = prependNewer(withOwn, makePage(['10', '9', '7', '5', '3', '2'], '2').posts)!;
      expect(ids(next)).toEqual(['10', '9', '7', '5', '3', '2']);
      expect(newestReceived(next)).toBe('10');
    });

    it('with only the reader’s own post above, counts from it on and moves nothing', () => {
      const withOwn = insertAtTop(loaded, makePost('9'));
      const next = prependNewer(withOwn, makePage(['9', '3', '2'], '2').posts)!;
      expect(ids(next)).toEqual(['9', '3', '2']);
      expect(newestReceived(next)).toBe('9');
    });

    it('keeps the old first page fetchable again: its cursor becomes "before the old newest + 1"', () => {
      const evicted = { ...loaded, posts: [{ id: '3', tumblelog: 'b', evicted: { before: null } } as never, ...loaded.posts.slice(1)] };
      const next = prependNewer(evicted, makePage(['4', '3'], '3').posts)!;
      expect(next.fetchedWith).toEqual({ '3': '4', '2': '4' });
      expect(next.posts[1]).toMatchObject({ id: '3', evicted: { before: '4' } });
      expect(next.fetchedWith).not.toHaveProperty('4');
    });
  });
});

