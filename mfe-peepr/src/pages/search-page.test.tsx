import { act, render, screen, waitFor, within } from '@testing-library/react';
import { api, bus, type SiteSearchPage } from '@tumbledash/shared';
import { makePost, savedEdit } from '../test-support/post';
import { SearchPage } from './search-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../posts/post-list', () => jest.requireActual('../test-support/post-list-stub'));

afterEach(() => jest.restoreAllMocks());

const shown = () => within(screen.getByRole('list', { name: 'Posts about night' })).getAllByRole('listitem').map((item) => item.textContent);

it('follows its results edited, made a draft or deleted on the page, and inserts no new post', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({ blogs: [], posts: ['3', '2', '1'].map((id) => makePost(id)), next_offset: 10 } as SiteSearchPage);
  render(<SearchPage term="night" search="" />);
  await waitFor(() => expect(shown()).toEqual(['Post 3', 'Post 2', 'Post 1']));

  act(() => bus.emit('post:saved', savedEdit(makePost('9'))));
  act(() => bus.emit('post:saved', savedEdit(makePost('2', { state: 'queued' }))));
  act(() => bus.emit('post:deleted', { id: '3' }));
  expect(shown()).toEqual(['Post 1']);
  expect(get).toHaveBeenCalledTimes(1);
});
