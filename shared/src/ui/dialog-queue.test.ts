import { dialogs, DialogQueue, getDialogQueue, DEFAULT_CANCEL_LABEL, DEFAULT_OK_LABEL } from './dialog-queue';

describe('DialogQueue', () => {
  it('shows one dialog at a time, in the order asked; the next opens when the current closes (A§4.5)', async () => {
    const queue = new DialogQueue();
    const first = queue.confirm({ message: 'Discard this post?', okLabel: 'Discard', cancelLabel: 'Nevermind' });
    const second = queue.alert({ message: 'Woops :(' });

    expect(queue.size()).toBe(2);
    expect(queue.current()).toMatchObject({ kind: 'confirm', message: 'Discard this post?', okLabel: 'Discard', cancelLabel: 'Nevermind' });

    const firstId = queue.current()?.id ?? -1;
    queue.settle(firstId, true);
    await expect(first).resolves.toBe(true);
    expect(queue.current()).toMatchObject({ kind: 'alert', message: 'Woops :(', cancelLabel: null });

    queue.settle(queue.current()?.id ?? -1, false);
    await expect(second).resolves.toBeUndefined();
    expect(queue.current()).toBeNull();
    expect(queue.size()).toBe(0);
  });

  it('resolves a cancelled confirm with false', async () => {
    const queue = new DialogQueue();
    const answer = queue.confirm({ message: 'Permanently delete this conversation?' });
    queue.settle(queue.current()?.id ?? -1, false);
    await expect(answer).resolves.toBe(false);
  });

  it('fills in OK and Cancel when no labels are given', () => {
    const queue = new DialogQueue();
    void queue.confirm({ message: 'Close without sending?' });
    expect(queue.current()).toMatchObject({ okLabel: DEFAULT_OK_LABEL, cancelLabel: DEFAULT_CANCEL_LABEL });
    expect([DEFAULT_OK_LABEL, DEFAULT_CANCEL_LABEL]).toEqual(['OK', 'Cancel']);
  });

  it('marks a confirm destructive only when asked; an alert never is', () => {
    const queue = new DialogQueue();
    void queue.confirm({ message: 'Discard this post?', okLabel: 'Discard', cancelLabel: 'Nevermind', destructive: true });
    expect(queue.current()?.destructive).toBe(true);
    queue.settle(queue.current()?.id ?? -1, false);
    void queue.confirm({ message: 'Are you sure you want to unfollow pixel-garden?' });
    expect(queue.current()?.destructive).toBe(false);
    queue.settle(queue.current()?.id ?? -1, false);
    void queue.alert({ message: 'Woops :(' });
    expect(queue.current()?.destructive).toBe(false);
  });

  it('keeps the detail line', () => {
    const queue = new DialogQueue();
    void queue.confirm({ message: 'Block messages from this sender?', detail: 'This cannot be undone.', okLabel: 'Block' });
    expect(queue.current()?.detail).toBe('This cannot be undone.');
  });

  it('ignores a stale id, so a double click cannot answer the next dialog', async () => {
    const queue = new DialogQueue();
    const first = queue.confirm({ message: 'one' });
    const second = queue.confirm({ message: 'two' });
    const firstId = queue.current()?.id ?? -1;
    queue.settle(firstId, true);
    queue.settle(firstId, true);
    expect(queue.current()?.message).toBe('two');
    await expect(first).resolves.toBe(true);
    queue.settle(queue.current()?.id ?? -1, false);
    await expect(second).resolves.toBe(false);
  });

  it('returns the same current object until it changes, and tells subscribers about changes', () => {
    const queue = new DialogQueue();
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    void queue.confirm({ message: 'one' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.current()).toBe(queue.current());
    void queue.confirm({ message: 'two' });
    expect(listener).toHaveBeenCalledTimes(2);
    queue.settle(queue.current()?.id ?? -1, true);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    queue.settle(queue.current()?.id ?? -1, true);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps one page-wide queue on globalThis, behind the imperative API', async () => {
    expect(getDialogQueue()).toBe(getDialogQueue());
    expect((globalThis as Record<string, unknown>).__tumbledashDialogs__).toBe(getDialogQueue());
    const answer = dialogs.confirm({ message: 'Are you sure you want to unfollow staff?', okLabel: 'Ok', cancelLabel: 'Nevermind' });
    const queue = getDialogQueue();
    expect(queue.current()?.message).toBe('Are you sure you want to unfollow staff?');
    queue.settle(queue.current()?.id ?? -1, true);
    await expect(answer).resolves.toBe(true);
  });
});
