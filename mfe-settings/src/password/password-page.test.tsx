import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@tumbledash/shared';
import { PasswordPage } from './password-page';

afterEach(() => jest.restoreAllMocks());

async function fill(current: string, next: string, again = next): Promise<void> {
  await userEvent.clear(screen.getByLabelText('Current password'));
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.clear(screen.getByLabelText('New password again'));
  await userEvent.type(screen.getByLabelText('New password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

test('shows the length rule and refuses a short or mistyped password before asking the server', async () => {
  const post = jest.spyOn(api, 'post');
  render(<PasswordPage />);
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
  await fill('old-password', 'short');
  expect(screen.getByRole('alert')).toHaveTextContent('Your password must be at least 8 characters.');
  await fill('old-password', 'long-enough-1', 'long-enough-2');
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('a refused change tells each field its problem and puts the focus on the first field in error', async () => {
  const post = jest.spyOn(api, 'post');
  render(<PasswordPage />);
  const button = screen.getByRole('button', { name: 'Change password' });
  await userEvent.click(button);
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters. Enter a password.');
  expect(screen.getByLabelText('Current password')).toHaveFocus();
  await fill('old-password', 'long-enough-1', 'long-enough-2');
  expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription('The new passwords are not the same.');
  expect(screen.getByLabelText('New password again')).toHaveFocus();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(post).not.toHaveBeenCalled();
});

test('says how many other sessions were signed out, and the server’s words when the current password is wrong', async () => {
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(new ApiError(400, 'Your current password is not right.'))
    .mockResolvedValueOnce({ signed_out_sessions: 2 });
  render(<PasswordPage />);
  await fill('wrong', 'a-new-long-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right.');
  await fill('right', 'a-new-long-password');
  expect(post).toHaveBeenLastCalledWith('/svc/settings/password', { current_password: 'right', new_password: 'a-new-long-password' });
  expect(await screen.findByText('Password changed. 2 other sessions were signed out.')).toHaveAttribute('role', 'status');
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('while the change is sent the button keeps the keyboard focus and a second press sends nothing more', async () => {
  let answer: (value: { signed_out_sessions: number }) => void = () => undefined;
  const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<PasswordPage />);
  await fill('right', 'a-new-long-password');
  const button = screen.getByRole('button', { name: 'Change password' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  await userEvent.click(button);
  await userEvent.keyboard('{Enter}');
  expect(post).toHaveBeenCalledTimes(1);
  act(() => answer({ signed_out_sessions: 0 }));
  expect(await screen.findByText('Password changed. 0 other sessions were signed out.')).toBeInTheDocument();
  expect(button).not.toHaveAttribute('aria-disabled');
});
