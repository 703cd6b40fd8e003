import { act, render, screen } from '@testing-library/react';
import { ANONYMOUS, session } from '@tumbledash/shared';
import { makeBootstrap } from '@tumbledash/shared/testing';
import { PlatformPage } from './platform-page';

afterEach(() => act(() => session.set(ANONYMOUS)));

it('shows its heading and who is signed in', () => {
  const bootstrap = makeBootstrap();
  act(() => session.set({ user: bootstrap.user, channels: bootstrap.channels, flags: bootstrap.flags, formKey: bootstrap.form_key }));
  render(<PlatformPage />);
  expect(screen.getByRole('heading', { name: 'Platform' })).toBeInTheDocument();
  expect(screen.getByText(`Signed in as ${bootstrap.user?.name}.`)).toBeInTheDocument();
});
