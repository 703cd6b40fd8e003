import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, api, bus, DialogProvider, Modal, session, type BlogPopover } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { peeprData } from '../peepr/target';
import { makeBlog } from '../test-support/post';
import HoverCardHost from './hover-card-host';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const CARD: BlogPopover = {
  tumblelog: makeBlog({ name: 'friendly', title: 'Friendly Neighbourhood Blog' }),
  recent_posts: [],
};

function renderWithTarget() {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
  jest.spyOn(api, 'get').mockResolvedValue(CARD);
  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  render(
    <DialogProvider>
      <button type="button" data-peepr={peeprData('friendly')}>
        friendly
      </button>
      <p>Elsewhere</p>
      <HoverCardHost first={null} />
    </DialogProvider>,
  );
  return { post, target: screen.getByRole('button', { name: 'friendly' }) };
}

afterEach(() => {
  session.set(ANONYMOUS);
  jest.restoreAllMocks();
});

it('follows from the card, which stays open and shows the change', async () => {
  const { post, target } = renderWithTarget();
  await userEvent.hover(target);
  const card = await screen.findByRole('group', { name: 'friendly, blog card' });
  await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(post).toHaveBeenCalledWith('/svc/follow', { tumblelog: 'friendly', source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
  expect(card).toBeInTheDocument();
  expect(card).not.toHaveClass('td-peepr-hover--fading');
  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
});

it('keeps in step with a follow made elsewhere on the page, and closes on a click outside', async () => {
  const { target } = renderWithTarget();
  await userEvent.hover(target);
  const card = await screen.findByRole('group', { name: 'friendly, blog card' });
  await screen.findByRole('button', { name: 'Follow' });
  act(() => bus.emit('blog:follow-changed', { blogName: 'friendly', following: true }));
  expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  act(() => bus.emit('blog:follow-changed', { blogName: 'someone-else', following: false }));
  expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();

  fireEvent.click(screen.getByText('Elsewhere'));
  expect(card).toHaveClass('td-peepr-hover--fading');
  await waitFor(() => expect(card).not.toBeInTheDocument());
});

it('asks before unfollowing from the card', async () => {
  const { post, target } = renderWithTarget();
  jest.spyOn(api, 'get').mockResolvedValue({ ...CARD, tumblelog: { ...CARD.tumblelog, following: true } });
  await userEvent.hover(target);
  await userEvent.click(await screen.findByRole('button', { name: 'Unfollow' }));
  await screen.findByRole('alertdialog', { name: 'Are you sure you want to unfollow friendly?' });
  await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
  expect(post).toHaveBeenCalledWith('/svc/unfollow', { tumblelog: 'friendly', source: 'UNFOLLOW_SOURCE_PEEPR_HEADER' });
});

it('stays open through the unfollow confirm, with the focus on its button that now reads Follow; closing it leaves the focus on the blog name', async () => {
  const { target } = renderWithTarget();
  jest.spyOn(api, 'get').mockResolvedValue({ ...CARD, tumblelog: { ...CARD.tumblelog, following: true } });
  await userEvent.hover(target);
  const card = await screen.findByRole('group', { name: 'friendly, blog card' });
  await userEvent.click(await screen.findByRole('button', { name: 'Unfollow' }));
  // Escape answers the confirm (Nevermind), not the card.
  await screen.findByRole('alertdialog', { name: 'Are you sure you want to unfollow friendly?' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(card).not.toHaveClass('td-peepr-hover--fading');
  expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
  expect(card).not.toHaveClass('td-peepr-hover--fading');
  expect(await screen.findByRole('button', { name: 'Follow' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(card).not.toBeInTheDocument());
  expect(target).toHaveFocus();
});

it('stays open while the pointer moves from the blog name into the card and over its posts, and closes after it leaves', async () => {
  jest.useFakeTimers();
  try {
    const { target } = renderWithTarget();
    const posts = [1, 2].map((n) => ({ id: String(n), type: 'text' as const, summary: `Post ${n}`, media_url: null, post_url: `/blog/friendly/${n}` }));
    jest.spyOn(api, 'get').mockResolvedValue({ ...CARD, recent_posts: posts });
    const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    fireEvent.mouseOver(target);
    fireEvent.pointerMove(target);
    await advance(600);
    const card = screen.getByRole('group', { name: 'friendly, blog card' });
    const placed = card.getAttribute('style');
    const follow = screen.getByRole('button', { name: 'Follow' });
    fireEvent.mouseOut(target, { relatedTarget: follow });
    fireEvent.mouseOver(follow, { relatedTarget: target });
    await advance(1000);
    expect(card).not.toHaveClass('td-peepr-hover--fading');

    // A recent post in the card is a blog target too: it neither moves nor closes the card.
    const post = screen.getByRole('link', { name: 'Post 1' });
    fireEvent.mouseOut(follow, { relatedTarget: post });
    fireEvent.mouseOver(post, { relatedTarget: follow });
    fireEvent.mouseOut(post, { relatedTarget: card });
    fireEvent.mouseOver(card, { relatedTarget: post });
    await advance(1000);
    expect(card).not.toHaveClass('td-peepr-hover--fading');
    expect(card.getAttribute('style')).toBe(placed);

    fireEvent.mouseOut(card, { relatedTarget: document.body });
    await advance(299);
    expect(card).not.toHaveClass('td-peepr-hover--fading');
    await advance(1);
    expect(card).toHaveClass('td-peepr-hover--fading');
  } finally {
    jest.useRealTimers();
  }
});

/** Lets a card that was asked for (wrongly) open: it shows as soon as it is asked for, its loader after 250 ms. */
const aMoment = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

it('opens no card for a blog name that comes under a resting pointer, until the pointer moves on it', async () => {
  const { target } = renderWithTarget();
  // What a conversation window opening under a still mouse gets: a mouseover, and no move.
  fireEvent.mouseOver(target);
  await aMoment();
  expect(screen.queryByRole('group', { name: 'friendly, blog card' })).not.toBeInTheDocument();

  fireEvent.pointerMove(target);
  expect(await screen.findByRole('group', { name: 'friendly, blog card' })).toBeInTheDocument();
});

it('opens no card for a finger, not even for a moment: a tap on a blog name is no hover', async () => {
  const { target } = renderWithTarget();
  // The tap's mouse events for compatibility (mouseover, mousemove) come from a touch pointer.
  await userEvent.pointer({ keys: '[TouchA]', target });
  expect(screen.queryByRole('group', { name: 'friendly, blog card' })).not.toBeInTheDocument();
  await aMoment();
  expect(screen.queryByRole('group', { name: 'friendly, blog card' })).not.toBeInTheDocument();
});

it('closes as the blog viewer opens, whatever opened it', async () => {
  const { target } = renderWithTarget();
  await userEvent.hover(target);
  const card = await screen.findByRole('group', { name: 'friendly, blog card' });
  await screen.findByRole('button', { name: 'Follow' });
  act(() => bus.emit('peepr:opened', { blogName: 'friendly' }));
  expect(card).toHaveClass('td-peepr-hover--fading');
  await waitFor(() => expect(card).not.toBeInTheDocument());
});

it('carries the public marker data-td-hover-card (other remotes tell a click in it from a click outside)', async () => {
  const { target } = renderWithTarget();
  await userEvent.hover(target);
  expect(await screen.findByRole('group', { name: 'friendly, blog card' })).toHaveAttribute('data-td-hover-card');
});

const RECENT = [1, 2].map((n) => ({ id: String(n), type: 'text' as const, summary: `Post ${n}`, media_url: null, post_url: `/blog/friendly/${n}` }));

/** The blog name inside a modal dialog (the blog viewer), with a control before and after it; the card outside. */
function renderInDialog() {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
  jest.spyOn(api, 'get').mockResolvedValue({ ...CARD, recent_posts: RECENT });
  const onClose = jest.fn();
  render(
    <DialogProvider>
      <Modal title="friendly" onClose={onClose}>
        <button type="button">Before</button>
        <a href="/blog/friendly" data-peepr={peeprData('friendly')}>
          friendly
        </a>
        <button type="button">After</button>
      </Modal>
      <HoverCardHost first={null} />
    </DialogProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'friendly' }), name: screen.getByRole('link', { name: 'friendly' }) };
}

it('in a dialog, Tab from the blog name goes into its open card and on through it, then on past the name; Shift+Tab comes back', async () => {
  const { dialog, name } = renderInDialog();
  name.focus();
  await userEvent.hover(name);
  await screen.findByRole('link', { name: 'Post 2' });

  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Follow' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Post 1' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Post 2' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  expect(dialog).toBeInTheDocument();

  name.focus();
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  expect(name).toHaveFocus();
});

it('in a dialog, Escape in the card closes the card only, and the focus goes back to the blog name', async () => {
  const { onClose, name } = renderInDialog();
  name.focus();
  await userEvent.hover(name);
  const card = await screen.findByRole('group', { name: 'friendly, blog card' });
  await screen.findByRole('button', { name: 'Follow' });
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Follow' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(card).not.toBeInTheDocument());
  expect(onClose).not.toHaveBeenCalled();
  expect(name).toHaveFocus();
});

it('Escape with the focus outside the card closes it and is still the page’s (the viewer under it closes too)', async () => {
  const { target } = renderWithTarget();
  await userEvent.hover(target);
  const card = await screen.findByRole('group', { name: 'friendly, blog card' });
  const pageEscape = jest.fn((event: KeyboardEvent) => event.defaultPrevented);
  document.addEventListener('keydown', pageEscape);
  try {
    await userEvent.keyboard('{Escape}');
  } finally {
    document.removeEventListener('keydown', pageEscape);
  }
  expect(pageEscape).toHaveReturnedWith(false);
  await waitFor(() => expect(card).not.toBeInTheDocument());
});
