import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api } from '@tumbledash/shared';
import { makePost } from '../test-support/fixtures';
import { captureBus, renderCard, resetPage, signIn } from '../test-support/render-card';
import type { LikeResponse } from './api-types';

/** An answer the test releases when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('Like (A§4.6)', () => {
  beforeEach(() => {
    signIn();
    window.history.pushState({}, '', '/dashboard');
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('shows the like at once, then sends it tagged with the page and the post’s place', async () => {
    const answer = deferred<LikeResponse>();
    const post = jest.spyOn(api, 'post').mockReturnValue(answer.promise);
    const bus = captureBus();
    renderCard(makePost('101', undefined, { note_count: 2, placement_id: 'pl1', pt: 'pt1' }), {
      feedPosition: { index: 4, setSize: -1 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));

    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '3 notes' })).toBeInTheDocument();
    expect(bus.messages).toContainEqual({ type: 'post:updated', payload: { id: '101', patch: { liked: true, note_count: 3 } } });
    expect(post).toHaveBeenCalledWith('/svc/like', {
      id: '101',
      root_id: '101',
      key: 'key101',
      placement_id: 'pl1',
      is_recommended: false,
      pt: 'pt1',
      method: 'button',
      source: 'dashboard',
      offset: 4,
    });
    await act(async () => answer.resolve({ liked: true, note_count: 7 }));
    expect(screen.getByRole('button', { name: '7 notes' })).toBeInTheDocument();
    bus.stop();
  });

  it('tags the like with the page it came from (A§2.9)', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ liked: true, note_count: 1 });
    window.history.pushState({}, '', '/tagged/cats');
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ source: 'tagged', offset: null });
  });

  it('inside the blog viewer the source is peepr', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ liked: true, note_count: 1 });
    renderCard(makePost('101'), { inViewer: true });
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(post.mock.calls[0]?.[1]).toMatchObject({ source: 'peepr' });
  });

  it('unlikes a liked post', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ liked: false, note_count: 0 });
    renderCard(makePost('101', undefined, { liked: true, note_count: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(post).toHaveBeenCalledWith('/svc/unlike', expect.objectContaining({ id: '101' }));
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([401, 404, 500])('goes back and alerts the technical-trouble text when the server answers %i', async (status) => {
    const answer = deferred<LikeResponse>();
    jest.spyOn(api, 'post').mockReturnValue(answer.promise);
    renderCard(makePost('101', undefined, { note_count: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');

    await act(async () => answer.reject(new ApiError(status, 'boom')));
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '2 notes' })).toBeInTheDocument();
    const alert = await screen.findByRole('alertdialog');
    // Two spaces after the full stop, as A§8.3 writes it.
    expect(alert).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('goes back and shows the refusal when the server forbids it (403)', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'You can’t like your own post.'));
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alertdialog', { name: 'You can’t like your own post.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('cannot like one’s own post: the button is disabled and says why', async () => {
    const post = jest.spyOn(api, 'post');
    renderCard(makePost('101', undefined, { is_mine: true, tumblelog: 'me' }));
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAccessibleDescription('You can’t like your own post.');
    await userEvent.click(like);
    expect(post).not.toHaveBeenCalled();
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('a second click while the first is on its way does nothing', async () => {
    const answer = deferred<LikeResponse>();
    const post = jest.spyOn(api, 'post').mockReturnValue(answer.promise);
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(post).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve({ liked: true, note_count: 1 }));
  });

  it('offers no like, reblog or reply to a visitor who is not signed in', () => {
    resetPage();
    renderCard(makePost('101'));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reblog' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
  });
});
