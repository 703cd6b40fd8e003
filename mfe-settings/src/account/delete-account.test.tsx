import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { api, ApiError, dialogs, session } from '@tumbledash/shared';
import { DELETE_CONFIRM, DeleteAccount } from './delete-account';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

async function askToDelete(password: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
}

test('asks to confirm after the password; Nevermind deletes nothing', async () => {
  const confirm = jest.spyOn(dialogs, 'confirm').mockResolvedValue(false);
  const post = jest.spyOn(api, 'post');
  render(<DeleteAccount />);
  await askToDelete('my-password');
  expect(confirm).toHaveBeenCalledWith({ message: DELETE_CONFIRM, okLabel: 'Delete my account', cancelLabel: 'Nevermind' });
  expect(DELETE_CONFIRM).toContain('This cannot be undone.');
  expect(post).not.toHaveBeenCalled();
});

test('once confirmed, deletes, signs out on this page and opens the log-in page', async () => {
  jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  jest.spyOn(api, 'get').mockResolvedValue({ user: null, channels: [], flags: {}, form_key: 'anon' });
  render(<DeleteAccount />);
  await askToDelete('my-password');
  expect(post).toHaveBeenCalledWith('/svc/settings/account/delete', { password: 'my-password', confirm: true });
  await screen.findByText('Your account is deleted.');
  expect(session.get().user).toBeNull();
  expect(navigateToUrl).toHaveBeenCalledWith('/login');
});

test('a wrong password shows the server’s words next to the field and keeps the account', async () => {
  jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'Your password is not right.', [{ field: 'password', detail: 'Your password is not right.' } as never]));
  render(<DeleteAccount />);
  await askToDelete('wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your password is not right.');
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
});
