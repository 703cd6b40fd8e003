import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { api, ApiError, DialogHost, dialogs, session } from '@tumbledash/shared';
import { DeleteAccount } from './delete-account';
import { DELETE_CONFIRM } from './delete-account-form';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

async function askToDelete(password: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
}

test('asks to confirm after the password, focus on Nevermind; Enter there deletes nothing', async () => {
  const post = jest.spyOn(api, 'post');
  render(
    <>
      <DeleteAccount />
      <DialogHost />
    </>,
  );
  await askToDelete('my-password');
  const confirm = await screen.findByRole('alertdialog', { name: DELETE_CONFIRM });
  expect(within(confirm).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
  expect(DELETE_CONFIRM).toContain('This cannot be undone.');
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
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

test('Nevermind after a wrong password, then Delete account again: the form starts clean, no old password or error', async () => {
  jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'Your current password is not right.', [{ field: 'password', detail: 'Your current password is not right.' }]));
  render(<DeleteAccount />);
  await askToDelete('wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right.');
  await userEvent.click(screen.getByRole('button', { name: 'Nevermind' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  const password = screen.getByLabelText('Password');
  expect(password).toHaveValue('');
  expect(password).toHaveFocus();
  expect(password).not.toHaveAttribute('aria-invalid');
  expect(password).not.toHaveAccessibleDescription();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('Your current password is not right.')).not.toBeInTheDocument();
});

test('while the deletion is sent its button keeps the keyboard focus and a second press sends nothing more', async () => {
  jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
  let answer: (value: object) => void = () => undefined;
  const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
  jest.spyOn(api, 'get').mockResolvedValue({ user: null, channels: [], flags: {}, form_key: 'anon' });
  render(<DeleteAccount />);
  await askToDelete('my-password');
  const button = screen.getByRole('button', { name: 'Delete my account' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  await userEvent.click(button);
  expect(post).toHaveBeenCalledTimes(1);
  await act(async () => answer({}));
  expect(await screen.findByText('Your account is deleted.')).toBeInTheDocument();
});

test('Delete account opens its form with the keyboard in the password field; Nevermind gives the focus back', async () => {
  render(<DeleteAccount />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  expect(screen.getByLabelText('Password')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Nevermind' }));
  expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
});

test('an empty password is asked for under the field, with the focus on it; nothing is confirmed or sent', async () => {
  const confirm = jest.spyOn(dialogs, 'confirm');
  const post = jest.spyOn(api, 'post');
  render(<DeleteAccount />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your current password.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your current password.');
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(confirm).not.toHaveBeenCalled();
  expect(post).not.toHaveBeenCalled();
});
