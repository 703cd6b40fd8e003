import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type BusEvents } from '@tumbledash/shared';
import { ANCHOR, makePost, signIn, signOut } from '../test-support/fixtures';
import { ShareRoot } from './share-root';

const POPOVER = { name: 'Share this post' };

function share(id: string, postUrl?: string) {
  act(() => bus.emit('share:open', { post: makePost(id, postUrl), anchor: ANCHOR }));
  return screen.getByRole('dialog', POPOVER);
}

function recordMessagingOpens() {
  const seen: BusEvents['messaging:open'][] = [];
  const subscription = bus.on('messaging:open').subscribe((payload) => seen.push(payload));
  return { seen, stop: () => subscription.unsubscribe() };
}

function withClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText && { writeText }, configurable: true });
}

beforeEach(() => signIn(['alice', 'alice-art']));

afterEach(() => {
  signOut();
  withClipboard(undefined);
});

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<ShareRoot />);
  const root = container.querySelector('[data-remote="mfe-share"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens the share popover on share:open, with "Message to..." focused and the permalink', () => {
  render(<ShareRoot />);
  const popover = share('42', '/blog/alice/post/42/hello');
  const field = within(popover).getByRole('textbox', { name: 'Message to' });
  expect(field).toHaveAttribute('placeholder', 'Message to...');
  expect(field).toHaveFocus();
  expect(within(popover).getByRole('textbox', { name: 'Permalink' })).toHaveValue(`${window.location.origin}/blog/alice/post/42/hello`);
  expect(within(popover).getByRole('textbox', { name: 'Permalink' })).toHaveAttribute('readonly');
});

it('sends the post to the typed blog with messaging:open and closes', async () => {
  const user = userEvent.setup();
  const opens = recordMessagingOpens();
  render(<ShareRoot />);
  const popover = share('42');
  await user.type(within(popover).getByRole('textbox', { name: 'Message to' }), '  film-grain ');
  await user.click(within(popover).getByRole('button', { name: 'Send' }));
  opens.stop();
  expect(opens.seen).toEqual([{ blogName: 'film-grain', postId: '42' }]);
  expect(screen.queryByRole('dialog', POPOVER)).toBeNull();
});

it('sends with Enter', async () => {
  const user = userEvent.setup();
  const opens = recordMessagingOpens();
  render(<ShareRoot />);
  share('7');
  await user.keyboard('film-grain{Enter}');
  opens.stop();
  expect(opens.seen).toEqual([{ blogName: 'film-grain', postId: '7' }]);
  expect(screen.queryByRole('dialog', POPOVER)).toBeNull();
});

it("keeps Send disabled for an empty name and for the sender's own blog", async () => {
  const user = userEvent.setup();
  const opens = recordMessagingOpens();
  render(<ShareRoot />);
  const popover = share('42');
  const send = within(popover).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();

  await user.keyboard('   {Enter}');
  expect(send).toBeDisabled();
  await user.keyboard('{Control>}a{/Control}Alice');
  expect(send).toBeDisabled();
  await user.keyboard('{Enter}');
  await user.keyboard('-art');
  expect(send).toBeEnabled();

  opens.stop();
  expect(opens.seen).toEqual([]);
  expect(screen.getByRole('dialog', POPOVER)).toBeInTheDocument();
});

it('copies the permalink and says so', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  withClipboard(writeText);
  render(<ShareRoot />);
  const popover = share('42', 'https://alice.example.com/post/42');
  await user.click(within(popover).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('https://alice.example.com/post/42');
  expect(within(popover).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
});

it('selects the permalink to copy by hand when the browser will not copy', async () => {
  const user = userEvent.setup();
  withClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
  render(<ShareRoot />);
  const popover = share('42', 'https://alice.example.com/post/42');
  await user.click(within(popover).getByRole('button', { name: 'Copy' }));
  const field = within(popover).getByRole<HTMLInputElement>('textbox', { name: 'Permalink' });
  expect(field).toHaveFocus();
  expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'https://alice.example.com/post/42'.length]);
  expect(within(popover).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

it('closes on Escape and puts focus back where it was', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Share</button>
      <ShareRoot />
    </>,
  );
  const shareButton = screen.getByRole('button', { name: 'Share' });
  shareButton.focus();
  share('42');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', POPOVER)).toBeNull();
  expect(shareButton).toHaveFocus();
});

it('replaces the open popover with the next share, starting afresh', async () => {
  const user = userEvent.setup();
  render(<ShareRoot />);
  share('1', '/post/1');
  await user.keyboard('film-grain');
  const popover = share('2', '/post/2');
  expect(screen.getAllByRole('dialog', POPOVER)).toHaveLength(1);
  expect(within(popover).getByRole('textbox', { name: 'Permalink' })).toHaveValue(`${window.location.origin}/post/2`);
  expect(within(popover).getByRole('textbox', { name: 'Message to' })).toHaveValue('');
});

it('keeps Tab inside the popover', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Elsewhere on the page</button>
      <ShareRoot />
    </>,
  );
  const popover = share('42');
  await user.type(within(popover).getByRole('textbox', { name: 'Message to' }), 'film-grain');
  await user.tab();
  expect(within(popover).getByRole('button', { name: 'Send' })).toHaveFocus();
  await user.tab();
  expect(within(popover).getByRole('textbox', { name: 'Permalink' })).toHaveFocus();
  await user.tab();
  expect(within(popover).getByRole('button', { name: 'Copy' })).toHaveFocus();
  await user.tab();
  expect(within(popover).getByRole('textbox', { name: 'Message to' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(within(popover).getByRole('button', { name: 'Copy' })).toHaveFocus();
});

it('shows visitors the permalink only', () => {
  signOut();
  render(<ShareRoot />);
  const popover = share('42');
  expect(within(popover).queryByRole('textbox', { name: 'Message to' })).toBeNull();
  expect(within(popover).getByRole('textbox', { name: 'Permalink' })).toHaveFocus();
});

it('takes a share asked for before it loaded', () => {
  bus.emit('share:open', { post: makePost('9', '/post/9'), anchor: ANCHOR });
  render(<ShareRoot />);
  expect(screen.getByRole('textbox', { name: 'Permalink' })).toHaveValue(`${window.location.origin}/post/9`);
});
