import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ANONYMOUS, api, session } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { makeBlog } from '../test-support/post';
import { FollowPage } from './follow-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  jest.spyOn(api, 'get').mockResolvedValue({ tumblelog: makeBlog({ name: 'recipe-box', title: 'Recipe Box' }) });
});

afterEach(() => {
  session.set(ANONYMOUS);
  sessionStorage.clear();
  jest.restoreAllMocks();
  jest.mocked(navigateToUrl).mockClear();
});

it('offers a visitor to log in or sign up, coming back here afterwards', async () => {
  render(<FollowPage blogName="recipe-box" />);
  expect(await screen.findByRole('link', { name: 'recipe-box' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect_to=%2Ffollow%2Frecipe-box');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register?redirect_to=%2Ffollow%2Frecipe-box');
});

it('follows the blog asked for before logging in, then opens it', async () => {
  const { unmount } = render(<FollowPage blogName="recipe-box" />);
  const login = await screen.findByRole('link', { name: 'Log in' });
  login.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(login);
  unmount();

  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
  render(<FollowPage blogName="recipe-box" />);
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/blog/recipe-box'));
  expect(post).toHaveBeenCalledWith('/svc/follow', { tumblelog: 'recipe-box', source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
  expect(post).toHaveBeenCalledTimes(1);
});

it('signed in without a pending follow, shows the Follow button and leaves the blog to the person', async () => {
  const post = jest.spyOn(api, 'post');
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
  render(<FollowPage blogName="recipe-box" />);
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(navigateToUrl).not.toHaveBeenCalled();
});
