import { makePage, makePost } from '../test-support/fixtures';
import { applyEdit, kindOfKey } from './saved-edit';
import { EMPTY_TIMELINE, appendPage } from './timeline-state';

const ids = (state: { posts: { id: string }[] }) => state.posts.map((post) => post.id);
const drafts = appendPage(EMPTY_TIMELINE, { posts: ['3', '2', '1'].map((id) => makePost(id, undefined, { state: 'draft' })), next: null });
const published = appendPage(EMPTY_TIMELINE, makePage(['3', '2'], '2'));

describe('an edited post in a cached list', () => {
  it('replaces the post where it stands while the list shows its state, and leaves the list alone when it is not there', () => {
    const edited = makePost('2', { type: 'text', title: 'Edited', body: '' }, { state: 'draft' });
    expect(applyEdit(drafts, 'drafts', edited, '2').posts[1]).toBe(edited);
    expect(applyEdit(drafts, 'drafts', makePost('7', undefined, { state: 'draft' }), '7')).toBe(drafts);
  });

  it('a draft published (a new id) leaves the drafts; a post made a draft or private leaves the lists of public posts', () => {
    expect(ids(applyEdit(drafts, 'drafts', makePost('60'), '2'))).toEqual(['3', '1']);
    expect(ids(applyEdit(published, 'likes', makePost('2', undefined, { state: 'private' }), '2'))).toEqual(['3']);
    expect(ids(applyEdit(published, 'tagged', makePost('2', undefined, { state: 'draft' }), '2'))).toEqual(['3']);
    expect(ids(applyEdit(published, 'dashboard', makePost('3', undefined, { state: 'draft' }), '3'))).toEqual(['2']);
  });

  it('the reader’s own private post stays on the dashboard and their blog; the queue and the inbox keep the edit in place', () => {
    const made = makePost('2', undefined, { state: 'private' });
    expect(applyEdit(published, 'dashboard', made, '2').posts[1]).toBe(made);
    expect(applyEdit(published, 'blog', made, '2').posts[1]).toBe(made);
    const queued = appendPage(EMPTY_TIMELINE, { posts: [makePost('5', undefined, { state: 'queued' })], next: null });
    const now = makePost('50');
    expect(applyEdit(queued, 'queue', now, '5').posts).toEqual([now]);
  });

  it('under its new id already (put on top): the old copy goes, no post twice', () => {
    const top = appendPage(EMPTY_TIMELINE, { posts: [makePost('60'), makePost('2', undefined, { state: 'private' })], next: null });
    expect(ids(applyEdit(top, 'dashboard', makePost('60'), '2'))).toEqual(['60']);
  });

  it('reads the kind of page from a cached timeline’s key', () => {
    expect(kindOfKey('drafts')).toBe('drafts');
    expect(kindOfKey('tagged/cats?sort=top')).toBe('tagged');
    expect(kindOfKey('blog/alice')).toBe('blog');
  });
});
