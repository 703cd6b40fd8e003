import { Poller, type PollOutcome } from './poller';

const rates = { inbox: 10_000, conversation: 3_000, idle: 60_000 };

/** A poll function whose answers are scripted; each call resolves at once. */
function scripted(outcomes: (PollOutcome | Error)[]) {
  const calls: number[] = [];
  const poll = jest.fn(async () => {
    calls.push(Date.now());
    const next = outcomes.shift() ?? { changed: false };
    if (next instanceof Error) throw next;
    return next;
  });
  return { poll, calls };
}

async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('Poller', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(0);
  });
  afterEach(() => jest.useRealTimers());

  it('polls the inbox at its rate with backoff on quiet answers', async () => {
    const { poll, calls } = scripted([]);
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('inbox');
    await advance(10_000 + 10_000 + 20_000 + 20_000 + 40_000 + 40_000);
    expect(calls).toEqual([10_000, 20_000, 40_000, 60_000, 100_000, 140_000]);
    poller.dispose();
  });

  it('goes back to the base rate on new data', async () => {
    const { poll, calls } = scripted([{ changed: false }, { changed: false }, { changed: true }]);
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('inbox');
    await advance(10_000 + 10_000 + 20_000 + 10_000);
    expect(calls).toEqual([10_000, 20_000, 40_000, 50_000]);
    poller.dispose();
  });

  it('switches to the conversation rate when a conversation opens', async () => {
    const { poll, calls } = scripted([]);
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('inbox');
    await advance(5_000);
    poller.setMode('conversation');
    await advance(3_000);
    expect(calls).toEqual([8_000]);
    poller.dispose();
  });

  it('stops after more than 3 consecutive errors', async () => {
    const failure = new Error('down');
    const { poll } = scripted([failure, failure, failure, failure, { changed: true }]);
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('conversation');
    await advance(3_000 * 4);
    expect(poll).toHaveBeenCalledTimes(4);
    await advance(600_000);
    expect(poll).toHaveBeenCalledTimes(4);
    poller.resume();
    await advance(3_000);
    expect(poll).toHaveBeenCalledTimes(5);
    poller.dispose();
  });

  it('brings a backed-off poll closer when the person types', async () => {
    const { poll, calls } = scripted([]);
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('conversation');
    // Eight quiet polls: the next one is 4 × 3 s away.
    await advance(4 * 3_000 + 4 * 6_000);
    expect(calls).toHaveLength(8);
    poller.typing();
    await advance(3_000);
    expect(calls).toHaveLength(9);
    expect(calls[8]).toBe(36_000 + 3_000);
    poller.dispose();
  });

  it('polls at once on request and never twice at the same time', async () => {
    let release: (value: PollOutcome) => void = () => undefined;
    const poll = jest.fn(() => new Promise<PollOutcome>((resolve) => (release = resolve)));
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('inbox');
    poller.pollNow();
    poller.pollNow();
    expect(poll).toHaveBeenCalledTimes(1);
    release({ changed: false });
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.dispose();
  });

  it('does nothing after dispose', async () => {
    const { poll } = scripted([]);
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('inbox');
    poller.dispose();
    await advance(100_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('with the live stream up polls only once a minute; when it drops, at the B§9 rate again', async () => {
    const { poll, calls } = scripted([]);
    const poller = new Poller({ poll, rates: () => rates });
    poller.setMode('conversation');
    poller.setLive(true);
    await advance(59_000);
    expect(calls).toEqual([]);
    await advance(1_000);
    expect(calls).toEqual([60_000]);
    poller.setLive(false);
    await advance(3_000);
    expect(calls).toEqual([60_000, 63_000]);
    poller.dispose();
  });

  it('a poll asked for while one is in flight runs right after it (nothing the stream announced is missed)', async () => {
    let finish: (outcome: PollOutcome) => void = () => undefined;
    const poll = jest.fn(() => new Promise<PollOutcome>((resolve) => (finish = resolve)));
    const poller = new Poller({ poll, rates: () => rates });
    poller.pollNow();
    poller.pollNow();
    expect(poll).toHaveBeenCalledTimes(1);
    finish({ changed: true });
    await advance(0);
    expect(poll).toHaveBeenCalledTimes(2);
    finish({ changed: false });
    await advance(0);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.dispose();
  });
});
