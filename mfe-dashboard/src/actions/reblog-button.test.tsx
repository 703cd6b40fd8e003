import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api } from '@tumbledash/shared';
import { makePage, makePost } from '../test-support/fixtures';
import { captureBus, renderCard, resetPage, signIn } from '../test-support/render-card';
import { appendPage } from '../timeline/timeline-state';
import { timelineStore } from '../timeline/timeline-store';
import type { FastReblogResponse } from './api-types';

function reblogAnswer(state: 'published' | 'queued'): FastReblogResponse {
  return {
    post_tumblelog: { name_or_id: 'me', avatar: '/media/avatars/me.png', url: '/blog/me' },
    post: makePost('500', undefined, { tumblelog: 'me', state, is_mine: true }),
    note_count: 6,
  };
}

describe('Fast reblog (A§4.7)', () => {
  beforeEach(() => {
    signIn();
    timelineStore.reset();
    window.history.pushState({}, '', '/dashboard');
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('reblogs to the current blog: reblogged, a selfReblog toast, and the reblog tops the dashboard', async () => {
    timelineStore.update('dashboard', (state) => appendPage(state, makePage(['101'], null)));
    const post = jest.spyOn(api, 'post').mockResolvedValue(reblogAnswer('published'));
    const bus = captureBus();
    renderCard(makePost('101', undefined, { note_count: 5, pt: 'x' }), { feedPosition: { index: 0, setSize: -1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Reblog' }));

    expect(post).toHaveBeenCalledWith('/fast_reblog', {
      reblog_key: 'key101',
      reblog_post_id: '101',
      channel_id: 'me',
      queue: false,
      pt: 'x',
      offset: 0,
    });
    expect(await screen.findByText('Reblogged to me.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reblog' })).toHaveAccessibleDescription('You reblogged this post.');
    expect(screen.getByRole('button', { name: '6 notes' })).toBeInTheDocument();
    expect(bus.messages).toContainEqual({ type: 'post:updated', payload: { id: '101', patch: { reblogged: true, note_count: 6 } } });
    expect(timelineStore.get('dashboard').posts.map((item) => item.id)).toEqual(['500', '101']);
    bus.stop();
  });

  it('“Add to queue” queues it, with a queue toast', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(reblogAnswer('queued'));
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Reblog options' }));
    await userEvent.click(within(screen.getByRole('menu', { name: 'Reblog options' })).getByRole('menuitem', { name: 'Add to queue' }));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ queue: true });
    expect(await screen.findByText('Queued to me.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Alt+click and “Reblog with comment” open the post form in reblog mode instead', async () => {
    const post = jest.spyOn(api, 'post');
    const bus = captureBus();
    renderCard(makePost('101'));
    const user = userEvent.setup();
    await user.keyboard('{Alt>}');
    await user.click(screen.getByRole('button', { name: 'Reblog' }));
    await user.keyboard('{/Alt}');
    await user.click(screen.getByRole('button', { name: 'Reblog options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reblog with comment' }));
    const opened = bus.messages.filter((message) => message.type === 'compose:open');
    expect(opened).toEqual([
      { type: 'compose:open', payload: { mode: 'reblog', reblog: { id: '101', key: 'key101' } } },
      { type: 'compose:open', payload: { mode: 'reblog', reblog: { id: '101', key: 'key101' } } },
    ]);
    expect(post).not.toHaveBeenCalled();
    bus.stop();
  });

  it('a refused reblog alerts and leaves the post as it was', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'boom'));
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Reblog' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
    expect(screen.getByRole('button', { name: 'Reblog' })).not.toHaveAccessibleDescription('You reblogged this post.');
    expect(screen.queryByText('Reblogged to me.')).toBeNull();
  });
});
