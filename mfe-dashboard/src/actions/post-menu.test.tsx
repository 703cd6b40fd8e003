import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api } from '@tumbledash/shared';
import { makeChannel, makePage, makePost } from '../test-support/fixtures';
import { captureBus, renderCard, resetPage, signIn } from '../test-support/render-card';
import { appendPage } from '../timeline/timeline-state';
import { timelineStore } from '../timeline/timeline-store';

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'More options' }));
  await userEvent.click(within(screen.getByRole('menu', { name: 'More options' })).getByRole('menuitem', { name: item }));
}

const mine = () => makePost('101', undefined, { tumblelog: 'me', is_mine: true, tags: ['cats'] });

describe('More options', () => {
  beforeEach(() => {
    signIn();
    timelineStore.reset();
    window.history.pushState({}, '', '/dashboard');
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  // The menu's code loads on its first opening: this must stay the first test here to open one.
  it('opens on the first click once its items have loaded, focus on the first', async () => {
    renderCard(mine());
    const more = screen.getByRole('button', { name: 'More options' });
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('menu')).toBeNull();

    const menu = await screen.findByRole('menu', { name: 'More options' });
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  });

  describe('delete', () => {
    it('asks first, focus on Nevermind; Nevermind keeps the post', async () => {
      const post = jest.spyOn(api, 'post');
      renderCard(mine());
      await choose('Delete');
      const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this post?' });
      expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Nevermind' }));
      expect(post).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'More options' })).toHaveFocus();
    });

    it('Delete sends it and removes the card everywhere (post:deleted)', async () => {
      const post = jest.spyOn(api, 'post').mockResolvedValue({ id: '101' });
      const bus = captureBus();
      renderCard(mine());
      await choose('Delete');
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      expect(post).toHaveBeenCalledWith('/svc/post/delete', { post_id: '101', channel_id: 'me' });
      expect(bus.messages).toContainEqual({ type: 'post:deleted', payload: { id: '101' } });
      bus.stop();
    });

    it('a refused delete alerts and keeps the post', async () => {
      jest.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'boom'));
      const bus = captureBus();
      renderCard(mine());
      await choose('Delete');
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
      expect(bus.messages.some((message) => message.type === 'post:deleted')).toBe(false);
      bus.stop();
    });
  });

  it('Edit opens the post form for the post', async () => {
    const bus = captureBus();
    renderCard(mine());
    await choose('Edit');
    expect(bus.messages).toContainEqual({ type: 'compose:open', payload: { mode: 'edit', postId: '101', type: 'text' } });
    bus.stop();
  });

  it('block asks with the text of A§8.2, then blocks and takes the blog’s posts out', async () => {
    timelineStore.update('dashboard', (state) => appendPage(state, makePage(['101', '100'], null)));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ blocked: true });
    renderCard(makePost('101'));
    await choose('Block alice');
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to block alice from me?' });
    expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(post).toHaveBeenCalledWith('/svc/block/add', { tumblelog: 'me', blocked_tumblelog: 'alice', block_context: 'dashboard' });
    expect(timelineStore.get('dashboard').posts).toEqual([]);
  });

  it('forbidden block (403) alerts what the server said', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'You can’t block your own blog.'));
    renderCard(makePost('101'));
    await choose('Block alice');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alertdialog', { name: 'You can’t block your own blog.' })).toBeInTheDocument();
  });

  it('an owner features the post in the tag of the page and stops featuring it (promote, unpromote)', async () => {
    window.history.pushState({}, '', '/tagged/cats');
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ promotions: [{ tag: 'cats', tag_id: 't7' }] })
      .mockResolvedValueOnce({ promotions: [] });
    renderCard(mine(), { page: 'tagged', pageTag: 'cats' });
    await choose('Feature in #cats');
    expect(post).toHaveBeenLastCalledWith('/svc/promote', { tag: 'cats', post_id: '101', reblog_key: 'key101', tumblelog_name: 'me' });
    await choose('Stop featuring in #cats');
    expect(post).toHaveBeenLastCalledWith('/svc/unpromote', { tag_id: 't7', tag: 'cats', post_id: '101', tumblelog_name: 'me' });
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('menuitem', { name: 'Feature in #cats' })).toBeInTheDocument();
  });

  it('a member who is not the owner cannot feature posts', async () => {
    signIn([{ ...makeChannel('me'), role: 'member' }]);
    renderCard(mine(), { page: 'tagged', pageTag: 'cats' });
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
  });
});
