import {
  EMPTY_OUTBOX,
  autoRetryDelay,
  bubbleStatus,
  isTransientFailure,
  newOutgoing,
  nextToSend,
  outboxReducer,
  parseOutbox,
  type OutboxAction,
  type OutboxState,
} from './send-queue';

const target = (key: string) => ({ key, participant: 'me', participants: ['them'], conversation_id: null });
const text = (id: string, key = 'k1', ts = 1) => newOutgoing(target(key), { type: 'TEXT', message: id }, id, ts);

function run(actions: OutboxAction[], state: OutboxState = EMPTY_OUTBOX): OutboxState {
  return actions.reduce(outboxReducer, state);
}

const statuses = (state: OutboxState) => state.entries.map((entry) => `${entry.client_id}:${entry.status}`);

describe('outboxReducer', () => {
  it('goes queued → pending → sent (removed)', () => {
    let state = run([{ type: 'enqueue', entry: text('a') }]);
    expect(statuses(state)).toEqual(['a:queued']);
    state = outboxReducer(state, { type: 'start', clientId: 'a' });
    expect(statuses(state)).toEqual(['a:pending']);
    expect(state.entries[0]?.attempts).toBe(1);
    state = outboxReducer(state, { type: 'succeed', clientId: 'a' });
    expect(state.entries).toEqual([]);
  });

  it('enqueues a client id once', () => {
    const state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'enqueue', entry: text('a') },
    ]);
    expect(state.entries).toHaveLength(1);
  });

  it('marks a retryable failure and resends it in place', () => {
    let state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'enqueue', entry: text('b') },
      { type: 'start', clientId: 'a' },
      { type: 'fail', clientId: 'a', status: 500, canRetry: true, text: "Hrm. Post didn't send." },
    ]);
    expect(statuses(state)).toEqual(['a:error', 'b:queued']);
    expect(state.entries[0]).toMatchObject({ canRetry: true, errorStatus: 500, errorText: "Hrm. Post didn't send." });
    expect(bubbleStatus(state.entries[0]!)).toBe('Retry');

    state = outboxReducer(state, { type: 'retry', clientId: 'a' });
    expect(statuses(state)).toEqual(['a:queued', 'b:queued']);
    expect(state.entries[0]).toMatchObject({ errorText: null, errorStatus: null });
    state = outboxReducer(state, { type: 'start', clientId: 'a' });
    expect(bubbleStatus(state.entries[0]!)).toBe('Trying...');
  });

  it('keeps a permanent failure out of retry', () => {
    const state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'start', clientId: 'a' },
      { type: 'fail', clientId: 'a', status: 403, canRetry: false, text: "Can't send this post." },
      { type: 'retry', clientId: 'a' },
    ]);
    expect(statuses(state)).toEqual(['a:error']);
    expect(bubbleStatus(state.entries[0]!)).toBe('Could not send');
  });

  it('discards a failed entry but never one in flight', () => {
    const state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'enqueue', entry: text('b', 'k2') },
      { type: 'start', clientId: 'a' },
      { type: 'discard', clientId: 'a' },
      { type: 'discard', clientId: 'b' },
    ]);
    expect(statuses(state)).toEqual(['a:pending']);
  });

  it('fills in the conversation id once the first message created it', () => {
    const state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'enqueue', entry: text('b', 'k2') },
      { type: 'conversation-created', key: 'k1', conversationId: '42' },
    ]);
    expect(state.entries.map((entry) => entry.conversation_id)).toEqual(['42', null]);
  });

  it('puts what was in flight back in the queue after a reload', () => {
    const state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'start', clientId: 'a' },
      { type: 'recover' },
    ]);
    expect(statuses(state)).toEqual(['a:queued']);
    expect(state.entries[0]?.client_id).toBe('a');
  });

  it('drops the queue of a deleted conversation', () => {
    const state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'enqueue', entry: text('b', 'k2') },
      { type: 'remove-conversation', key: 'k1' },
    ]);
    expect(statuses(state)).toEqual(['b:queued']);
  });
});

describe('nextToSend', () => {
  it('flushes in order, one at a time', () => {
    let state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'enqueue', entry: text('b') },
    ]);
    expect(nextToSend(state)?.client_id).toBe('a');
    state = outboxReducer(state, { type: 'start', clientId: 'a' });
    expect(nextToSend(state)).toBeNull();
    state = outboxReducer(state, { type: 'succeed', clientId: 'a' });
    expect(nextToSend(state)?.client_id).toBe('b');
  });

  it('stops at a failure within a conversation, and goes on with other conversations', () => {
    const state = run([
      { type: 'enqueue', entry: text('a') },
      { type: 'enqueue', entry: text('b') },
      { type: 'enqueue', entry: text('c', 'k2') },
      { type: 'start', clientId: 'a' },
      { type: 'fail', clientId: 'a', status: 0, canRetry: true, text: 'x' },
    ]);
    expect(nextToSend(state)?.client_id).toBe('c');
    const withoutOther = outboxReducer(state, { type: 'discard', clientId: 'c' });
    expect(nextToSend(withoutOther)).toBeNull();
  });
});

describe('retry helpers', () => {
  it('treats network and gateway failures as transient', () => {
    expect([0, 502, 503, 504].every(isTransientFailure)).toBe(true);
    expect([400, 403, 404, 409, 429, 500].some(isTransientFailure)).toBe(false);
  });

  it('backs off automatic resends up to 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 9].map(autoRetryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('parseOutbox', () => {
  it('reads what was stored and drops what is not an entry', () => {
    const stored = JSON.stringify({ entries: [text('a'), { client_id: 3 }, null] });
    expect(parseOutbox(stored).entries.map((entry) => entry.client_id)).toEqual(['a']);
  });

  it('falls back to empty on anything unreadable', () => {
    expect(parseOutbox(null)).toEqual(EMPTY_OUTBOX);
    expect(parseOutbox('{nope')).toEqual(EMPTY_OUTBOX);
    expect(parseOutbox('{"entries": 5}')).toEqual(EMPTY_OUTBOX);
  });
});
