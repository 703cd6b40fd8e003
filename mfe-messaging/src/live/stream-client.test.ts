import { FakeEventSource as FakeSource } from '../test-support/fake-event-source';
import { StreamClient, type StreamState } from './stream-client';

function setup(url = '/svc/live/stream?blog=ada') {
  const sources: FakeSource[] = [];
  const events: [string, string][] = [];
  const states: StreamState[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const client = new StreamClient({
    url,
    createSource: (address) => {
      const source = new FakeSource(address);
      sources.push(source);
      return source;
    },
    onEvent: (type, id) => events.push([type, id]),
    onState: (state) => states.push(state),
    retryDelaysMs: [100, 200],
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  const fire = () => timers.shift()!.run();
  return { client, sources, events, states, timers, fire };
}

describe('StreamClient', () => {
  it('is live once the stream opens and hands on each event once, in order', () => {
    const { client, sources, events, states } = setup();
    client.start();
    expect(sources[0]!.url).toBe('/svc/live/stream?blog=ada');
    sources[0]!.open();
    sources[0]!.emit('unread', '5');
    sources[0]!.emit('unread', '5');
    sources[0]!.emit('unread', '4');
    sources[0]!.emit('activity', '7');
    expect(events).toEqual([
      ['unread', '5'],
      ['activity', '7'],
    ]);
    expect(states).toEqual(['connecting', 'live']);
  });

  it('while the EventSource reconnects by itself, says the stream is down (the tab polls) and live again when back', () => {
    const { client, sources, states } = setup();
    client.start();
    sources[0]!.open();
    sources[0]!.fail(0);
    expect(states.at(-1)).toBe('down');
    sources[0]!.open();
    expect(states.at(-1)).toBe('live');
    expect(sources).toHaveLength(1);
  });

  it('after a closed stream, opens a new one resuming from the last event id, with growing waits', () => {
    const { client, sources, events, timers, fire } = setup();
    client.start();
    sources[0]!.open();
    sources[0]!.emit('unread', '41');
    sources[0]!.fail(2);
    expect(timers.map((timer) => timer.ms)).toEqual([100]);
    fire();
    expect(sources[1]!.url).toBe('/svc/live/stream?blog=ada&last_event_id=41');
    sources[1]!.fail(2);
    expect(timers.map((timer) => timer.ms)).toEqual([200]);
    fire();
    sources[2]!.open();
    // What the server replays from 41 on, once.
    sources[2]!.emit('unread', '41');
    sources[2]!.emit('unread', '42');
    expect(events.map(([, id]) => id)).toEqual(['41', '42']);
    sources[2]!.fail(2);
    expect(timers.at(-1)!.ms).toBe(100);
  });

  it('comes back at once from a server that drains (bye), without counting it as a failure', () => {
    const { client, sources, timers, fire } = setup('/svc/live/stream');
    client.start();
    sources[0]!.open();
    sources[0]!.emit('unread', '9');
    sources[0]!.emit('bye');
    expect(sources[0]!.closed).toBe(true);
    expect(timers[0]!.ms).toBe(100);
    fire();
    expect(sources[1]!.url).toBe('/svc/live/stream?last_event_id=9');
  });

  it('stops for good: the source is closed and no reconnect is scheduled', () => {
    const { client, sources, timers, states } = setup();
    client.start();
    sources[0]!.open();
    client.stop();
    expect(sources[0]!.closed).toBe(true);
    expect(states.at(-1)).toBe('down');
    sources[0]!.fail(2);
    expect(timers).toHaveLength(0);
  });
});
