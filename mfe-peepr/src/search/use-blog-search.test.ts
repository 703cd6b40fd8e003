import { act, renderHook, waitFor } from '@testing-library/react';
import { api, bus, type BlogSearchPage } from '@tumbledash/shared';
import { makePost, savedEdit } from '../test-support/post';
import { useBlogSearch } from './use-blog-search';

const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

afterEach(() => jest.restoreAllMocks());

async function searched() {
  const get = jest.spyOn(api, 'get').mockResolvedValue({ posts: ['4', '3', '2', '1'].map((id) => makePost(id)), next_offset: 10 } as BlogSearchPage);
  const hook = renderHook(() => useBlogSearch('night-owl-notes', false));
  act(() => hook.result.current.dispatch({ type: 'term', term: 'night' }));
  await waitFor(() => expect(hook.result.current.state.posts).toHaveLength(4));
  return { ...hook, get };
}

it('shows a result edited here in its new version, in its place', async () => {
  const { result } = await searched();
  const edited = makePost('3', { content: { type: 'text', title: 'Edited', body: '<p>The second version.</p>' } });
  act(() => bus.emit('post:saved', savedEdit(edited)));
  expect(ids(result.current.state.posts)).toEqual(['4', '3', '2', '1']);
  expect(result.current.state.posts[1]).toEqual(expect.objectContaining({ content: edited.content }));
});

it('drops a result made a draft or deleted, and asks for the next page one place earlier for each', async () => {
  const { result, get } = await searched();
  act(() => bus.emit('post:saved', savedEdit(makePost('3', { state: 'draft' }))));
  act(() => bus.emit('post:deleted', { id: '1' }));
  expect(ids(result.current.state.posts)).toEqual(['4', '2']);

  get.mockResolvedValue({ posts: [makePost('0')], next_offset: -1 } as BlogSearchPage);
  act(() => result.current.more());
  await waitFor(() => expect(ids(result.current.state.posts)).toEqual(['4', '2', '0']));
  expect(get).toHaveBeenLastCalledWith(expect.any(String), { params: expect.objectContaining({ next_offset: 8 }) });
});

it('inserts no new post: the results are a search', async () => {
  const { result } = await searched();
  act(() => bus.emit('post:saved', { ...savedEdit(makePost('9')), created_post: true }));
  expect(ids(result.current.state.posts)).toEqual(['4', '3', '2', '1']);
});
