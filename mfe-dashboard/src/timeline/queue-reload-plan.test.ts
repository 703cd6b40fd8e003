import { makePage } from '../test-support/fixtures';
import { baseRouteOf, endReload, refocusTarget, reloadLimit, reloadedList, startReload } from './queue-reload-plan';
import { EMPTY_TIMELINE, appendPage, isAtEnd } from './timeline-state';

const posts = (...ids: string[]) => ids.map((id) => ({ id }));

describe('the queue’s reload after a save (A§2.1)', () => {
  it('a reload asks for as many whole pages as were shown, one page at least, 50 at most', () => {
    expect(reloadLimit(0)).toBe(10);
    expect(reloadLimit(3)).toBe(10);
    expect(reloadLimit(10)).toBe(10);
    expect(reloadLimit(11)).toBe(20);
    expect(reloadLimit(49)).toBe(50);
    expect(reloadLimit(120)).toBe(50);
  });

  it('focus goes to the edited post if still listed, else to the card now at its place, else to the list’s end', () => {
    expect(refocusTarget({ postId: '5', index: 0 }, posts('6', '7', '5'))).toEqual({ postId: '5' });
    expect(refocusTarget({ postId: '5', index: 1 }, posts('6', '7'))).toEqual({ postId: '7' });
    expect(refocusTarget({ postId: '5', index: 2 }, posts('6', '7'))).toEqual({ end: true });
    expect(refocusTarget({ postId: '5', index: 0 }, [])).toEqual({ end: true });
  });

  it('the base route is the path alone', () => {
    expect(baseRouteOf({ pathname: '/queue', search: '?from=7', hash: '' })).toBe('/queue');
    expect(baseRouteOf({ pathname: '/queue', search: '', hash: '#top' })).toBe('/queue');
    expect(baseRouteOf({ pathname: '/queue', search: '', hash: '' })).toBeNull();
  });

  describe('the list during and after it', () => {
    const ids = (state: { posts: { id: string }[] }) => state.posts.map((post) => post.id);
    const shown = appendPage(appendPage(EMPTY_TIMELINE, makePage(['1', '2'], '2')), makePage(['3'], null), '2');

    it('keeps the posts shown, with no spinner, while the fresh ones come', () => {
      const reloading = startReload({ ...shown, status: 'loading' });
      expect(reloading).toMatchObject({ reloading: true, status: 'idle', loaded: true });
      expect(ids(reloading)).toEqual(['1', '2', '3']);
    });

    it('puts the fresh posts in place of all those shown, each run of a page size counting as the page after the post above it', () => {
      const fresh = makePage(['3', '1', '4', '2', '5'], '5');
      const next = reloadedList(startReload(shown), fresh, 2);
      expect(ids(next)).toEqual(['3', '1', '4', '2', '5']);
      expect(next).toMatchObject({ next: '5', loaded: true, reloading: false, status: 'idle' });
      expect(next.fetchedWith).toEqual({ '3': null, '1': null, '4': '1', '2': '1', '5': '2' });
      expect(isAtEnd(reloadedList(shown, makePage([], null), 2))).toBe(true);
    });

    it('ends a failed reload with the list as it was', () => {
      const reloading = startReload(shown);
      expect(ids(endReload(reloading))).toEqual(['1', '2', '3']);
      expect(endReload(reloading).reloading).toBe(false);
      expect(endReload(shown)).toBe(shown);
    });
  });
});
