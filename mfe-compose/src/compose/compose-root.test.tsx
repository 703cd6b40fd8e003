import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, api, bus, pageLocation, session, type BusMessage } from '@tumbledash/shared';
import { draftKey } from '../drafts-recovery/draft-store';
import { INLINE_FADE_MS } from '../post-form/inline-fade';
import { LIMITS, makeChannel, makeUser } from '../test-support/fixtures';
import { ComposeRoot } from './compose-root';

const channels = [makeChannel('alice', true)];
let events: BusMessage[] = [];
let subscription: { unsubscribe: () => void };
let postSpy: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
  window.localStorage.clear();
  session.set({ user: makeUser('alice', channels), channels, flags: {}, formKey: 'fk' });
  events = [];
  subscription = bus.all().subscribe((message) => events.push(message));
  postSpy = jest.spyOn(api, 'post').mockResolvedValue({ channels, limits: LIMITS });
});

afterEach(() => {
  subscription.unsubscribe();
  postSpy.mockRestore();
});

const types = (type: BusMessage['type']) => events.filter((message) => message.type === type).map((message) => message.payload);

/** The page as each `post-form:closed` found it (bus 1.2.0: the form has left, focus given back). */
function pageAtEachClose(opener: HTMLElement) {
  const seen: { saved: boolean; dialogs: string[]; focusBack: boolean }[] = [];
  const watch = bus.on('post-form:closed').subscribe(({ saved }) =>
    seen.push({
      saved,
      dialogs: screen.queryAllByRole('dialog').map((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
      focusBack: document.activeElement === opener,
    }),
  );
  return { seen, stop: () => watch.unsubscribe() };
}

describe('post-form:closed once the form has left the page (bus 1.2.0)', () => {
  let opener: HTMLElement;

  beforeEach(() => {
    opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.appendChild(opener);
    opener.focus();
  });

  afterEach(() => opener.remove());

  it('a modal form: no dialog left and focus back on its opener when the page hears it, once', async () => {
    const user = userEvent.setup();
    const page = pageAtEachClose(opener);
    render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.seen).toHaveLength(1));
    expect(page.seen).toEqual([{ saved: false, dialogs: [], focusBack: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    page.stop();
  });

  it('a form replaced by a second one: the first has gone and given focus back when the page hears it, before the second is announced', async () => {
    const page = pageAtEachClose(opener);
    render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'chat' }));
    expect(page.seen).toEqual([{ saved: false, dialogs: ['New chat post'], focusBack: true }]);
    expect(events.filter((message) => message.type.startsWith('post-form:')).map((message) => message.type)).toEqual([
      'post-form:opened',
      'post-form:closed',
      'post-form:opened',
    ]);
    page.stop();
  });

  it('the remote unmounted with a form open: the form has gone and focus is back when the page hears it', async () => {
    const page = pageAtEachClose(opener);
    const { unmount } = render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
    unmount();
    expect(page.seen).toEqual([{ saved: false, dialogs: [], focusBack: true }]);
    page.stop();
  });

  it('an inline form: only after its fade, once it has left its element and given focus back', async () => {
    jest.useFakeTimers();
    const slot = document.createElement('div');
    slot.id = 'new-post-slot';
    document.body.appendChild(slot);
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const page = pageAtEachClose(opener);
      render(<ComposeRoot />);
      await act(async () => bus.emit('compose:open', { mode: 'new', type: 'quote', inline: 'new-post-slot' }));
      await user.click(within(slot).getByRole('button', { name: 'Close' }));
      act(() => jest.advanceTimersByTime(INLINE_FADE_MS - 1));
      expect(page.seen).toEqual([]);
      expect(within(slot).getByRole('dialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(page.seen).toEqual([{ saved: false, dialogs: [], focusBack: true }]));
      expect(slot).toBeEmptyDOMElement();
      page.stop();
    } finally {
      slot.remove();
      jest.useRealTimers();
    }
  });
});

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<ComposeRoot />);
  const root = container.querySelector('[data-remote="mfe-compose"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
});

