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
    .mockRejectedValueOnce(new ApiError(400, TWO_FACTOR_MESSAGES.codeInvalid, [{ field: 'code', detail: TWO_FACTOR_MESSAGES.codeInvalid }]))
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

/** The Code field says what is wrong with it: invalid, described by the message under it, and focused. */
function expectCodeProblem(message: string) {
  const field = screen.getByRole('textbox', { name: 'Code' });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveFocus();
}

it('puts a missing or wrong code under the Code field and moves the keyboard there; other refusals stay the form’s', async () => {
  jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce({ two_factor_required: true, form_key: 'renewed' })
    .mockRejectedValueOnce(new ApiError(400, TWO_FACTOR_MESSAGES.codeInvalid, [{ field: 'code', detail: TWO_FACTOR_MESSAGES.codeInvalid }]))
    .mockRejectedValueOnce(new ApiError(429, 'Too many tries. Wait a minute.'));
  render(<LoginPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Two-factor authentication' });

  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeMissing);
  expectCodeProblem(TWO_FACTOR_MESSAGES.codeMissing);

  await userEvent.type(screen.getByLabelText('Code'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeInvalid);
  expectCodeProblem(TWO_FACTOR_MESSAGES.codeInvalid);

  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Wait a minute.');
  expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAccessibleDescription();
});
