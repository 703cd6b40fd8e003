import { act, renderHook, waitFor } from '@testing-library/react';
import { api, bus, type BlogViewerPosts, type SaveResponse } from '@tumbledash/shared';
import { makeBlog, makePost } from '../test-support/post';
import { useBlogPosts } from './use-blog';

/** The server's list of the blog's posts (ids 25 down to 1), served 10 a page at the asked offset. */
let listed: string[] = [];

function serveBlog() {
  listed = Array.from({ length: 25 }, (_, index) => String(25 - index));
  return jest.spyOn(api, 'get').mockImplementation((_url: string, config?: { params?: { offset?: number; limit?: number } }) => {
    const { offset = 0, limit = 10 } = config?.params ?? {};
    const page = listed.slice(offset, offset + limit).map((id) => makePost(id));
    return Promise.resolve({ tumblelog: makeBlog(), posts: page } as unknown as BlogViewerPosts);
  });
}

/** The post is no longer in the server's list (a draft now, deleted). */
const unlist = (id: string) => (listed = listed.filter((listedId) => listedId !== id));

const saved = (id: string, state: 'draft' | 'published') => ({ post: { ...makePost(id, { state }), is_edit: true, is_reblog: false } }) as unknown as SaveResponse;
const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

afterEach(() => jest.restoreAllMocks());

it('a shown post saved as a draft leaves the list at once, and the next page still starts where the list ends', async () => {
  const get = serveBlog();
  const { result } = renderHook(() => useBlogPosts('night-owl-notes', undefined));
  await waitFor(() => expect(result.current.posts).toHaveLength(10));

  unlist('20');
  act(() => bus.emit('post:saved', saved('20', 'draft')));
  expect(ids(result.current.posts)).not.toContain('20');
  expect(result.current.posts).toHaveLength(9);

  act(() => result.current.more());
  await waitFor(() => expect(result.current.posts).toHaveLength(19));
  // The server's list lost the draft too: its 10th post (id 15) comes next, not skipped.
  expect(get).toHaveBeenLastCalledWith('/svc/indash_blog/posts', expect.objectContaining({ params: expect.objectContaining({ offset: 9 }) }));
  expect(ids(result.current.posts).slice(8, 10)).toEqual(['16', '15']);
});

it('a deleted post leaves the list and the next page skips nothing', async () => {
  serveBlog();
  const { result } = renderHook(() => useBlogPosts('night-owl-notes', undefined));
  await waitFor(() => expect(result.current.posts).toHaveLength(10));
  unlist('25');
  act(() => bus.emit('post:deleted', { id: '25' }));
  act(() => result.current.more());
  await waitFor(() => expect(result.current.posts).toHaveLength(19));
  expect(ids(result.current.posts).slice(8, 10)).toEqual(['16', '15']);
});

it('a post saved still published keeps its place with its new version', async () => {
  serveBlog();
  const { result } = renderHook(() => useBlogPosts('night-owl-notes', undefined));
  await waitFor(() => expect(result.current.posts).toHaveLength(10));
  const edit = saved('20', 'published');
  act(() => bus.emit('post:saved', edit));
  expect(result.current.posts[5]).toBe(edit.post);
});
