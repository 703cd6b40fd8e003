import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@tumbledash/shared';
import { makePost, makeShareData, signIn, signOut } from '../test-support/fixtures';
import { ShareRoot } from './share-root';
import { fakeApi } from './share-test-server';

let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  signIn(['alice']);
  server = fakeApi({
    'POST /svc/post/share/alice/42': () => ({ share_popover_data: makeShareData('42') }),
    'GET /svc/share/favorites': () => ({ blogs: [] }),
    'POST /svc/share/email': () => ({ shared: true }),
    'POST /svc/email_tumblelog': () => ({ shared: true }),
  });
});

afterEach(() => {
  server.restore();
  signOut();
});

/** Serves the email share only once the returned `send` is called, so a test can act while the mail is going. */
function holdSend(): () => void {
  let send = () => {};
  const held = new Promise<{ shared: boolean }>((resolve) => (send = () => resolve({ shared: true })));
  server.restore();
  server = fakeApi({
    'POST /svc/post/share/alice/42': () => ({ share_popover_data: makeShareData('42') }),
    'GET /svc/share/favorites': () => ({ blogs: [] }),
    'POST /svc/share/email': () => held,
  });
  return () => send();
}

/** Chromium drops focus from a button that becomes disabled while sending (jsdom keeps it): do as it does. */
function loseFocusLikeABrowser() {
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(document.activeElement).toBe(document.body);
}

function renderWithButton(label: string) {
  render(
    <>
      <button type="button">{label}</button>
      <ShareRoot />
    </>,
  );
  return screen.getByRole('button', { name: label });
}

it('gives focus back to the Share button when the popover fades away after "Sent!"', async () => {
  const user = userEvent.setup();
  const button = renderWithButton('Share');
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: button }));
  const popover = screen.getByRole('dialog', { name: 'Share this post' });
  await user.click(await within(popover).findByRole('button', { name: /Email$/ }));
  await user.type(within(popover).getByRole('textbox', { name: 'Email address' }), 'pal@example.com{Control>}{Enter}{/Control}');
  expect(await within(popover).findByText('Sent!')).toBeInTheDocument();
  loseFocusLikeABrowser();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this post' })).toBeNull(), { timeout: 3000 });
  expect(button).toHaveFocus();
});

it('keeps focus on Send while the mail goes and after "Sent!", which is announced; Send does nothing more', async () => {
  const user = userEvent.setup();
  const button = renderWithButton('Share');
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: button }));
  const popover = screen.getByRole('dialog', { name: 'Share this post' });
  await user.click(await within(popover).findByRole('button', { name: /Email$/ }));
  await user.type(within(popover).getByRole('textbox', { name: 'Email address' }), 'pal@example.com');
  const send = within(popover).getByRole('button', { name: 'Send' });
  send.focus();
  await user.keyboard('{Enter}');
  expect(await within(popover).findByRole('status')).toHaveTextContent('Sent!');
  // Off, yet still focusable: a disabled button would drop focus to the page (Chromium does).
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(send).not.toBeDisabled();
  expect(send).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(server.posted('/svc/share/email')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this post' })).toBeNull(), { timeout: 3000 });
  expect(button).toHaveFocus();
});

it('does the same for a blog share', async () => {
  const user = userEvent.setup();
  const button = renderWithButton('Share this blog');
  act(() => bus.emit('share:open', { blog: { name: 'film-grain' }, anchor: button }));
  const popover = screen.getByRole('dialog', { name: 'Share this blog' });
  await user.click(within(popover).getByRole('button', { name: /Email$/ }));
  await user.type(within(popover).getByRole('textbox', { name: 'Email address' }), 'pal@example.com{Control>}{Enter}{/Control}');
  expect(await within(popover).findByText('Sent!')).toBeInTheDocument();
  loseFocusLikeABrowser();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this blog' })).toBeNull(), { timeout: 3000 });
  expect(button).toHaveFocus();
});

it('leaves focus where the person put it when they clicked elsewhere', async () => {
  const user = userEvent.setup();
  const button = renderWithButton('Share');
  render(<input aria-label="Elsewhere" />);
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: button }));
  await within(screen.getByRole('dialog', { name: 'Share this post' })).findByRole('button', { name: /Email$/ });
  await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
  expect(screen.queryByRole('dialog', { name: 'Share this post' })).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
});

it('closes when its Share button leaves the page (a card scrolled out of the timeline)', async () => {
  const page = (cardShown: boolean) => (
    <>
      {cardShown && <button type="button">Share</button>}
      <ShareRoot />
    </>
  );
  const { rerender } = render(page(true));
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: screen.getByRole('button', { name: 'Share' }) }));
  const popover = screen.getByRole('dialog', { name: 'Share this post' });
  await within(popover).findByRole('button', { name: /Email$/ });
  rerender(page(false));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this post' })).toBeNull());
});

it('stays open, with focus, while an email is sending and its Share button leaves the page; "Sent!" shows, then focus goes to the post card', async () => {
  const send = holdSend();
  const user = userEvent.setup();
  const page = (buttonShown: boolean) => (
    <>
      <article data-post-id="42" tabIndex={-1} aria-label="The post">
        {buttonShown && <button type="button">Share</button>}
      </article>
      <ShareRoot />
    </>
  );
  const { rerender } = render(page(true));
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: screen.getByRole('button', { name: 'Share' }) }));
  const popover = screen.getByRole('dialog', { name: 'Share this post' });
  await user.click(await within(popover).findByRole('button', { name: /Email$/ }));
  await user.type(within(popover).getByRole('textbox', { name: 'Email address' }), 'pal@example.com{Control>}{Enter}{/Control}');
  expect(within(popover).getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
  const address = within(popover).getByRole('textbox', { name: 'Email address' });
  expect(address).toHaveFocus();

  rerender(page(false));
  await act(async () => undefined);
  expect(screen.getByRole('dialog', { name: 'Share this post' })).toBe(popover);
  expect(address).toHaveFocus();
  await act(async () => send());
  expect(within(popover).getByText('Sent!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this post' })).toBeNull(), { timeout: 3000 });
  expect(screen.getByRole('article', { name: 'The post' })).toHaveFocus();
});

it('after a popover whose Share button left the page closes, focus goes to the feed when the card is gone too, never to the page', async () => {
  const send = holdSend();
  const user = userEvent.setup();
  const page = (cardShown: boolean) => (
    <>
      <div role="feed" aria-label="Dashboard" tabIndex={-1}>
        {cardShown && (
          <article data-post-id="42">
            <button type="button">Share</button>
          </article>
        )}
      </div>
      <ShareRoot />
    </>
  );
  const { rerender } = render(page(true));
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: screen.getByRole('button', { name: 'Share' }) }));
  const popover = screen.getByRole('dialog', { name: 'Share this post' });
  await user.click(await within(popover).findByRole('button', { name: /Email$/ }));
  await user.type(within(popover).getByRole('textbox', { name: 'Email address' }), 'pal@example.com{Control>}{Enter}{/Control}');
  rerender(page(false));
  await act(async () => send());
  expect(within(popover).getByText('Sent!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this post' })).toBeNull(), { timeout: 3000 });
  expect(screen.getByRole('feed', { name: 'Dashboard' })).toHaveFocus();
});
