import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, api, bus, DialogProvider, session, type BlogPopover } from '@tumbledash/shared';
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
  fireEvent.mouseOver(target);
  const card = await screen.findByRole('group', { name: 'friendly, blog card' });
  await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(post).toHaveBeenCalledWith('/svc/follow', { tumblelog: 'friendly', source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
  expect(card).toBeInTheDocument();
  expect(card).not.toHaveClass('td-peepr-hover--fading');
  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
});

it('keeps in step with a follow made elsewhere on the page, and closes on a click outside', async () => {
  const { target } = renderWithTarget();
  fireEvent.mouseOver(target);
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
  fireEvent.mouseOver(target);
  await userEvent.click(await screen.findByRole('button', { name: 'Unfollow' }));
  await screen.findByRole('alertdialog', { name: 'Are you sure you want to unfollow friendly?' });
  await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
  expect(post).toHaveBeenCalledWith('/svc/unfollow', { tumblelog: 'friendly', source: 'UNFOLLOW_SOURCE_PEEPR_HEADER' });
});

it('stays open while the pointer moves from the blog name into the card and over its posts, and closes after it leaves', async () => {
  jest.useFakeTimers();
  try {
    const { target } = renderWithTarget();
    const posts = [1, 2].map((n) => ({ id: String(n), type: 'text' as const, summary: `Post ${n}`, media_url: null, post_url: `/blog/friendly/${n}` }));
    jest.spyOn(api, 'get').mockResolvedValue({ ...CARD, recent_posts: posts });
    const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    fireEvent.mouseOver(target);
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
