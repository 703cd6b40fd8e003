import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus, dialogs, TECHNICAL_TROUBLE, type FollowingPage as Page } from '@tumbledash/shared';
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
  expect(await screen.findByText('You follow night-owl-notes now.')).toHaveAttribute('role', 'status');
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

test('one outcome shows at a time: a follow after an unfollow replaces its status, and so does a refusal', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(page);
  jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce({})
    .mockResolvedValueOnce({})
    .mockRejectedValueOnce(new ApiError(404, 'There is no blog by that name.'))
    .mockResolvedValueOnce({});
  jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
  render(<FollowingPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Unfollow quote-keeper' }));
  expect(await screen.findByText('You unfollowed quote-keeper.')).toBeInTheDocument();
  const field = screen.getByLabelText('Follow a blog by name');
  await userEvent.type(field, 'quote-keeper');
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByText('You follow quote-keeper now.')).toBeInTheDocument();
  expect(screen.queryByText('You unfollowed quote-keeper.')).not.toBeInTheDocument();
  await userEvent.type(field, 'zz-nobody');
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no blog by that name.');
  expect(screen.queryByText('You follow quote-keeper now.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow quote-keeper' }));
  expect(await screen.findByText('You unfollowed quote-keeper.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a blog’s name opens it in the blog viewer on a plain click; a modified click keeps the link', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(page);
  const opened: unknown[] = [];
  const subscription = bus.on('peepr:open').subscribe((request) => opened.push(request));
  render(<FollowingPage />);
  const link = await screen.findByRole('link', { name: 'quote-keeper' });
  await userEvent.click(link);
  expect(opened).toEqual([{ blogName: 'quote-keeper' }]);
  expect(window.location.pathname).not.toBe('/blog/quote-keeper');
  // Seen last, after the page's handlers; then held back, as jsdom cannot open a new tab.
  let keptByPage = true;
  window.addEventListener('click', (event) => ((keptByPage = event.defaultPrevented), event.preventDefault()), { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  expect(keptByPage).toBe(false);
  expect(opened).toHaveLength(1);
  subscription.unsubscribe();
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

test('every refused name is told once, under the field it describes, and the field takes the focus', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(page);
  const blocked = 'You blocked pixel-garden. Unblock it in your blog settings to follow it.';
  jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(new ApiError(404, 'There is no blog by that name.'))
    .mockRejectedValueOnce(new ApiError(403, blocked))
    .mockRejectedValueOnce(new ApiError(400, 'A blog can’t follow itself.', [{ field: 'tumblelog', detail: 'A blog can’t follow itself.' }]));
  render(<FollowingPage />);
  const field = await screen.findByLabelText('Follow a blog by name');
  await userEvent.type(field, 'zz-no-such-blog');
  for (const message of ['There is no blog by that name.', blocked, 'A blog can’t follow itself.']) {
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
  }
  expect(screen.queryByText(TECHNICAL_TROUBLE)).not.toBeInTheDocument();
});

test('the Follow button keeps the focus while busy; a failure moves it to the field', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(page);
  let fail: (error: unknown) => void = () => undefined;
  const post = jest.spyOn(api, 'post').mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
  render(<FollowingPage />);
  await userEvent.type(await screen.findByLabelText('Follow a blog by name'), 'someone');
  const button = screen.getByRole('button', { name: 'Follow' });
  await userEvent.click(button);
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Enter}');
  expect(post).toHaveBeenCalledTimes(1);
  act(() => fail(new ApiError(403, 'You can’t follow someone.')));
  expect(await screen.findByRole('alert')).toHaveTextContent('You can’t follow someone.');
  expect(screen.getByLabelText('Follow a blog by name')).toHaveFocus();
  expect(button).not.toHaveAttribute('aria-disabled');
});

test('after an unfollow the focus moves to the next blog’s Unfollow button, or to the heading', async () => {
  const two: Page = { blogs: [page.blogs[0]!, { name: 'night-owl', title: '', avatar_url: '', following: true, updated: null }], total: 2, next_offset: null };
  const none: Page = { blogs: [], total: 0, next_offset: null };
  jest.spyOn(api, 'get').mockResolvedValueOnce(two).mockResolvedValueOnce({ ...two, blogs: [two.blogs[1]!], total: 1 }).mockResolvedValueOnce(none);
  jest.spyOn(api, 'post').mockResolvedValue({});
  jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
  render(<FollowingPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Unfollow quote-keeper' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow night-owl' })).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow night-owl' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Following' })).toHaveFocus());
});
