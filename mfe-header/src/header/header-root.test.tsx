import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyBootstrap, bus } from '@tumbledash/shared';
import { ANONYMOUS_BOOTSTRAP, makeChannel, signIn, signOut } from '../test-utils/fixtures';
import { HeaderRoot } from './header-root';

const channels = [makeChannel('alice', { is_current: true }), makeChannel('alice-art')];

afterEach(() => {
  signOut();
  window.history.pushState(null, '', '/');
});

describe('HeaderRoot signed out', () => {
  it('shows the logo, Log in and Sign up only', () => {
    render(<HeaderRoot />);
    expect(screen.getByRole('link', { name: 'Tumbledash dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    // Only the mobile header's burger and search (shown below 768 px).
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Menu', 'Search']);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('does not open compose from the keyboard shortcut', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    const subscription = bus.on('compose:open').subscribe(opened);
    render(<HeaderRoot />);
    await user.keyboard('{z>}c{/z}');
    expect(opened).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});

describe('HeaderRoot signed in', () => {
  it('shows explore, activity, messaging, account and compose', () => {
    signIn(channels);
    render(<HeaderRoot />);
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('button', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messaging' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compose a post' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('has no messaging button without can_message', () => {
    signIn(channels, { can_message: false });
    render(<HeaderRoot />);
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /messaging/i })).not.toBeInTheDocument();
  });

  it('turns anonymous when the session ends', () => {
    signIn(channels);
    render(<HeaderRoot />);
    act(() => {
      applyBootstrap(ANONYMOUS_BOOTSTRAP);
    });
    expect(screen.queryByRole('button', { name: 'Compose a post' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('goes to the dashboard from the logo without a page load', async () => {
    const user = userEvent.setup();
    signIn(channels);
    window.history.pushState(null, '', '/explore');
    render(<HeaderRoot />);
    await user.click(screen.getByRole('link', { name: 'Tumbledash dashboard' }));
    expect(window.location.pathname).toBe('/dashboard');
  });
});

describe('HeaderRoot while a post form is open', () => {
  it('hides on post-form:opened and shows again on post-form:closed', () => {
    signIn(channels);
    render(<HeaderRoot />);
    const bar = screen.getByTestId('td-header');
    expect(bar).toBeVisible();
    act(() => bus.emit('post-form:opened', { mode: 'new', type: 'text' }));
    expect(bar).toHaveAttribute('hidden');
    expect(bar).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Compose a post' })).not.toBeInTheDocument();
    act(() => bus.emit('post-form:closed', { saved: false }));
    expect(bar).toBeVisible();
    expect(screen.getByRole('button', { name: 'Compose a post' })).toBeInTheDocument();
  });

  it('ignores the compose shortcut while hidden', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    const subscription = bus.on('compose:open').subscribe(opened);
    signIn(channels);
    render(<HeaderRoot />);
    act(() => bus.emit('post-form:opened', { mode: 'new', type: 'text' }));
    await user.keyboard('{z>}c{/z}');
    expect(opened).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});
