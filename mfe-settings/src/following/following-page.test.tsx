import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, dialogs, type FollowingPage as Page } from '@tumbledash/shared';
import { FollowingPage } from './following-page';

const page: Page = {
  blogs: [{ name: 'quote-keeper', title: 'Quotes', avatar_url: '', following: true, updated: null }],
  total: 1,
  next_offset: null,
};

afterEach(() => jest.restoreAllMocks());

test('lists followed blogs with a count; unfollow asks first with the spec’s words', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(page);
  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  const confirm = jest.spyOn(dialogs, 'confirm').mockResolvedValue(false);
  render(<FollowingPage />);
  expect(await screen.findByText('You follow 1 blog.')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Blogs you follow' });
  expect(within(list).getByRole('link', { name: 'quote-keeper' })).toHaveAttribute('href', '/blog/quote-keeper');
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow quote-keeper' }));
  expect(confirm).toHaveBeenCalledWith({ message: 'Are you sure you want to unfollow quote-keeper?', okLabel: 'Ok', cancelLabel: 'Nevermind' });
  expect(post).not.toHaveBeenCalled();
});

test('follows a blog by name', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(page);
  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  render(<FollowingPage />);
  await userEvent.type(await screen.findByLabelText('Follow a blog by name'), 'Night-Owl-Notes');
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(post).toHaveBeenCalledWith('/svc/follow', { tumblelog: 'night-owl-notes', source: 'FOLLOW_SOURCE_POST' });
  expect(await screen.findByRole('status')).toHaveTextContent('You follow night-owl-notes now.');
});

test('each blog shows its avatar, title and last update; a confirmed unfollow reloads the list and its count', async () => {
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString();
  const two: Page = {
    blogs: [page.blogs[0]!, { name: 'night-owl', title: 'Late notes', avatar_url: '/media/owl.png', following: true, updated: twoDaysAgo }],
    total: 2,
    next_offset: null,
  };
  const get = jest.spyOn(api, 'get').mockResolvedValueOnce(two).mockResolvedValueOnce(page);
  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
  render(<FollowingPage />);
  expect(await screen.findByText('You follow 2 blogs.')).toBeInTheDocument();
  const owl = screen.getAllByRole('listitem')[1]!;
  expect(within(owl).getByRole('img')).toBeInTheDocument();
  expect(owl).toHaveTextContent('Late notes');
  expect(owl).toHaveTextContent('Updated 2 days ago');
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('No posts yet');
  await userEvent.click(within(owl).getByRole('button', { name: 'Unfollow night-owl' }));
  expect(post).toHaveBeenCalledWith('/svc/unfollow', { tumblelog: 'night-owl', source: 'UNFOLLOW_SOURCE_POST' });
  expect(await screen.findByText('You follow 1 blog.')).toBeInTheDocument();
  expect(screen.getByText('You unfollowed night-owl.')).toHaveAttribute('role', 'status');
  expect(get).toHaveBeenCalledTimes(2);
});

test('Show more pages on from the next offset', async () => {
  const more: Page = { blogs: [{ name: 'second-blog', title: '', avatar_url: '', following: true, updated: null }], total: 2, next_offset: null };
  const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ ...page, total: 2, next_offset: 1 }).mockResolvedValueOnce(more);
  render(<FollowingPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
  expect(get).toHaveBeenLastCalledWith('/svc/following', { params: { offset: 1 } });
  expect(await screen.findByRole('link', { name: 'second-blog' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});
