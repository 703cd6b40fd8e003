import {
  CONVERSATION_BACKOFF,
  INITIAL_SCHEDULER,
  afterData,
  afterError,
  afterTyping,
  isStopped,
  nextDelay,
  resumed,
  withMode,
  type SchedulerState,
} from './scheduler';

const rates = { inbox: 10_000, conversation: 3_000, idle: 60_000 };

function delays(state: SchedulerState, quietPolls: number): (number | null)[] {
  const result: (number | null)[] = [];
  let current = state;
  for (let index = 0; index < quietPolls; index += 1) {
    result.push(nextDelay(current, rates));
    current = afterData(current, false);
  }
  return result;
}

describe('polling scheduler', () => {
  it('does not poll when off', () => {
    expect(nextDelay(INITIAL_SCHEDULER, rates)).toBeNull();
  });

  it('backs off the inbox rate by [1,1,2,2,4] and stays at the last multiplier', () => {
    const state = withMode(INITIAL_SCHEDULER, 'inbox');
    expect(delays(state, 7)).toEqual([10_000, 10_000, 20_000, 20_000, 40_000, 40_000, 40_000]);
  });

  it('backs off the conversation rate by its 17 multipliers', () => {
    const state = withMode(INITIAL_SCHEDULER, 'conversation');
    expect(delays(state, 18)).toEqual([...CONVERSATION_BACKOFF, 16].map((multiplier) => multiplier * 3_000));
  });

  it('polls a tab with nothing open at the inbox backoff, never slower than the base 60 s', () => {
    expect(delays(withMode(INITIAL_SCHEDULER, 'idle'), 6)).toEqual([60_000, 60_000, 60_000, 60_000, 60_000, 60_000]);
    const quick = { ...rates, idle: 15_000 };
    let state = withMode(INITIAL_SCHEDULER, 'idle');
    const seen: (number | null)[] = [];
    for (let index = 0; index < 6; index += 1) {
      seen.push(nextDelay(state, quick));
      state = afterData(state, false);
    }
    expect(seen).toEqual([15_000, 15_000, 30_000, 30_000, 60_000, 60_000]);
  });

  it('resets the backoff on new data', () => {
    let state = withMode(INITIAL_SCHEDULER, 'inbox');
    for (let index = 0; index < 4; index += 1) state = afterData(state, false);
    expect(nextDelay(state, rates)).toBe(40_000);
    state = afterData(state, true);
    expect(nextDelay(state, rates)).toBe(10_000);
  });

  it('resets the backoff on typing at most once per 30 seconds', () => {
    let state = withMode(INITIAL_SCHEDULER, 'conversation');
    for (let index = 0; index < 10; index += 1) state = afterData(state, false);
    state = afterTyping(state, 100_000);
    expect(state.step).toBe(0);
    for (let index = 0; index < 10; index += 1) state = afterData(state, false);
    expect(afterTyping(state, 129_999)).toBe(state);
    expect(afterTyping(state, 130_000).step).toBe(0);
  });

  it('starts from the base rate when the mode changes', () => {
    let state = withMode(INITIAL_SCHEDULER, 'inbox');
    for (let index = 0; index < 5; index += 1) state = afterData(state, false);
    state = withMode(state, 'conversation');
    expect(nextDelay(state, rates)).toBe(3_000);
  });

  it('stops after more than 3 consecutive errors', () => {
    let state = withMode(INITIAL_SCHEDULER, 'inbox');
    for (let index = 0; index < 3; index += 1) state = afterError(state);
    expect(isStopped(state)).toBe(false);
    expect(nextDelay(state, rates)).toBe(10_000);
    state = afterError(state);
    expect(isStopped(state)).toBe(true);
    expect(nextDelay(state, rates)).toBeNull();
  });

  it('counts only consecutive errors', () => {
    let state = withMode(INITIAL_SCHEDULER, 'inbox');
    for (let index = 0; index < 3; index += 1) state = afterError(state);
    state = afterData(state, false);
    state = afterError(state);
    expect(state.errors).toBe(1);
  });

  it('starts again when resumed', () => {
    let state = withMode(INITIAL_SCHEDULER, 'inbox');
    for (let index = 0; index < 4; index += 1) state = afterError(state);
    state = resumed(state);
    expect(nextDelay(state, rates)).toBe(10_000);
  });
});
