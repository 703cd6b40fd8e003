import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, api } from '@tumbledash/shared';
import { makePage, makePost } from '../test-support/fixtures';
import { renderCard, resetPage, signIn } from '../test-support/render-card';
import { appendPage } from '../timeline/timeline-state';
import { timelineStore } from '../timeline/timeline-store';
import { actionEvents, type ActionEvent } from './run-action';

const draft = () => makePost('101', undefined, { tumblelog: 'me', is_mine: true, state: 'draft' });

describe('Drafts: publish and queue', () => {
  beforeEach(() => {
    signIn();
    timelineStore.reset();
    timelineStore.update('drafts', (state) => appendPage(state, { posts: [draft()], next: null }));
    timelineStore.update('dashboard', (state) => appendPage(state, makePage(['90'], null)));
    timelineStore.update('queue', (state) => appendPage(state, makePage(['80'], null)));
    window.history.pushState({}, '', '/drafts');
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('shows Publish and Queue instead of the social actions', () => {
    renderCard(draft(), { page: 'drafts' });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Queue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
  });

  it('Publish publishes the draft: it leaves the drafts and tops the dashboard', async () => {
    const published = { ...draft(), state: 'published' as const };
    const post = jest.spyOn(api, 'post').mockResolvedValue({ post: published });
    renderCard(draft(), { page: 'drafts' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(post).toHaveBeenCalledWith('/publish', { id: '101' });
    expect(timelineStore.get('drafts').posts).toEqual([]);
    expect(timelineStore.get('dashboard').posts.map((item) => item.id)).toEqual(['101', '90']);
    expect(await screen.findByText('Published.')).toBeInTheDocument();
  });

  it('Queue sends queue=queue; the queue loads afresh next time', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ post: { ...draft(), state: 'queued' } });
    renderCard(draft(), { page: 'drafts' });
    await userEvent.click(screen.getByRole('button', { name: 'Queue' }));
    expect(post).toHaveBeenCalledWith('/publish', { id: '101', queue: 'queue' });
    expect(timelineStore.get('queue').loaded).toBe(false);
    expect(timelineStore.get('dashboard').posts.map((item) => item.id)).toEqual(['90']);
  });

  it('a failed publish emits the parsed body, alerts it, and lets the person try again', async () => {
    const body = { meta: { status: 409, msg: 'Only drafts can be published.' }, response: null };
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(409, 'Only drafts can be published.', [], body));
    const events: ActionEvent[] = [];
    const subscription = actionEvents.on('publish:failure').subscribe((event) => events.push(event));
    renderCard(draft(), { page: 'drafts' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alertdialog', { name: 'Only drafts can be published.' })).toBeInTheDocument();
    expect(events[0]?.body).toBe(body);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).not.toHaveAttribute('aria-disabled'));
    expect(timelineStore.get('drafts').posts).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('while publishing, the pressed button keeps the focus and further presses are not sent; a refusal leaves it usable', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderCard(draft(), { page: 'drafts' });
    const publish = screen.getByRole('button', { name: 'Publish' });
    await userEvent.click(publish);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));

    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Queue' })).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const queue = screen.getByRole('button', { name: 'Queue' });
    await userEvent.click(queue);
    expect(post).toHaveBeenCalledTimes(1);

    refuse(new ApiError(409, 'Only drafts can be published.'));
    await screen.findByRole('alertdialog', { name: 'Only drafts can be published.' });
    await userEvent.keyboard('{Escape}');
    // Back on the button last pressed.
    expect(queue).toHaveFocus();
    expect(queue).not.toHaveAttribute('aria-disabled');
    expect(publish).not.toHaveAttribute('aria-disabled');
  });
});
