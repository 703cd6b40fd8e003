import { ApiError } from '@tumbledash/shared';
import type { SendMessageResponse } from '../api/api-types';
import { describeSendFailure } from '../errors/error-text';
import { memoryStorage } from '../test-support/fixtures';
import { Outbox, outboxKey, type OutboxOptions } from './outbox';
import type { OutgoingMessage } from './send-queue';

const target = (key = 'k1') => ({ key, participant: 'me', participants: ['them'], conversation_id: null });
const text = (message: string) => ({ type: 'TEXT' as const, message });
const response = {} as SendMessageResponse;

/** A send whose calls wait until the test settles them. */
function controllableSend() {
  const calls: { entry: OutgoingMessage; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const send = jest.fn(
    (entry: OutgoingMessage) =>
      new Promise<SendMessageResponse>((resolve, reject) => calls.push({ entry, resolve: () => resolve(response), reject })),
  );
  return { send, calls };
}

let ids = 0;
function makeOutbox(overrides: Partial<OutboxOptions> & Pick<OutboxOptions, 'send'>) {
  return new Outbox({
    user: 'alice',
    storage: memoryStorage(),
    describeFailure: (error) => describeSendFailure(error, 'them', () => 0),
    newId: () => `id-${(ids += 1)}`,
    locks: null,
    ...overrides,
  });
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));
const statuses = (outbox: Outbox) => outbox.state.entries.map((entry) => `${entry.content.type === 'TEXT' ? entry.content.message : '?'}:${entry.status}`);

beforeEach(() => {
  ids = 0;
});

