import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ApiError, api, session, TWO_FACTOR_MESSAGES, type BootstrapResponse } from '@tumbledash/shared';
import { LoginPage } from './login-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

it('asks for the code after the password when two-factor is on, then signs in', async () => {
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce({ two_factor_required: true, form_key: 'renewed' })
    .mockRejectedValueOnce(new ApiError(400, TWO_FACTOR_MESSAGES.codeInvalid))
    .mockResolvedValueOnce({ user: { name: 'demo' }, channels: [], flags: {}, form_key: 'signed-in' } as unknown as BootstrapResponse);
  render(<LoginPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
  expect(session.get().formKey).toBe('renewed');
  await userEvent.type(screen.getByLabelText('Code'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeInvalid);
  await userEvent.clear(screen.getByLabelText('Code'));
  await userEvent.type(screen.getByLabelText('Code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(post).toHaveBeenLastCalledWith('/svc/account/login/tfa', { code: '123456' });
  expect(navigateToUrl).toHaveBeenCalledWith('/dashboard');
});
