import { LIVE_SAFETY_POLL_MS } from '../polling/poller';
import { FakeEventSource } from '../test-support/fake-event-source';
import { STREAM_URL, Transport, pollModeFor, type TransportOptions } from './transport';

const rates = { inbox: 10_000, conversation: 3_000, idle: 10_000 };

function setup(options: Partial<TransportOptions> = {}) {
  const sources: FakeEventSource[] = [];
  const polls: number[] = [];
  const liveEvents: number[] = [];
  let allowed = true;
  const transport = new Transport({
    user: 'alice',
    poll: async () => {
      polls.push(Date.now());
      return { changed: false };
    },
    rates: () => rates,
    canPoll: () => allowed,
    onLiveEvent: () => liveEvents.push(Date.now()),
    createSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    ...options,
  });
  return { transport, sources, polls, liveEvents, forbid: () => (allowed = false) };
}

describe('pollModeFor', () => {
  it('polls at the conversation rate with a window open, the inbox rate with the inbox or a tab, else idles', () => {
    const base = { verified: true, openWindows: 0, minimizedWindows: 0, inboxOpen: false };
    expect(pollModeFor(base)).toBe('idle');
    expect(pollModeFor({ ...base, inboxOpen: true })).toBe('inbox');
    expect(pollModeFor({ ...base, minimizedWindows: 1 })).toBe('inbox');
    expect(pollModeFor({ ...base, openWindows: 1, inboxOpen: true })).toBe('conversation');
    expect(pollModeFor({ ...base, openWindows: 1, verified: false })).toBe('off');
  });
});

describe('Transport', () => {
  const transports: Transport[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(0);
  });
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.dispose();
    jest.useRealTimers();
  });
  const make = (options: Partial<TransportOptions> = {}) => {
    const made = setup(options);
    transports.push(made.transport);
    return made;
  };

  it('polls at B§9 rates where there is no EventSource', async () => {
    const { transport, polls } = make({ createSource: null });
    transport.start();
    transport.setMode('conversation');
    await jest.advanceTimersByTimeAsync(6_000);
    expect(polls).toEqual([3_000, 6_000]);
  });

  it('refreshes only when polling is allowed (a verified email)', async () => {
    const { transport, polls, forbid } = make({ createSource: null });
    transport.refresh();
    await jest.advanceTimersByTimeAsync(0);
    expect(polls).toHaveLength(1);
    forbid();
    transport.refresh();
    await jest.advanceTimersByTimeAsync(0);
    expect(polls).toHaveLength(1);
  });

  it('relies on the stream while it is up, and goes back to polling by itself when it drops', async () => {
    const { transport, sources, polls, liveEvents } = make();
    transport.start();
    transport.setMode('conversation');
    expect(sources.map((source) => source.url)).toEqual([STREAM_URL]);
    sources[0]!.open();
    // Up: only the rare safety check.
    await jest.advanceTimersByTimeAsync(LIVE_SAFETY_POLL_MS - 1);
    expect(polls).toEqual([]);

    // An event: poll at once and tell the other tabs.
    sources[0]!.emit('unread', '7');
    await jest.advanceTimersByTimeAsync(0);
    expect(polls).toEqual([LIVE_SAFETY_POLL_MS - 1]);
    expect(liveEvents).toEqual([LIVE_SAFETY_POLL_MS - 1]);

    // Down (the EventSource reconnects by itself): the conversation rate again.
    sources[0]!.fail(0);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(polls).toHaveLength(2);
    sources[0]!.open();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(polls).toHaveLength(2);
  });

  it('closes the stream and stops polling when disposed', async () => {
    const { transport, sources, polls } = make();
    transport.start();
    transport.setMode('conversation');
    sources[0]!.open();
    transport.dispose();
    expect(sources[0]!.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(LIVE_SAFETY_POLL_MS * 2);
    expect(polls).toEqual([]);
  });

  it('opens no stream in a tab that is not the leader (another tab holds the lock)', () => {
    const locks = { request: () => new Promise(() => undefined) } as unknown as LockManager;
    const { transport, sources } = make({ locks });
    transport.start();
    expect(sources).toEqual([]);
  });
});
