import { makePost } from '../test-support/post';
import { afterSave } from './saved-post';

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
