import { render, screen } from '@testing-library/react';
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
