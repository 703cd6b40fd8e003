import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ACCOUNT_MESSAGES, ApiError, api, session, type BootstrapResponse } from '@tumbledash/shared';
import { LoginPage } from './login-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const signedIn: BootstrapResponse = {
  user: { name: 'demo' } as BootstrapResponse['user'],
  channels: [],
  flags: { is_logged_in: true },
  form_key: 'key-2',
};

afterEach(() => jest.restoreAllMocks());

it('logs in and opens the dashboard', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(signedIn);
  render(<LoginPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(post).toHaveBeenCalledWith('/svc/account/login', { email: 'demo@example.com', password: 'demo-password' });
  expect(session.get().user?.name).toBe('demo');
  expect(navigateToUrl).toHaveBeenCalledWith('/dashboard');
});

it('after logging in opens the page that sent the visitor, but never another site', async () => {
  jest.spyOn(api, 'post').mockResolvedValue(signedIn);
  window.history.replaceState(null, '', '/login?redirect_to=%2Ffollow%2Frecipe-box');
  const { unmount } = render(<LoginPage />);
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register?redirect_to=%2Ffollow%2Frecipe-box');
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(navigateToUrl).toHaveBeenLastCalledWith('/follow/recipe-box');
  unmount();

  window.history.replaceState(null, '', '/login?redirect_to=%2F%2Fevil.example%2F');
  render(<LoginPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(navigateToUrl).toHaveBeenLastCalledWith('/dashboard');
  window.history.replaceState(null, '', '/');
});

it('shows the server message next to the form for a wrong password', async () => {
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, ACCOUNT_MESSAGES.loginFailed));
  render(<LoginPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.loginFailed);
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

it('keeps keyboard focus on Log in while it waits and after an error, and sends once', async () => {
  let fail: (error: ApiError) => void = () => undefined;
  const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((_, reject) => (fail = reject)));
  render(<LoginPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  const button = screen.getByRole('button', { name: 'Log in' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Enter}');
  expect(post).toHaveBeenCalledTimes(1);
  fail(new ApiError(400, ACCOUNT_MESSAGES.loginFailed));
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.loginFailed);
  expect(button).toHaveAttribute('aria-disabled', 'false');
  expect(button).toHaveFocus();
});

it('tells each missing field under it, tied to it, and moves the focus to the first, before calling the server', async () => {
  const post = jest.spyOn(api, 'post');
  render(<LoginPage />);
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(email).toHaveAccessibleDescription(ACCOUNT_MESSAGES.emailMissing);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordMissing);
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();
  await userEvent.type(email, 'demo@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(email).toHaveAccessibleDescription('');
  expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordMissing);
  expect(password).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});
