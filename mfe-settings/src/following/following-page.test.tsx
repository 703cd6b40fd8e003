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
