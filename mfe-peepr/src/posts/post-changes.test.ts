import { bus } from '@tumbledash/shared';
import { makePost, savedEdit } from '../test-support/post';
import { afterSave, followPostChanges, offsetAfterRemoving, type PostsChange } from './post-changes';

const shown = [makePost('3'), makePost('2'), makePost('1')];
const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

it.each(['draft', 'queued', 'scheduled'] as const)('a shown post saved as %s leaves a blog’s list; the others keep their places', (state) => {
  expect(ids(afterSave(shown, makePost('2', { state }), false))).toEqual(['3', '1']);
});

it.each(['published', 'private'] as const)('a shown post saved %s stays in its place with its new version', (state) => {
  const saved = makePost('2', { state, content: { type: 'text', title: 'Edited', body: '<p>New</p>' } });
  const next = afterSave(shown, saved, false);
  expect(ids(next)).toEqual(['3', '2', '1']);
  expect(next[1]).toBe(saved);
});

it('a post’s own page keeps its post, whatever its new state', () => {
  const saved = makePost('2', { state: 'draft' });
  expect(afterSave([makePost('2')], saved, true)).toEqual([saved]);
});

it('a post not shown is not added: the blog page does not insert saved posts', () => {
  expect(afterSave(shown, makePost('9'), false)).toBe(shown);
});

it('a draft published from its own page replaces the card shown under its old id', () => {
  const published = makePost('20', { state: 'published' });
  const changes: PostsChange[] = [];
  const stop = followPostChanges(true, (change) => changes.push(change));
  const saved = { ...savedEdit(published), previousId: '2' };
  bus.emit('post:saved', saved);
  stop();
  expect(changes.map((change) => change([makePost('2', { state: 'draft' })]))).toEqual([[saved.post]]);
});

it('a post given a new id by its save leaves a blog’s list under its old id when not listed, or is shown once', () => {
  expect(ids(afterSave(shown, makePost('20', { state: 'queued' }), false, '2'))).toEqual(['3', '1']);
  const published = makePost('20');
  expect(afterSave(shown, published, false, '2')).toEqual([shown[0], published, shown[2]]);
  expect(ids(afterSave([published, ...shown], published, false, '2'))).toEqual(['20', '3', '1']);
});

it('hands each deletion and save to the list, and stops when asked', () => {
  const changes: PostsChange[] = [];
  const stop = followPostChanges(false, (change) => changes.push(change));
  bus.emit('post:deleted', { id: '2' });
  bus.emit('post:saved', savedEdit(makePost('3', { state: 'draft' })));
  expect(changes.map((change) => ids(change(shown)))).toEqual([
    ['3', '1'],
    ['2', '1'],
  ]);
  stop();
  bus.emit('post:deleted', { id: '1' });
  expect(changes).toHaveLength(2);
});

it('starts the next page as many places earlier as posts left; the end stays the end', () => {
  expect(offsetAfterRemoving(20, 1)).toBe(19);
  expect(offsetAfterRemoving(1, 3)).toBe(0);
  expect(offsetAfterRemoving(-1, 1)).toBe(-1);
});
