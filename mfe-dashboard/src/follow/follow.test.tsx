import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api, type DashboardPost } from '@tumbledash/shared';
import { makeBlog, makePost } from '../test-support/fixtures';
import { captureBus, renderCard, resetPage, signIn } from '../test-support/render-card';

const stranger = (): DashboardPost =>
  makePost('101', undefined, { following: false, blog: makeBlog('alice', { following: false, can_subscribe: false }) });

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'More options' }));
  await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: item }));
}

describe('Follow (A§4.3, A§7.1, B§4)', () => {
  beforeEach(() => {
    signIn();
    window.history.pushState({}, '', '/dashboard');
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('follows from the blog name: shown at once, announced on the bus, sent as the current channel', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ following: true, can_subscribe: true, is_subscribed: false });
    const bus = captureBus();
    renderCard(stranger(), { feedPosition: { index: 2, setSize: -1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Follow alice' }));

    expect(post).toHaveBeenCalledWith('/svc/follow', {
      tumblelog: 'alice',
      placement_id: null,
      pt: null,
      source: 'FOLLOW_SOURCE_POST',
      context: 'dashboard',
      offset: 2,
    });
    const button = screen.getByRole('button', { name: 'Following alice' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(bus.messages).toContainEqual({ type: 'blog:follow-changed', payload: { blogName: 'alice', following: true } });
    // Following sets can_subscribe (A§4.3).
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('menuitem', { name: 'Subscribe to alice' })).toBeInTheDocument();
    bus.stop();
  });

  it('a failed follow reverts the following flag and alerts', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'boom'));
    const bus = captureBus();
    renderCard(stranger());
    await userEvent.click(screen.getByRole('button', { name: 'Follow alice' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
    expect(screen.getByRole('button', { name: 'Follow alice' })).not.toHaveAttribute('aria-disabled');
    const changes = bus.messages.filter((message) => message.type === 'blog:follow-changed').map((message) => message.payload);
    expect(changes).toEqual([
      { blogName: 'alice', following: true },
      { blogName: 'alice', following: false },
    ]);
    bus.stop();
  });

  it('unfollow asks first (Ok / Nevermind)', async () => {
    const post = jest.spyOn(api, 'post');
    renderCard(makePost('101'));
    await choose('Unfollow alice');
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to unfollow alice?' });
    expect(within(confirm).getByRole('button', { name: 'Ok' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Nevermind' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('unfollowing clears is_subscribed and offers Follow again', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ following: false, can_subscribe: false, is_subscribed: false });
    renderCard(makePost('101', undefined, { blog: makeBlog('alice', { is_subscribed: true }) }));
    expect(screen.queryByRole('button', { name: 'Follow alice' })).toBeNull();
    await choose('Unfollow alice');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(post).toHaveBeenCalledWith('/svc/unfollow', expect.objectContaining({ tumblelog: 'alice', source: 'UNFOLLOW_SOURCE_POST' }));
    expect(screen.getByRole('button', { name: 'Follow alice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Block alice']);
  });

  it('after an unfollow from the menu, Follow on the same card turns into Following in place', async () => {
    const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) =>
      path === '/svc/unfollow'
        ? { following: false, can_subscribe: false, is_subscribed: false }
        : { following: true, can_subscribe: true, is_subscribed: false },
    );
    renderCard(makePost('101'));
    await choose('Unfollow alice');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'Follow alice' }));
    expect(post).toHaveBeenLastCalledWith('/svc/follow', expect.objectContaining({ tumblelog: 'alice' }));
    const button = screen.getByRole('button', { name: 'Following alice' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
  });

  it('subscribes (POST) and unsubscribes (DELETE) on the blog’s subscription', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ is_subscribed: true });
    const del = jest.spyOn(api, 'delete').mockResolvedValue({ is_subscribed: false });
    renderCard(makePost('101'));
    await choose('Subscribe to alice');
    expect(post).toHaveBeenCalledWith('/svc/blog/alice/subscription', { source: 'post' });
    await choose('Unsubscribe from alice');
    expect(del).toHaveBeenCalledWith('/svc/blog/alice/subscription', { data: { source: 'post' } });
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('menuitem', { name: 'Subscribe to alice' })).toBeInTheDocument();
  });

  it('a refused subscription (409) alerts what the server said and changes nothing', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(409, 'Follow alice to subscribe.'));
    renderCard(makePost('101'));
    await choose('Subscribe to alice');
    expect(await screen.findByRole('alertdialog', { name: 'Follow alice to subscribe.' })).toBeInTheDocument();
  });

  it('offers no Follow on one’s own blog or when signed out', () => {
    renderCard(makePost('101', undefined, { tumblelog: 'me', is_mine: true, blog: makeBlog('me', { following: false }) }));
    expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
    resetPage();
    renderCard(stranger());
    expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
  });
});
