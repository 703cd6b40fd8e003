import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ACCOUNT_MESSAGES, ApiError, api, type BootstrapResponse } from '@tumbledash/shared';
import { RegisterPage } from './register-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

async function fillIn(email: string, password: string, blogName: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (blogName) await userEvent.type(screen.getByLabelText('Blog name'), blogName);
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

it('shows every missing field next to its input, the focus on the first, without calling the server', async () => {
  const post = jest.spyOn(api, 'post');
  render(<RegisterPage />);
  await fillIn('', '', '');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.emailMissing);
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordMissing);
  expect(screen.getByLabelText('Blog name')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.blogNameMissing);
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

it('rejects an invalid blog name, the focus on it', async () => {
  render(<RegisterPage />);
  await fillIn('new@example.com', 'long-enough', 'bad name!');
  expect(screen.getByLabelText('Blog name')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.blogNameInvalid);
  expect(screen.getByLabelText('Blog name')).toHaveFocus();
});

it('shows the server field error for a taken email', async () => {
  jest
    .spyOn(api, 'post')
    .mockRejectedValue(new ApiError(400, ACCOUNT_MESSAGES.emailTaken, [{ field: 'email', detail: ACCOUNT_MESSAGES.emailTaken }]));
  render(<RegisterPage />);
  await fillIn('demo@example.com', 'long-enough', 'fresh-blog');
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.emailTaken);
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(navigateToUrl).not.toHaveBeenCalled();
});

it('signs up and opens the dashboard', async () => {
  const response = { user: { name: 'fresh' }, channels: [], flags: {}, form_key: 'k' } as unknown as BootstrapResponse;
  const post = jest.spyOn(api, 'post').mockResolvedValue(response);
  render(<RegisterPage />);
  await fillIn('fresh@example.com', 'long-enough', 'fresh-blog');
  expect(post).toHaveBeenCalledWith('/svc/account/register', {
    email: 'fresh@example.com',
    password: 'long-enough',
    blog_name: 'fresh-blog',
  });
  expect(navigateToUrl).toHaveBeenCalledWith('/dashboard');
});

it('shows a general error when the server is unreachable', async () => {
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(0, ''));
  render(<RegisterPage />);
  await fillIn('fresh@example.com', 'long-enough', 'fresh-blog');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we seem to be having technical trouble.');
});
