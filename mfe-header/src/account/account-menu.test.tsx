import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus, session, type BusEvents } from '@tumbledash/shared';
import { HeaderRoot } from '../header/header-root';
import { ANONYMOUS_BOOTSTRAP, bootstrapFor, makeChannel, signIn, signOut } from '../test-utils/fixtures';

const alice = makeChannel('alice', { is_current: true, title: 'Alice writes' });
const art = makeChannel('alice-art', { title: 'Drawings' });

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Account' }));
  const menu = await screen.findByRole('menu', { name: 'Account' });
  await within(menu).findAllByRole('menuitemradio');
  return menu;
}

beforeEach(() => {
  signIn([alice, art]);
  // Each opening asks for fresh counts; by default the server says what the session says.
  jest.spyOn(api, 'get').mockResolvedValue(bootstrapFor([alice, art]));
});

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
  window.history.pushState(null, '', '/');
});

describe('Account menu', () => {
  it('lists the blogs with the current one checked, and the links', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    const blogs = within(menu).getAllByRole('menuitemradio');
    expect(blogs.map((item) => item.textContent)).toEqual(['aliceAlice writes', 'alice-artDrawings']);
    expect(within(menu).getByRole('menuitemradio', { name: /^alice Alice writes/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: /alice-art/ })).toHaveAttribute('aria-checked', 'false');
    expect(within(menu).getByRole('img', { name: "alice-art's avatar", hidden: true })).toHaveAttribute('width', '30');
    expect(within(menu).getByRole('menuitem', { name: 'Likes' })).toHaveAttribute('href', '/likes');
    expect(within(menu).getByRole('menuitem', { name: 'Following 0' })).toHaveAttribute('href', '/following');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('switches the current blog through the API and announces it', async () => {
    const user = userEvent.setup();
    const switched = jest.fn<void, [BusEvents['channel:switched']]>();
    const subscription = bus.on('channel:switched').subscribe(switched);
    const answer = bootstrapFor([{ ...alice, is_current: false }, { ...art, is_current: true }]);
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer);
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: /alice-art/ }));

    expect(post).toHaveBeenCalledWith('/svc/account/channel', { channel: 'alice-art' });
    await waitFor(() => expect(switched).toHaveBeenCalledWith({ channel: answer.channels[1] }));
    expect(session.currentChannel()?.name).toBe('alice-art');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const reopened = await openAccountMenu(user);
    expect(within(reopened).getByRole('menuitemradio', { name: /alice-art/ })).toHaveAttribute('aria-checked', 'true');
    subscription.unsubscribe();
  });

  it('only closes when the current blog is chosen', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: /^alice Alice writes/ }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('alerts what the server said when the switch fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'You are not a member of that blog.'));
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: /alice-art/ }));
    const alert = await screen.findByRole('alertdialog', { name: 'You are not a member of that blog.' });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(session.currentChannel()?.name).toBe('alice');
  });

  it('logs out, applies the anonymous session and goes to /login', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ANONYMOUS_BOOTSTRAP);
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(post).toHaveBeenCalledWith('/svc/account/logout');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(session.get().user).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('follows a link without a page load and closes', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Likes' }));
    expect(window.location.pathname).toBe('/likes');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const button = screen.getByRole('button', { name: 'Account' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const first = await within(menu).findByRole('menuitemradio', { name: /^alice Alice writes/ });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const alicePages = within(menu).getByRole('group', { name: 'alice' });
    expect(within(alicePages).getByRole('menuitem', { name: 'Inbox' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: /alice-art/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(within(menu).getByRole('group', { name: 'alice-art' })).getByRole('menuitem', { name: 'Queue' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Likes' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(await screen.findByRole('menu', { name: 'Account' })).toBeInTheDocument();
  });
});

describe('Inbox, Drafts and Queue under each blog', () => {
  it('lists the three pages under each blog, in the blog\'s own group', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    for (const blog of ['alice', 'alice-art']) {
      const pages = within(menu).getByRole('group', { name: blog });
      expect(within(pages).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Inbox', 'Drafts', 'Queue']);
      expect(within(pages).getByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
      expect(within(pages).getByRole('menuitem', { name: 'Drafts' })).toHaveAttribute('href', '/drafts');
      expect(within(pages).getByRole('menuitem', { name: 'Queue' })).toHaveAttribute('href', '/queue');
    }
  });

  it('opens the current blog\'s inbox without a page load or a switch, closes and gives focus back', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(within(menu).getByRole('group', { name: 'alice' })).getByRole('menuitem', { name: 'Inbox' }));
    expect(window.location.pathname).toBe('/inbox');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('makes another blog current before opening its drafts, which show the current blog', async () => {
    const user = userEvent.setup();
    const switched = jest.fn();
    const subscription = bus.on('channel:switched').subscribe(switched);
    const post = jest.spyOn(api, 'post').mockResolvedValue(bootstrapFor([{ ...alice, is_current: false }, { ...art, is_current: true }]));
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(within(menu).getByRole('group', { name: 'alice-art' })).getByRole('menuitem', { name: 'Drafts' }));
    expect(post).toHaveBeenCalledWith('/svc/account/channel', { channel: 'alice-art' });
    await waitFor(() => expect(window.location.pathname).toBe('/drafts'));
    expect(session.currentChannel()?.name).toBe('alice-art');
    expect(switched).toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('stays on the page and says why when the switch fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'You are not a member of that blog.'));
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await user.click(within(within(menu).getByRole('group', { name: 'alice-art' })).getByRole('menuitem', { name: 'Queue' }));
    const alert = await screen.findByRole('alertdialog', { name: 'You are not a member of that blog.' });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/');
    expect(session.currentChannel()?.name).toBe('alice');
  });

  it('is reached from the keyboard and opens with Enter', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: /^alice Alice writes/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const queue = within(within(menu).getByRole('group', { name: 'alice' })).getByRole('menuitem', { name: 'Queue' });
    expect(queue).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/queue');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('counts asked again on each opening', () => {
  const waiting = (inbox: number, other = 0) => [
    { ...alice, inbox_count: inbox },
    { ...art, inbox_count: other },
  ];

  it('shows how many asks and submissions wait on each blog\'s Inbox, only above 0', async () => {
    signIn(waiting(3));
    jest.spyOn(api, 'get').mockResolvedValue(bootstrapFor(waiting(3)));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    const inbox = within(within(menu).getByRole('group', { name: 'alice' })).getByRole('menuitem', { name: 'Inbox, 3 waiting' });
    expect(inbox).toHaveTextContent(/^Inbox 3$/);
    expect(within(within(menu).getByRole('group', { name: 'alice-art' })).getByRole('menuitem', { name: 'Inbox' })).toHaveTextContent(/^Inbox$/);
  });

  it('shows 99+ above 99', async () => {
    signIn(waiting(100, 99));
    jest.spyOn(api, 'get').mockResolvedValue(bootstrapFor(waiting(100, 99)));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    expect(within(within(menu).getByRole('group', { name: 'alice' })).getByRole('menuitem', { name: 'Inbox, 99+ waiting' })).toHaveTextContent(/^Inbox 99\+$/);
    expect(within(within(menu).getByRole('group', { name: 'alice-art' })).getByRole('menuitem', { name: 'Inbox, 99 waiting' })).toBeInTheDocument();
  });

  it('replaces the page-load counts with the server\'s at each opening', async () => {
    // Asked, answered, liked and followed since the page loaded: the session still says 3 waiting, 0 likes, 7 follows.
    signIn(waiting(3), { friend_count: 7 });
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce(bootstrapFor(waiting(1, 2), { liked_post_count: 4, friend_count: 8 }));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    let menu = await openAccountMenu(user);
    expect(await within(menu).findByRole('menuitem', { name: 'Inbox, 1 waiting' })).toBeInTheDocument();
    expect(within(within(menu).getByRole('group', { name: 'alice-art' })).getByRole('menuitem', { name: 'Inbox, 2 waiting' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Likes 4' })).toHaveAttribute('href', '/likes');
    expect(within(menu).getByRole('menuitem', { name: 'Following 8' })).toHaveAttribute('href', '/following');

    await user.keyboard('{Escape}');
    get.mockResolvedValueOnce(bootstrapFor(waiting(0, 2), { liked_post_count: 4, friend_count: 8 }));
    menu = await openAccountMenu(user);
    await waitFor(() => expect(within(within(menu).getByRole('group', { name: 'alice' })).getByRole('menuitem', { name: 'Inbox' })).toHaveTextContent(/^Inbox$/));
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/svc/bootstrap');
  });

  it('keeps the page-load counts when the server cannot answer', async () => {
    signIn(waiting(3), { friend_count: 7 });
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const menu = await openAccountMenu(user);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(menu).getByRole('menuitem', { name: 'Inbox, 3 waiting' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Following 7' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Likes' })).toBeInTheDocument();
  });
});