it('takes the request that made the shell load it: no type opens fast compose', () => {
  bus.emit('compose:open', { mode: 'new' });
  render(<ComposeRoot />);
  expect(screen.getByRole('dialog', { name: 'Create a post' })).toBeInTheDocument();
});

it('opens the form of the type picked in fast compose and pushes its route', async () => {
  const user = userEvent.setup();
  const opener = document.createElement('button');
  opener.textContent = 'Compose';
  document.body.appendChild(opener);
  opener.focus();
  render(<ComposeRoot />);
  await act(async () => bus.emit('compose:open', { mode: 'new' }));
  await user.keyboard('c{Enter}');
  expect(screen.queryByRole('dialog', { name: 'Create a post' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'New photo post' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/new/photo');
  opener.remove();
});

it('returns focus to the opener when fast compose closes with Escape', async () => {
  const user = userEvent.setup();
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  render(<ComposeRoot />);
  await act(async () => bus.emit('compose:open', { mode: 'new' }));
  expect(opener).not.toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  opener.remove();
});

it('closes fast compose when the compose button or its shortcut asks again, focus back on the opener', async () => {
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  render(<ComposeRoot />);
  await act(async () => bus.emit('compose:open', { mode: 'new' }));
  expect(screen.getByRole('dialog', { name: 'Create a post' })).toBeInTheDocument();
  await act(async () => bus.emit('compose:open', { mode: 'new' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  await act(async () => bus.emit('compose:open', { mode: 'new' }));
  expect(screen.getByRole('dialog', { name: 'Create a post' })).toBeInTheDocument();
  opener.remove();
});

it('opened with nothing focused (the shortcut on a fresh page), gives focus to the main region, not the body, when fast compose or its form closes', async () => {
  const user = userEvent.setup();
  const main = document.createElement('main');
  main.tabIndex = -1;
  document.body.appendChild(main);
  render(<ComposeRoot />);
  expect(document.body).toHaveFocus();
  await act(async () => bus.emit('compose:open', { mode: 'new' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(main).toHaveFocus();

  main.blur();
  await act(async () => bus.emit('compose:open', { mode: 'new' }));
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(main).toHaveFocus();
  main.remove();
});

it('restores the base route when the form closes', async () => {
  const user = userEvent.setup();
  render(<ComposeRoot />);
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
  expect(window.location.pathname).toBe('/new/text');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  expect(types('post-form:opened')).toEqual([{ mode: 'new', type: 'text' }]);
  expect(types('post-form:closed')).toEqual([{ saved: false }]);
});

it('opens the form of the route it is mounted on, and goes to the base on close', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/drafts/new/quote');
  await act(async () => render(<ComposeRoot />));
  expect(screen.getByRole('dialog', { name: 'New quote post' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(window.location.pathname).toBe('/drafts');
});

it('destroys the first form when a second one opens', async () => {
  render(<ComposeRoot />);
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'chat' }));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'New chat post' })).toBeInTheDocument();
  expect(events.filter((message) => message.type.startsWith('post-form:')).map((message) => message.type)).toEqual([
    'post-form:opened',
    'post-form:closed',
    'post-form:opened',
  ]);
});

it('keeps a form asked for again, and the content of a form that is replaced', async () => {
  const user = userEvent.setup();
  render(<ComposeRoot />);
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
  await user.type(screen.getByLabelText('Title'), 'Half a thought');
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
  expect(screen.getByLabelText('Title')).toHaveValue('Half a thought');
  expect(types('post-form:opened')).toHaveLength(1);
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'quote' }));
  expect(window.localStorage.getItem(draftKey('alice', 'new', 'text'))).toContain('Half a thought');
});

it('closes an unchanged form when the person goes back', async () => {
  render(<ComposeRoot />);
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'link' }));
  await act(async () => window.history.back());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.pathname).toBe('/dashboard');
});

