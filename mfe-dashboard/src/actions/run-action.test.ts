import { ApiError, TECHNICAL_TROUBLE, api, getDialogQueue } from '@tumbledash/shared';
import { resetPage } from '../test-support/render-card';
import { actionEvents, runAction, type ActionEvent } from './run-action';

function record(): { events: ActionEvent[]; stop: () => void } {
  const events: ActionEvent[] = [];
  const subscription = actionEvents.on().subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

describe('runAction (A§7.3, A§8.3)', () => {
  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('posts the body and emits {action}:success with the answer', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ liked: true, note_count: 4 });
    const { events, stop } = record();
    const result = await runAction('like', { id: '1' }, { subject: '1' });
    stop();
    expect(post).toHaveBeenCalledWith('/svc/like', { id: '1' });
    expect(result).toEqual({ ok: true, response: { liked: true, note_count: 4 } });
    expect(events).toEqual([
      { name: 'like:success', action: 'like', outcome: 'success', subject: '1', response: { liked: true, note_count: 4 } },
    ]);
    expect(getDialogQueue().current()).toBeNull();
  });

  it('sends DELETE with the body for unsubscribe, with the blog in the path', async () => {
    const del = jest.spyOn(api, 'delete').mockResolvedValue({ is_subscribed: false });
    await runAction('unsubscribe', { source: 'post' }, { subject: 'alice', blogName: 'alice' });
    expect(del).toHaveBeenCalledWith('/svc/blog/alice/subscription', { data: { source: 'post' } });
  });

  it('leaves a status the caller answers itself without an alert, still emitting {action}:failure', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(404, 'Not found'));
    const { events, stop } = record();
    const result = await runAction('answer', {}, { subject: '1', quietStatuses: [404, 409] });
    stop();
    expect(result).toMatchObject({ ok: false, outcome: 'failure', error: { status: 404 } });
    expect(events.map((event) => event.name)).toEqual(['answer:failure']);
    expect(getDialogQueue().current()).toBeNull();
  });

  it.each([401, 404, 500])('%i emits {action}:failure and alerts the technical-trouble text', async (status) => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(status, 'Internal detail'));
    const { events, stop } = record();
    const result = await runAction('reply', {}, { subject: '1' });
    stop();
    expect(result).toMatchObject({ ok: false, outcome: 'failure' });
    expect(events.map((event) => event.name)).toEqual(['reply:failure']);
    expect(getDialogQueue().current()).toMatchObject({ kind: 'alert', message: TECHNICAL_TROUBLE });
  });

  it('403 emits {action}:forbidden and alerts what the server said', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'You can’t like your own post.'));
    const { events, stop } = record();
    const result = await runAction('like', {}, { subject: '1' });
    stop();
    expect(result).toMatchObject({ ok: false, outcome: 'forbidden' });
    expect(events.map((event) => event.name)).toEqual(['like:forbidden']);
    expect(getDialogQueue().current()?.message).toBe('You can’t like your own post.');
  });

  it('publish failure emits the parsed answer body', async () => {
    const body = { meta: { status: 409, msg: 'Only drafts can be published.' }, response: null };
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(409, 'Only drafts can be published.', [], body));
    const { events, stop } = record();
    await runAction('publish', { id: '1' }, { subject: '1' });
    stop();
    expect(events).toEqual([{ name: 'publish:failure', action: 'publish', outcome: 'failure', subject: '1', body }]);
    expect(getDialogQueue().current()?.message).toBe('Only drafts can be published.');
  });

  it('a request that got no answer alerts the technical-trouble text', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new Error('socket hang up'));
    await runAction('follow', {}, { subject: 'bob' });
    expect(getDialogQueue().current()?.message).toBe(TECHNICAL_TROUBLE);
  });

  it('a missing endpoint throws an error naming the action, without calling anything', async () => {
    const post = jest.spyOn(api, 'post');
    await expect(runAction('remove_app_attribution', {}, { subject: '1' })).rejects.toThrow(
      'No endpoint for the post action "remove_app_attribution"',
    );
    expect(post).not.toHaveBeenCalled();
  });
});
