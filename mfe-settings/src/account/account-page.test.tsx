import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, applyBootstrap, session, type AccountSettings } from '@tumbledash/shared';
import { makeBootstrap } from '@tumbledash/shared/testing';
import { AccountPage } from './account-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const account: AccountSettings = { email: 'alice@example.com', is_verified_email: true, pending_email: null, safe_mode: false, two_factor: false };

beforeEach(() => applyBootstrap(makeBootstrap()));
afterEach(() => jest.restoreAllMocks());

test('shows the address; Safe Mode saves, says so and tells the session at once', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(account);
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...account, safe_mode: true });
  render(<AccountPage />);
  expect(await screen.findByText('alice@example.com')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('switch', { name: 'Safe Mode' }));
  expect(post).toHaveBeenCalledWith('/svc/settings/account/safe_mode', { safe_mode: true });
  expect(await screen.findByText('Safe Mode is on.')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('switch', { name: 'Safe Mode' })).toBeChecked();
  expect(session.get().user?.safe_mode).toBe(true);
});

test('a failed Safe Mode save shows an alert and the switch goes back', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(account);
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(503, ''));
  render(<AccountPage />);
  await userEvent.click(await screen.findByRole('switch', { name: 'Safe Mode' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we seem to be having technical trouble.');
  expect(screen.getByRole('switch', { name: 'Safe Mode' })).not.toBeChecked();
});

test('changing the email needs the password: the server’s words on failure, the mailed link on success', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(account);
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(new ApiError(400, 'Your current password is not right.'))
    .mockResolvedValueOnce({ ...account, pending_email: 'new@example.com' });
  render(<AccountPage />);
  await userEvent.type(await screen.findByLabelText('New email address'), 'new@example.com');
  await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right.');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(post).toHaveBeenLastCalledWith('/svc/settings/account/email', { email: 'new@example.com', password: 'wrong' });
  expect(await screen.findByText('Check new@example.com for a link to confirm your new address.')).toHaveAttribute('role', 'status');
  expect(screen.getByText(/Waiting for you to confirm/)).toHaveTextContent('new@example.com');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an empty Change email is refused before sending: each field says what is missing, the focus on the first', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(account);
  const post = jest.spyOn(api, 'post');
  render(<AccountPage />);
  const email = await screen.findByLabelText('New email address');
  const password = screen.getByLabelText('Current password');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(email).toHaveAccessibleDescription('Enter your email address.');
  expect(password).toHaveAccessibleDescription('Enter your current password.');
  expect(email).toHaveFocus();
  await userEvent.type(email, 'new@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(password).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('a refusal by the server moves the focus to the field it names', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(account);
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'That is already your email address.', [{ field: 'email', detail: 'That is already your email address.' }]));
  render(<AccountPage />);
  await userEvent.type(await screen.findByLabelText('New email address'), 'alice@example.com');
  await userEvent.type(screen.getByLabelText('Current password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That is already your email address.');
  expect(screen.getByLabelText('New email address')).toHaveFocus();
});

test('a load that fails says so in an alert', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(0, ''));
  render(<AccountPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('technical trouble');
});
