import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, applyBootstrap, bus } from '@tumbledash/shared';
import { HeaderRoot } from '../header/header-root';
import { ANONYMOUS_BOOTSTRAP, bootstrapFor, makeChannel, signOut } from '../test-utils/fixtures';

// The first render loads the whole header on a busy machine.
jest.setTimeout(20_000);

const channels = [
  makeChannel('alice', { is_current: true, title: 'Alice writes' }),
  makeChannel('a-very-long-blog-name-that-goes-on', { title: 'Second' }),
];

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

describe('the logged-in drawer (B§2)', () => {
  beforeEach(() => {
    applyBootstrap(bootstrapFor(channels, { liked_post_count: 0, friend_count: 7 }));
    jest.spyOn(api, 'get').mockResolvedValue(bootstrapFor(channels, { liked_post_count: 0, friend_count: 7 }));
  });

  it('lists Dashboard, Likes without a zero count, Following with its count, Settings, Create a post and the blogs', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(drawer).getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/likes');
    expect(within(drawer).getByRole('link', { name: 'Following 7' })).toHaveAttribute('href', '/following');
    expect(within(drawer).getByRole('link', { name: /a-very-long-blog-name-that-goes-on/ })).toHaveAttribute('href', '/blog/a-very-long-blog-name-that-goes-on');
    const opened = jest.fn();
    const subscription = bus.on('compose:open').subscribe(opened);
    await user.click(within(drawer).getByRole('button', { name: 'Create a post' }));
    expect(opened).toHaveBeenCalledWith({ mode: 'new' });
    subscription.unsubscribe();
  });

  it('shows the counts the server answers at opening: Likes once above 0, Following always', async () => {
    // Liked and followed since the page loaded: the session still says 0 and 7.
    const get = jest.spyOn(api, 'get').mockResolvedValue(bootstrapFor(channels, { liked_post_count: 3, friend_count: 8 }));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('link', { name: 'Likes 3' })).toHaveAttribute('href', '/likes');
    expect(within(drawer).getByRole('link', { name: 'Following 8' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/svc/bootstrap');
  });

  it('shows each blog\'s waiting asks and submissions on its Inbox, fresh from the server at opening', async () => {
    // The session says 2 and 0 wait; since the page loaded, one was answered and 120 came to the other blog.
    applyBootstrap(bootstrapFor([{ ...channels[0]!, inbox_count: 2 }, channels[1]!]));
    jest.spyOn(api, 'get').mockResolvedValue(bootstrapFor([{ ...channels[0]!, inbox_count: 1 }, { ...channels[1]!, inbox_count: 120 }]));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const alicePages = within(drawer).getByRole('list', { name: 'alice' });
    expect(await within(alicePages).findByRole('link', { name: 'Inbox, 1 waiting' })).toHaveTextContent(/^Inbox 1$/);
    const other = within(within(drawer).getByRole('list', { name: 'a-very-long-blog-name-that-goes-on' })).getByRole('link', { name: 'Inbox, 99+ waiting' });
    expect(other).toHaveAttribute('href', '/inbox');
    expect(other).toHaveTextContent(/^Inbox 99\+$/);
  });

  it('keeps the page-load counts when the server cannot answer', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('link', { name: 'Following 7' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Likes' })).toBeInTheDocument();
  });

  it('lists Inbox, Drafts and Queue under each blog; the current blog\'s open without a switch and close the drawer', async () => {
    const post = jest.spyOn(api, 'post');
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const burger = screen.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const blog of ['alice', 'a-very-long-blog-name-that-goes-on']) {
      const pages = within(drawer).getByRole('list', { name: blog });
      expect(within(pages).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Inbox', '/inbox'],
        ['Drafts', '/drafts'],
        ['Queue', '/queue'],
      ]);
    }
    await user.click(within(within(drawer).getByRole('list', { name: 'alice' })).getByRole('link', { name: 'Inbox' }));
    expect(window.location.pathname).toBe('/inbox');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/');
  });

  it('makes another blog current before opening its inbox', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(bootstrapFor([{ ...channels[0]!, is_current: false }, { ...channels[1]!, is_current: true }]));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(within(drawer).getByRole('list', { name: 'a-very-long-blog-name-that-goes-on' })).getByRole('link', { name: 'Inbox' }));
    expect(post).toHaveBeenCalledWith('/svc/account/channel', { channel: 'a-very-long-blog-name-that-goes-on' });
    await waitFor(() => expect(window.location.pathname).toBe('/inbox'));
    window.history.pushState(null, '', '/');
  });

  it('opens the settings subnav; Account, Notifications and Apps open in a new tab', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const settings = screen.getByRole('button', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/settings/password');
    expect(screen.getByRole('link', { name: 'Two Factor Authentication' })).toHaveAttribute('href', '/settings/tfa');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    for (const name of ['Account', 'Notifications', 'Apps']) expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  });

  it('traps focus inside and gives it back to the burger on Escape', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const burger = screen.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('opening search closes the drawer, and opening the drawer closes search', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Search Tumbledash' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('the logged-out drawer (B§2)', () => {
  it('offers Log in, Get started and a splash image with the posting blog', async () => {
    applyBootstrap(ANONYMOUS_BOOTSTRAP);
    jest.spyOn(api, 'get').mockResolvedValue({ splash: { image_url: '/media/p.png', blog: { name: 'pixel-garden', avatar_url: '' } } });
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(await within(drawer).findByText('Posted by pixel-garden')).toBeInTheDocument();
  });
});
