import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, TWO_FACTOR_MESSAGES } from '@tumbledash/shared';
import { TWO_FACTOR_SETUP_CODE_MISSING } from '@tumbledash/shared/texts';
import { TwoFactorPage } from './two-factor-page';

afterEach(() => jest.restoreAllMocks());

test('enrols: password, then the QR code and secret, then a code; recovery codes show once', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ enabled: false, recovery_codes_left: 0 });
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_data_url: 'data:image/png;base64,AA==' })
    .mockResolvedValueOnce({ recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
  render(<TwoFactorPage />);
  await userEvent.type(await screen.findByLabelText('Password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Connect your authenticator app' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByLabelText('6-digit code')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(post).toHaveBeenLastCalledWith('/svc/settings/tfa/confirm', { code: '123456' });
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('aaaaa-bbbbb');
  expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'I saved them' }));
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Two-factor authentication is on' })).toHaveFocus();
  expect(screen.getByText('2 recovery codes are left.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Logging in now asks for a code from your app after your password.');
  expect(screen.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeInTheDocument();
});

test('each step’s button keeps the keyboard focus while it is sent, and a second press sends nothing more', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ enabled: true, recovery_codes_left: 8 });
  let answer: (value: { enabled: boolean; recovery_codes_left: number }) => void = () => undefined;
  const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<TwoFactorPage />);
  await userEvent.type(await screen.findByLabelText('Password'), 'secret-password');
  await userEvent.type(screen.getByLabelText('Code from your app or a recovery code'), '123456');
  const button = screen.getByRole('button', { name: 'Turn off two-factor authentication' });
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  await userEvent.click(button);
  await userEvent.keyboard('{Enter}');
  expect(post).toHaveBeenCalledTimes(1);
  act(() => answer({ enabled: false, recovery_codes_left: 0 }));
  expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Two-factor authentication is off' })).toHaveFocus();
  // The status line does not repeat the focused heading, which a screen reader would read twice.
  expect(screen.getByRole('status')).toHaveTextContent('Logging in now asks for your password only.');
});

test('the page’s first step leaves the focus where it was', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ enabled: true, recovery_codes_left: 8 });
  render(<TwoFactorPage />);
  expect(await screen.findByRole('heading', { name: 'Two-factor authentication is on' })).not.toHaveFocus();
  expect(document.body).toHaveFocus();
});

test('with one recovery code left it says so in the singular', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ enabled: true, recovery_codes_left: 1 });
  render(<TwoFactorPage />);
  expect(await screen.findByText('1 recovery code is left.')).toBeInTheDocument();
});

test('set-up with an empty password asks for it before sending; the server’s refusal also moves the focus to the field', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ enabled: false, recovery_codes_left: 0 });
  const post = jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'Your current password is not right.', [{ field: 'password', detail: 'Your current password is not right.' }]));
  render(<TwoFactorPage />);
  const password = await screen.findByLabelText('Password');
  const setUp = screen.getByRole('button', { name: 'Set up two-factor authentication' });
  await userEvent.click(setUp);
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your current password.');
  expect(password).toHaveAccessibleDescription('Enter your current password.');
  expect(password).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
  await userEvent.type(password, 'wrong');
  setUp.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
  expect(password).toHaveFocus();
});

test('turning it off asks for the password and a code before sending, the focus on the first missing', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ enabled: true, recovery_codes_left: 8 });
  const post = jest.spyOn(api, 'post');
  render(<TwoFactorPage />);
  const password = await screen.findByLabelText('Password');
  const code = screen.getByLabelText('Code from your app or a recovery code');
  await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  expect(password).toHaveAccessibleDescription('Enter your current password.');
  expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeMissing);
  expect(password).toHaveFocus();
  await userEvent.type(password, 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  expect(code).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('the code step asks for the app’s code before sending', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ enabled: false, recovery_codes_left: 0 });
  const post = jest.spyOn(api, 'post').mockResolvedValueOnce({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_data_url: 'data:image/png;base64,AA==' });
  render(<TwoFactorPage />);
  await userEvent.type(await screen.findByLabelText('Password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
  expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(TWO_FACTOR_SETUP_CODE_MISSING);
  expect(screen.getByLabelText('6-digit code')).toHaveFocus();
  expect(post).toHaveBeenCalledTimes(1);
});
