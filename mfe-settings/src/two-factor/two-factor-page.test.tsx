import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tumbledash/shared';
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
  await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(post).toHaveBeenLastCalledWith('/svc/settings/tfa/confirm', { code: '123456' });
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('aaaaa-bbbbb');
  await userEvent.click(screen.getByRole('button', { name: 'I saved them' }));
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
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
});