describe('a form over the page it was opened on (A§2.1)', () => {
  beforeEach(() => {
    // The post is not there: the form says so, with its Close button.
    postSpy.mockImplementation((url: string) =>
      url === '/svc/post/fetch' ? Promise.reject(new ApiError(404, 'Post not found.')) : Promise.resolve({ channels, limits: LIMITS }),
    );
  });

  it('pushes the edit address as a route whose entry keeps the queue as the page under the form; closing goes back to it', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/queue');
    // single-spa's patched pushState: the shell and every remote route by the entry it pushes.
    const routed = jest.spyOn(window.history, 'pushState');
    try {
      render(<ComposeRoot />);
      await act(async () => bus.emit('compose:open', { mode: 'edit', postId: '42' }));
      expect(window.location.pathname).toBe('/edit/42');
      expect(routed).toHaveBeenCalledTimes(1);
      expect(pageLocation().pathname).toBe('/queue');
      await user.click(await screen.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(window.location.pathname).toBe('/queue'));
    } finally {
      routed.mockRestore();
    }
  });

  it('reopens the form over the queue on Forward onto its entry, and closes back to the queue', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/queue');
    render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'edit', postId: '42' }));
    await screen.findByRole('button', { name: 'Close' });
    await act(async () => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/queue');
    await act(async () => window.history.forward());
    await waitFor(() => expect(window.location.pathname).toBe('/edit/42'));
    expect(pageLocation().pathname).toBe('/queue');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(window.location.pathname).toBe('/queue');
    expect(pageLocation().pathname).toBe('/queue');
  });

  it('closes back to that page after a reload of the form’s address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/blog/alice');
    render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'edit', postId: '42' }));
    expect(window.location.pathname).toBe('/edit/42');
    const remembered = window.history.state as unknown;
    // The reload: a fresh remote on the same history entry.
    cleanup();
    window.history.replaceState(remembered, '', '/edit/42');
    await act(async () => render(<ComposeRoot />));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(window.location.pathname).toBe('/blog/alice');
  });

  it('closes to the dashboard when the address was opened from elsewhere (a link)', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/edit/42');
    await act(async () => render(<ComposeRoot />));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(window.location.pathname).toBe('/dashboard');
  });
});

it('leaves the URL alone when URL updates are off', async () => {
  render(<ComposeRoot updateUrl={false} />);
  await act(async () => bus.emit('compose:open', { mode: 'new', type: 'text' }));
  expect(screen.getByRole('dialog', { name: 'New text post' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard');
});

describe('inline (A§2.4)', () => {
  let page: HTMLElement;

  beforeEach(() => {
    page = document.createElement('main');
    page.innerHTML = '<div id="new-post-slot"></div>';
    document.body.appendChild(page);
  });

  afterEach(() => page.remove());

  const slot = () => document.getElementById('new-post-slot') as HTMLElement;

  it('renders the form into the element the request names, pushes its route and restores it on close', async () => {
    const user = userEvent.setup();
    render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'quote', inline: 'new-post-slot' }));
    const form = screen.getByRole('dialog', { name: 'New quote post' });
    expect(slot()).toContainElement(form);
    expect(window.location.pathname).toBe('/new/quote');
    expect(types('post-form:opened')).toEqual([{ mode: 'new', type: 'quote' }]);
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(slot()).toBeEmptyDOMElement());
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(types('post-form:closed')).toEqual([{ saved: false }]);
  });

  it('falls back to the modal when the element is not on the page', async () => {
    render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'quote', inline: 'no-such-element' }));
    const form = screen.getByRole('dialog', { name: 'New quote post' });
    expect(page).not.toContainElement(form);
    expect(slot()).toBeEmptyDOMElement();
  });

  it('a second form replaces the inline one', async () => {
    render(<ComposeRoot />);
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'quote', inline: 'new-post-slot' }));
    await act(async () => bus.emit('compose:open', { mode: 'new', type: 'chat' }));
    expect(slot()).toBeEmptyDOMElement();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New chat post' })).toBeInTheDocument();
    expect(types('post-form:closed')).toEqual([{ saved: false }]);
  });
});