describe('Outbox', () => {
  it('sends one at a time, in order, and drops what was sent', async () => {
    const { send, calls } = controllableSend();
    const onSent = jest.fn();
    const outbox = makeOutbox({ send, onSent });
    outbox.enqueue(target(), text('one'));
    outbox.enqueue(target(), text('two'));
    await flushPromises();
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses(outbox)).toEqual(['one:pending', 'two:queued']);
    calls[0]!.resolve();
    await flushPromises();
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]!.entry.client_id).toBe('id-2');
    calls[1]!.resolve();
    await flushPromises();
    expect(outbox.state.entries).toEqual([]);
    expect(onSent.mock.calls.map(([entry]) => (entry as OutgoingMessage).client_id)).toEqual(['id-1', 'id-2']);
  });

  it('stops at a failure and resumes in order on Retry', async () => {
    const { send, calls } = controllableSend();
    const outbox = makeOutbox({ send });
    outbox.enqueue(target(), text('one'));
    outbox.enqueue(target(), text('two'));
    await flushPromises();
    calls[0]!.reject(new ApiError(500, 'boom'));
    await flushPromises();
    expect(statuses(outbox)).toEqual(['one:error', 'two:queued']);
    expect(outbox.state.entries[0]).toMatchObject({ canRetry: true, errorText: "Hrm. Post didn't send." });
    expect(send).toHaveBeenCalledTimes(1);

    outbox.retry('id-1');
    await flushPromises();
    expect(calls[1]!.entry.client_id).toBe('id-1');
    expect(calls[1]!.entry.attempts).toBe(2);
    calls[1]!.resolve();
    await flushPromises();
    expect(calls[2]!.entry.client_id).toBe('id-2');
  });

  it('makes 403 and 404 permanent, with no automatic retry, and goes on with other conversations', async () => {
    jest.useFakeTimers();
    try {
      const { send, calls } = controllableSend();
      const outbox = makeOutbox({ send });
      outbox.enqueue(target('k1'), text('one'));
      outbox.enqueue(target('k2'), text('other'));
      await jest.advanceTimersByTimeAsync(0);
      calls[0]!.reject(new ApiError(403, 'Forbidden', [{ code: 7001, detail: 'verify' }]));
      await jest.advanceTimersByTimeAsync(0);
      expect(outbox.state.entries[0]).toMatchObject({
        status: 'error',
        canRetry: false,
        errorText: 'Please verify your email address before talking to a blog.',
      });
      expect(calls[1]!.entry.client_id).toBe('id-2');
      calls[1]!.resolve();
      await jest.advanceTimersByTimeAsync(120_000);
      expect(send).toHaveBeenCalledTimes(2);
      outbox.retry('id-1');
      await jest.advanceTimersByTimeAsync(0);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resends a network failure by itself after a pause', async () => {
    jest.useFakeTimers();
    try {
      const { send, calls } = controllableSend();
      const outbox = makeOutbox({ send });
      outbox.enqueue(target(), text('one'));
      await jest.advanceTimersByTimeAsync(0);
      calls[0]!.reject(new ApiError(0, ''));
      await jest.advanceTimersByTimeAsync(0);
      expect(statuses(outbox)).toEqual(['one:error']);
      await jest.advanceTimersByTimeAsync(1999);
      expect(send).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(2);
      expect(calls[1]!.entry.client_id).toBe('id-1');
      outbox.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('after "sending too fast" holds the later messages and resends by itself once the server\'s wait is over', async () => {
    jest.useFakeTimers();
    try {
      const { send, calls } = controllableSend();
      const outbox = makeOutbox({ send });
      outbox.enqueue(target(), text('31'));
      outbox.enqueue(target(), text('32'));
      await jest.advanceTimersByTimeAsync(0);
      const sentence = "You're sending messages faster than anyone can read them. Try again in 55 seconds.";
      calls[0]!.reject(new ApiError(429, sentence, [{ code: 7005, detail: sentence, retry_after: 55 } as { code: number; detail: string }]));
      await jest.advanceTimersByTimeAsync(0);
      expect(statuses(outbox)).toEqual(['31:error', '32:queued']);
      expect(outbox.state.entries[0]).toMatchObject({ canRetry: true, errorText: sentence });
      await jest.advanceTimersByTimeAsync(54_999);
      expect(send).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(2);
      calls[1]!.resolve();
      await jest.advanceTimersByTimeAsync(0);
      expect(calls[2]!.entry.content).toEqual(text('32'));
      outbox.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('survives a reload and resends with the same client_id', async () => {
    const storage = memoryStorage();
    const first = controllableSend();
    const before = makeOutbox({ send: first.send, storage });
    before.enqueue(target(), text('one'));
    await flushPromises();
    expect(first.calls).toHaveLength(1);
    before.dispose(); // the page goes away while the request is in flight

    const second = controllableSend();
    const after = makeOutbox({ send: second.send, storage });
    void after.flush();
    await flushPromises();
    expect(second.calls.map((call) => call.entry.client_id)).toEqual(['id-1']);
    second.calls[0]!.resolve();
    await flushPromises();
    expect(storage.get(outboxKey('alice'))).toBeNull();
  });

  it('lets two tabs share one queue without sending an entry twice', async () => {
    const storage = memoryStorage();
    let held: Promise<unknown> = Promise.resolve();
    // One exclusive lock for both "tabs", as navigator.locks gives.
    const locks = {
      request: (_name: string, callback: () => Promise<unknown>) => {
        const run = held.then(callback);
        held = run.catch(() => undefined);
        return run;
      },
    } as unknown as LockManager;
    const send = jest.fn(async (_entry: OutgoingMessage) => response);
    const tabA = makeOutbox({ send, storage, locks });
    const tabB = makeOutbox({ send, storage, locks });
    tabA.enqueue(target(), text('one'));
    tabA.enqueue(target(), text('two'));
    tabB.reload();
    await Promise.all([tabA.flush(), tabB.flush()]);
    await flushPromises();
    expect(send.mock.calls.map(([entry]) => (entry as OutgoingMessage).client_id)).toEqual(['id-1', 'id-2']);
    tabB.reload();
    expect(tabB.state.entries).toEqual([]);
  });

  it('keeps entries written by another tab when it changes the queue', () => {
    const storage = memoryStorage();
    const never = () => new Promise<SendMessageResponse>(() => undefined);
    const tabA = makeOutbox({ send: never, storage });
    const tabB = makeOutbox({ send: never, storage });
    tabA.enqueue(target('k1'), text('from A'));
    tabB.enqueue(target('k2'), text('from B'));
    expect(JSON.parse(storage.get(outboxKey('alice'))!).entries).toHaveLength(2);
  });

  it('keeps a large image in this tab when storage is full, and the text in storage', async () => {
    const data = new Map<string, string>();
    const storage = {
      ...memoryStorage(),
      get: (key: string) => data.get(key) ?? null,
      set: (key: string, value: string) => {
        if (value.length > 2000) return false;
        data.set(key, value);
        return true;
      },
      remove: (key: string) => void data.delete(key),
    };
    const { send, calls } = controllableSend();
    const outbox = makeOutbox({ send, storage });
    const image = { dataUrl: `data:image/png;base64,${'A'.repeat(4000)}`, name: 'a.png', mime: 'image/png', width: 1, height: 1 };
    outbox.enqueue(target(), { type: 'IMAGE', image }, new Blob(['x'], { type: 'image/png' }));
    outbox.enqueue(target(), text('caption'));
    expect(outbox.state.entries.map((entry) => entry.content.type)).toEqual(['IMAGE', 'TEXT']);
    expect(JSON.parse(data.get(outboxKey('alice'))!).entries.map((entry: OutgoingMessage) => entry.content.type)).toEqual(['TEXT']);
    await flushPromises();
    expect(calls[0]!.entry.content.type).toBe('IMAGE');
  });
});
