import { act, render, screen } from '@testing-library/react';
import { session, type Channel } from '@tumbledash/shared';
import { makeChannel, makeUser } from '../test-support/fixtures';
import { resetPage } from '../test-support/render-card';
import { SUSPENDED_TEXT } from './suspended-channel';
import { SuspendedNotice } from './suspended-notice';

const channel = (name: string, fields: { suspended?: boolean; is_current?: boolean }): Channel =>
  ({ ...makeChannel(name), is_current: false, ...fields });

function signInWith(channels: Channel[]) {
  session.set({ user: makeUser('me', channels), channels, flags: {}, formKey: 'fk' });
}

afterEach(resetPage);

it('tells the owner that the current blog is suspended, as a status that takes no focus', () => {
  signInWith([channel('me', { suspended: true, is_current: true })]);
  render(<SuspendedNotice />);
  expect(screen.getByRole('status')).toHaveTextContent(SUSPENDED_TEXT);
  expect(screen.getByRole('status')).not.toHaveFocus();
  expect(SUSPENDED_TEXT).toBe('This blog is suspended. It can’t post, reblog, like, reply, ask or send messages.');
});

it('shows nothing for a blog in good standing, or when the api does not say', () => {
  signInWith([channel('me', { suspended: false, is_current: true })]);
  const { unmount } = render(<SuspendedNotice />);
  expect(screen.queryByText(SUSPENDED_TEXT)).toBeNull();
  unmount();
  signInWith([makeChannel('me')]);
  render(<SuspendedNotice />);
  expect(screen.queryByText(SUSPENDED_TEXT)).toBeNull();
});

it('follows the current blog: switching away from the suspended one hides the notice', () => {
  signInWith([channel('me', { suspended: true, is_current: true }), channel('other', {})]);
  render(<SuspendedNotice />);
  expect(screen.getByText(SUSPENDED_TEXT)).toBeInTheDocument();
  act(() => signInWith([channel('me', { suspended: true }), channel('other', { is_current: true })]));
  expect(screen.queryByText(SUSPENDED_TEXT)).toBeNull();
});
