import { makePost } from '../test-support/fixtures';
import { baseRouteOf, editedPostId, refocusTarget, reloadLimit, savedPostPlan } from './saved-post';

const posts = (...ids: string[]) => ids.map((id) => ({ id }));

describe('what a page does with a saved post (A§2.1)', () => {
  it('dashboard, drafts and inbox insert what belongs there; the queue reloads after any save', () => {
    const published = makePost('1');
    const draft = makePost('2', undefined, { state: 'draft' });
    const queued = makePost('3', undefined, { state: 'queued' });
    expect(savedPostPlan('dashboard', published)).toBe('insert');
    expect(savedPostPlan('dashboard', draft)).toBe('none');
    expect(savedPostPlan('drafts', draft)).toBe('insert');
    expect(savedPostPlan('inbox', published)).toBe('insert');
    expect(savedPostPlan('likes', published)).toBe('none');
    for (const post of [published, draft, queued, makePost('4', undefined, { state: 'scheduled' })]) {
      expect(savedPostPlan('queue', post)).toBe('reload');
    }
  });

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

  it('the post an edit was about is the one the form’s address names (published, the saved post has a new id)', () => {
    expect(editedPostId('/edit/5', { id: '50' })).toBe('5');
    expect(editedPostId('/queue', { id: '50' })).toBe('50');
    expect(editedPostId('/queue/new/text', { id: '50' })).toBe('50');
  });
});
