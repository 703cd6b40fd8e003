import { PLAYER_ACTION_MS } from './video-log';
import { initialTakeoverState, isPersonsMove, playerWill, type PlayerMove, type TakeoverSnapshot, type TakeoverTrigger } from './video-takeover';

const element = (overrides: Partial<TakeoverSnapshot> = {}): TakeoverSnapshot => ({
  currentTime: 0,
  duration: 4,
  loop: true,
  paused: false,
  ended: false,
  seeking: false,
  hlsJs: false,
  now: 0,
  ...overrides,
});

type Step = [TakeoverTrigger | `player-${PlayerMove}`, Partial<TakeoverSnapshot>?];

/** Runs the player's calls and the element's events from a fresh player; returns the events that were the person's. */
function persons(steps: Step[]): string[] {
  let state = initialTakeoverState;
  const theirs: string[] = [];
  for (const [step, snapshot] of steps) {
    if (step.startsWith('player-')) {
      state = playerWill(state, step.slice('player-'.length) as PlayerMove, element(snapshot));
      continue;
    }
    const result = isPersonsMove(state, step as TakeoverTrigger, element(snapshot));
    state = result.state;
    if (result.persons) theirs.push(step);
  }
  return theirs;
}

describe('isPersonsMove', () => {
  it('a play, pause or seek the player did not ask for is the person’s: the control bar, a media key', () => {
    expect(persons([['pause', { paused: true }]])).toEqual(['pause']);
    expect(persons([['play']])).toEqual(['play']);
    expect(persons([['seeking', { currentTime: 2, paused: true }]])).toEqual(['seeking']);
    // Chromium's click on the seek bar of a playing video.
    expect(persons([['pause', { paused: true, seeking: true }], ['seeking', { currentTime: 2, paused: true, seeking: true }]])).toEqual(['pause', 'seeking']);
  });

  it('the player’s own play and pause are not, each once and only just after it asked', () => {
    expect(
      persons([
        ['player-play', { paused: true, now: 100 }],
        ['play', { now: 110 }],
        ['player-pause', { now: 200 }],
        ['pause', { paused: true, now: 210 }],
      ]),
    ).toEqual([]);
    expect(persons([['player-pause', { now: 0 }], ['pause', { paused: true }], ['play'], ['pause', { paused: true }]])).toEqual(['play', 'pause']);
    expect(persons([['player-pause', { now: 0 }], ['pause', { paused: true, now: PLAYER_ACTION_MS + 1 }]])).toEqual(['pause']);
  });

  it('a call that changes nothing fires no event, so it excuses none', () => {
    expect(persons([['player-pause', { paused: true }], ['pause', { paused: true }]])).toEqual(['pause']);
    expect(persons([['player-play'], ['play']])).toEqual(['play']);
  });

  it('the player’s seek (the HD/SD swap’s resume) and the seek to the start when it replays an ended video are not', () => {
    expect(persons([['player-seek'], ['seeking', { currentTime: 7.5, seeking: true }]])).toEqual([]);
    expect(
      persons([
        ['player-play', { paused: true, ended: true, loop: false }],
        ['seeking', { loop: false, seeking: true }],
        ['play', { loop: false }],
      ]),
    ).toEqual([]);
  });

  it('the loop’s seek from near the end to the start is not; a seek to the start from elsewhere, or of a paused video, is', () => {
    expect(persons([['timeupdate', { currentTime: 3.8 }], ['seeking', { currentTime: 0, seeking: true }]])).toEqual([]);
    expect(persons([['timeupdate', { currentTime: 2 }], ['seeking', { currentTime: 0, seeking: true }]])).toEqual(['seeking']);
    expect(persons([['timeupdate', { currentTime: 3.8, paused: true }], ['seeking', { currentTime: 0, paused: true, seeking: true }]])).toEqual(['seeking']);
    // While seeking the element already reads the target: that is not where the next seek starts.
    expect(
      persons([
        ['timeupdate', { currentTime: 3.8 }],
        ['timeupdate', { currentTime: 1, seeking: true }],
        ['seeking', { currentTime: 0, seeking: true }],
      ]),
    ).toEqual([]);
  });

  it('the pause the browser fires as a video reaches its end is not', () => {
    expect(persons([['pause', { paused: true, ended: true, loop: false }]])).toEqual([]);
  });

  it('under hls.js a seek alone is not (it seeks by itself); a pause is', () => {
    expect(persons([['seeking', { currentTime: 30, seeking: true, hlsJs: true }]])).toEqual([]);
    expect(persons([['pause', { paused: true, seeking: true, hlsJs: true }]])).toEqual(['pause']);
  });
});
