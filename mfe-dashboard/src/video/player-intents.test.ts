import {
  initialPlayerIntents,
  isMoveEvent,
  moverOf,
  noteMove,
  notePosition,
  PLAYER_ACTION_MS,
  type IntentsSnapshot,
  type MoveEvent,
  type PlayerMove,
} from './player-intents';

const element = (overrides: Partial<IntentsSnapshot> = {}): IntentsSnapshot => ({
  currentTime: 0,
  duration: 4,
  loop: true,
  paused: false,
  ended: false,
  seeking: false,
  now: 0,
  ...overrides,
});

type Step = [MoveEvent | 'timeupdate' | `player-${PlayerMove}`, Partial<IntentsSnapshot>?];

/** Runs the player's notes and the element's events from a fresh player; returns who made each move. */
function movers(steps: Step[]): [string, string][] {
  let intents = initialPlayerIntents;
  const made: [string, string][] = [];
  for (const [step, snapshot] of steps) {
    if (step.startsWith('player-')) intents = noteMove(intents, step.slice('player-'.length) as PlayerMove, element(snapshot));
    else if (step === 'timeupdate') intents = notePosition(intents, element(snapshot));
    else {
      const result = moverOf(intents, step as MoveEvent, element(snapshot));
      intents = result.intents;
      made.push([step, result.mover]);
    }
  }
  return made;
}

/** The events of `steps` that were the person's. */
const persons = (steps: Step[]) => movers(steps).flatMap(([event, mover]) => (mover === 'person' ? [event] : []));

describe('player intents', () => {
  it('a play, pause or seek the player did not note is the person’s: the control bar, a media key', () => {
    expect(persons([['pause', { paused: true }]])).toEqual(['pause']);
    expect(persons([['play']])).toEqual(['play']);
    expect(persons([['seeking', { currentTime: 2, paused: true }]])).toEqual(['seeking']);
    // Chromium's click on the seek bar of a playing video.
    expect(persons([['pause', { paused: true, seeking: true }], ['seeking', { currentTime: 2, paused: true, seeking: true }]])).toEqual(['pause', 'seeking']);
  });

  it('the player’s own play and pause are the player’s, each once and only just after it noted them', () => {
    expect(
      movers([
        ['player-play', { paused: true, now: 100 }],
        ['play', { now: 110 }],
        ['player-pause', { now: 200 }],
        ['pause', { paused: true, now: 210 }],
      ]),
    ).toEqual([
      ['play', 'player'],
      ['pause', 'player'],
    ]);
    expect(persons([['player-pause', { now: 0 }], ['pause', { paused: true }], ['play'], ['pause', { paused: true }]])).toEqual(['play', 'pause']);
    expect(persons([['player-pause', { now: 0 }], ['pause', { paused: true, now: PLAYER_ACTION_MS + 1 }]])).toEqual(['pause']);
  });

  it('a move that changes nothing fires no event, so its note excuses none', () => {
    expect(persons([['player-pause', { paused: true }], ['pause', { paused: true }]])).toEqual(['pause']);
    expect(persons([['player-play'], ['play']])).toEqual(['play']);
  });

  it('the player’s seeks (the HD/SD resume, hls.js’s) and the seek to the start when it replays an ended video are the player’s', () => {
    expect(movers([['player-seek'], ['seeking', { currentTime: 7.5, seeking: true }]])).toEqual([['seeking', 'player']]);
    // hls.js's seek to its start position on a paused video is the player's; the next seek, the note used up, is the person's.
    expect(
      movers([
        ['player-seek', { paused: true, now: 0 }],
        ['seeking', { currentTime: 30, paused: true, seeking: true, now: 5 }],
        ['seeking', { currentTime: 12, paused: true, seeking: true, now: 2000 }],
      ]),
    ).toEqual([
      ['seeking', 'player'],
      ['seeking', 'person'],
    ]);
    expect(
      movers([
        ['player-play', { paused: true, ended: true, loop: false }],
        ['seeking', { loop: false, seeking: true }],
        ['play', { loop: false }],
      ]),
    ).toEqual([
      ['seeking', 'player'],
      ['play', 'player'],
    ]);
  });

  it('the loop’s seek from near the end to the start is the browser’s; a seek to the start from elsewhere, or of a paused video, is the person’s', () => {
    expect(movers([['timeupdate', { currentTime: 3.8 }], ['seeking', { currentTime: 0, seeking: true }]])).toEqual([['seeking', 'browser']]);
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

  it('the pause the browser fires as a video reaches its end is the browser’s', () => {
    expect(movers([['pause', { paused: true, ended: true, loop: false }]])).toEqual([['pause', 'browser']]);
  });

  it('only play, pause and seeking report a move', () => {
    expect(['play', 'pause', 'seeking', 'seeked', 'timeupdate', 'playing'].filter(isMoveEvent)).toEqual(['play', 'pause', 'seeking']);
  });
});
