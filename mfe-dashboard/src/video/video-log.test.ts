import { initialPlayerIntents, isMoveEvent, moverOf, noteMove, notePosition, PLAYER_ACTION_MS, type PlayerMove } from './player-intents';
import { initialVideoLogState, logPosition, SCRUB_RUN_MS, videoLogEvent, type VideoLogTrigger, type VideoSnapshot } from './video-log';

const element = (overrides: Partial<VideoSnapshot> = {}): VideoSnapshot => ({
  currentTime: 0,
  duration: 12,
  loop: true,
  muted: true,
  paused: false,
  ended: false,
  seeking: false,
  fullscreen: false,
  errorCode: null,
  mover: null,
  now: 0,
  ...overrides,
});

type Step = [VideoLogTrigger | `player-${PlayerMove}`, Partial<VideoSnapshot>?];

/**
 * Runs DOM events through the machine from a fresh player, the player's notes (`player-play`…) and who made each
 * move through its intents, as the player does; returns the log events with their data.
 */
function run(steps: Step[], start: Partial<VideoSnapshot> = {}) {
  let state = initialVideoLogState(element(start));
  let intents = initialPlayerIntents;
  const logged: [string, Record<string, unknown>][] = [];
  for (const [step, snapshot] of steps) {
    const now = element({ ...start, ...snapshot });
    if (step.startsWith('player-')) {
      intents = noteMove(intents, step.slice('player-'.length) as PlayerMove, now);
      continue;
    }
    const trigger = step as VideoLogTrigger;
    if (trigger === 'timeupdate') intents = notePosition(intents, now);
    if (isMoveEvent(trigger)) ({ intents, mover: now.mover } = moverOf(intents, trigger, now));
    const result = videoLogEvent(state, trigger, now);
    state = result.state;
    result.logs.forEach((entry) => logged.push([entry.event, entry.data]));
  }
  return logged;
}

describe('videoLogEvent', () => {
  it('play, then the time from the first play request to the first playing, once', () => {
    expect(
      run([
        ['play', { now: 1000 }],
        ['waiting', { now: 1010 }],
        ['playing', { now: 1234.4 }],
        ['pause', { currentTime: 3.04 }],
        ['play', { currentTime: 3.04, now: 5000 }],
        ['playing', { currentTime: 3.04, now: 5100 }],
      ]),
    ).toEqual([
      ['play', { position: 0 }],
      ['initial_load_time', { ms: 234 }],
      ['pause', { position: 3 }],
      ['play', { position: 3 }],
    ]);
  });

  it('waiting only once playback has started, and not while it seeks', () => {
    expect(
      run([
        ['waiting'],
        ['play'],
        ['waiting'],
        ['playing'],
        ['seeking', { currentTime: 6 }],
        ['waiting', { currentTime: 6 }],
        ['seeked', { currentTime: 6 }],
        ['waiting', { currentTime: 4.26 }],
      ]),
    ).toEqual([
      ['play', { position: 0 }],
      ['initial_load_time', { ms: 0 }],
      ['scrub', { from: 0, position: 6 }],
      ['waiting', { position: 4.3 }],
    ]);
  });

  it('the pause the browser fires at the end is not a pause: only end', () => {
    const ended = { currentTime: 12, ended: true };
    expect(run([['play'], ['playing'], ['pause', ended], ['ended', ended]], { loop: false })).toEqual([
      ['play', { position: 0 }],
      ['initial_load_time', { ms: 0 }],
      ['end', { position: 12 }],
    ]);
  });

  it('a looping video going back to the start is a loop, not a scrub', () => {
    expect(
      run([
        ['playing'],
        ['timeupdate', { currentTime: 11.8 }],
        // The browser's seek to the start: the position already reads 0 while seeking.
        ['timeupdate', { currentTime: 0, seeking: true }],
        ['seeking', { currentTime: 0, seeking: true }],
        ['waiting', { currentTime: 0, seeking: true }],
        ['seeked', { currentTime: 0 }],
        ['playing', { currentTime: 0 }],
      ]),
    ).toEqual([['loop', {}]]);
  });

  it('a seek the person makes is a scrub, with where from and where to, once no other seek follows', () => {
    expect(
      run([
        ['timeupdate', { currentTime: 2.51 }],
        ['seeking', { currentTime: 8 }],
        ['seeking', { currentTime: 9.04 }],
        ['seeked', { currentTime: 9.04 }],
        ['settle', { currentTime: 9.04, now: SCRUB_RUN_MS }],
        ['timeupdate', { currentTime: 11.9, now: 3000 }],
        ['seeking', { currentTime: 0, now: 3000 }],
        ['seeked', { currentTime: 0, now: 3010 }],
        ['settle', { now: 3010 + SCRUB_RUN_MS }],
      ], { loop: false }),
    ).toEqual([
      ['scrub', { from: 2.5, position: 9 }],
      ['scrub', { from: 11.9, position: 0 }],
    ]);
  });

  it('a scrub carries when it happened, its last seek, not when the quiet after it has it logged', () => {
    let state = initialVideoLogState(element());
    const feed = (trigger: VideoLogTrigger, snapshot: Partial<VideoSnapshot>) => {
      const result = videoLogEvent(state, trigger, element(snapshot));
      state = result.state;
      return result.logs;
    };
    feed('seeking', { currentTime: 2, seeking: true, now: 100 });
    feed('seeked', { currentTime: 2, now: 120 });
    feed('seeking', { currentTime: 3, seeking: true, now: 200 });
    feed('seeked', { currentTime: 3, now: 230 });
    expect(feed('settle', { currentTime: 3, now: 230 + SCRUB_RUN_MS })).toEqual([{ event: 'scrub', data: { from: 0, position: 3 }, at: 230 }]);
  });

  it('a drag on a paused video’s seek bar is one scrub from where it was to where it ends', () => {
    const paused = { paused: true };
    const drag: Step[] = [1, 1.31, 1.61, 1.92, 2.22, 2.53].flatMap((to, index) => [
      ['seeking', { currentTime: to, seeking: true, now: index * 80 }],
      ['timeupdate', { currentTime: to, seeking: true, now: index * 80 }],
      ['seeked', { currentTime: to, now: index * 80 + 20 }],
    ]);
    expect(run([['timeupdate', { currentTime: 0.72 }], ...drag], paused)).toEqual([]);
    expect(run([['timeupdate', { currentTime: 0.72 }], ...drag, ['settle', { currentTime: 2.53, now: 1000 }]], paused)).toEqual([
      ['scrub', { from: 0.7, position: 2.5 }],
    ]);
  });

  it('Chromium’s pause and play around a drag on a playing video’s seek bar are the drag’s: one scrub, at its end', () => {
    // As Chromium fires them (e2e): the pause comes with the first seek under way, the play once the mouse is up.
    const drag: Step[] = [
      ['playing'],
      ['timeupdate', { currentTime: 0.64 }],
      ['pause', { currentTime: 1, seeking: true, paused: true, now: 387 }],
      ['seeking', { currentTime: 1, seeking: true, paused: true, now: 387 }],
      ['seeking', { currentTime: 1, seeking: true, paused: true, now: 387 }],
      ['seeked', { currentTime: 1, paused: true, now: 406 }],
      ['seeking', { currentTime: 1.31, seeking: true, paused: true, now: 470 }],
      ['seeked', { currentTime: 1.31, paused: true, now: 492 }],
      // The mouse held still on the bar for a while: still the same drag.
      ['settle', { currentTime: 1.31, paused: true, now: 1500 }],
      ['seeking', { currentTime: 3.14, seeking: true, paused: true, now: 2970 }],
      ['seeked', { currentTime: 3.14, paused: true, now: 3023 }],
    ];
    expect(run(drag)).toEqual([]);
    expect(run([...drag, ['play', { currentTime: 3.15, now: 3050 }], ['playing', { currentTime: 3.15, now: 3051 }]])).toEqual([
      ['scrub', { from: 0.6, position: 3.1 }],
    ]);
    // A click on the bar: the play comes before the seek is over.
    expect(
      run([
        ['timeupdate', { currentTime: 2.3 }],
        ['pause', { currentTime: 2.44, seeking: true, paused: true }],
        ['seeking', { currentTime: 2.44, seeking: true, paused: true }],
        ['play', { currentTime: 2.44, seeking: true }],
        ['waiting', { currentTime: 2.44, seeking: true }],
        ['seeked', { currentTime: 2.45 }],
        ['playing', { currentTime: 2.45 }],
      ]),
    ).toEqual([['scrub', { from: 2.3, position: 2.4 }]]);
  });

  it('a pause the person makes while a seek is under way is logged: only Chromium’s pause as a drag starts is left out', () => {
    expect(
      run([
        ['timeupdate', { currentTime: 2 }],
        ['seeking', { currentTime: 8, seeking: true }],
        // A slow seek: they pause before it is over (Space, the play/pause button).
        ['pause', { currentTime: 8, seeking: true, paused: true }],
        ['seeked', { currentTime: 8, paused: true }],
        ['play', { currentTime: 8 }],
      ]),
    ).toEqual([
      ['scrub', { from: 2, position: 8 }],
      ['pause', { position: 8 }],
      ['play', { position: 8 }],
    ]);
    // A drag that starts before an earlier seek is over: Chromium's pause comes with the drag's new target.
    const events = run([
      ['timeupdate', { currentTime: 2 }],
      ['seeking', { currentTime: 8, seeking: true }],
      ['pause', { currentTime: 5, seeking: true, paused: true }],
      ['seeking', { currentTime: 5, seeking: true, paused: true }],
      ['seeked', { currentTime: 5, paused: true }],
      ['play', { currentTime: 5 }],
    ]).map(([event]) => event);
    expect(events).not.toContain('pause');
    expect(events).not.toContain('play');
  });

  it('a seek the player makes itself (hls.js’s start position, a jump over a gap) is no scrub', () => {
    expect(
      run([
        ['timeupdate', { currentTime: 2 }],
        ['player-seek', { currentTime: 2 }],
        ['seeking', { currentTime: 2.4, seeking: true }],
        ['waiting', { currentTime: 2.4, seeking: true }],
        ['seeked', { currentTime: 2.4 }],
        ['settle', { currentTime: 2.4, now: SCRUB_RUN_MS }],
      ]),
    ).toEqual([]);
  });

  it('the page hidden or the player going logs a scrub still waiting for its end, a drag’s too', () => {
    expect(run([['timeupdate', { currentTime: 1 }], ['seeking', { currentTime: 3 }], ['seeked', { currentTime: 3 }], ['leave', { currentTime: 3 }]])).toEqual([
      ['scrub', { from: 1, position: 3 }],
    ]);
    expect(
      run([
        ['timeupdate', { currentTime: 1 }],
        ['pause', { currentTime: 2, seeking: true, paused: true }],
        ['seeking', { currentTime: 2, seeking: true, paused: true }],
        ['seeked', { currentTime: 2, paused: true }],
        ['leave', { currentTime: 2, paused: true }],
      ]),
    ).toEqual([['scrub', { from: 1, position: 2 }]]);
  });

  it('seeks with a play or pause between, or far apart, are scrubs of their own; each is logged before what ends it', () => {
    expect(
      run([
        ['seeking', { currentTime: 4, paused: true }],
        ['seeked', { currentTime: 4, paused: true }],
        ['play', { currentTime: 4 }],
        ['seeking', { currentTime: 6 }],
        ['seeked', { currentTime: 6 }],
        ['pause', { currentTime: 6.2, paused: true }],
        ['seeking', { currentTime: 8, paused: true, now: 100 }],
        ['seeked', { currentTime: 8, paused: true, now: 110 }],
        ['seeking', { currentTime: 9, paused: true, now: 110 + SCRUB_RUN_MS + 1 }],
        ['seeked', { currentTime: 9, paused: true, now: 120 + SCRUB_RUN_MS + 1 }],
        ['fullscreenchange', { currentTime: 9, paused: true, fullscreen: true }],
      ]),
    ).toEqual([
      ['scrub', { from: 0, position: 4 }],
      ['play', { position: 4 }],
      ['scrub', { from: 4, position: 6 }],
      ['pause', { position: 6.2 }],
      ['scrub', { from: 6.2, position: 8 }],
      ['scrub', { from: 8, position: 9 }],
      ['fullscreen', { on: true, position: 9 }],
    ]);
  });

  it('the unmute a drag makes as the person’s first move (A§4.13) does not cut its scrub in two', () => {
    // A drag on a playing autoplay video: Chromium's pause ends autoplay, whose unmute comes amid the seeks.
    expect(
      run([
        ['timeupdate', { currentTime: 0.64 }],
        ['pause', { currentTime: 1, seeking: true, paused: true, now: 387 }],
        ['seeking', { currentTime: 1, seeking: true, paused: true, now: 387 }],
        ['volumechange', { currentTime: 1, seeking: true, paused: true, muted: false, now: 388 }],
        ['seeked', { currentTime: 1, paused: true, muted: false, now: 406 }],
        ['seeking', { currentTime: 3.14, seeking: true, paused: true, muted: false, now: 470 }],
        ['seeked', { currentTime: 3.14, paused: true, muted: false, now: 492 }],
        ['play', { currentTime: 3.15, muted: false, now: 600 }],
      ]),
    ).toEqual([
      ['mute', { muted: false, position: 1 }],
      ['scrub', { from: 0.6, position: 3.1 }],
    ]);
  });

  it('a seek to the start near the end of a video that does not loop is a scrub', () => {
    expect(run([['timeupdate', { currentTime: 11.5 }], ['seeking'], ['seeked'], ['settle']], { loop: false })).toEqual([
      ['scrub', { from: 11.5, position: 0 }],
    ]);
  });

  it('a drag to the start of a paused looping video is a scrub, not a loop', () => {
    expect(run([['timeupdate', { currentTime: 11.5 }], ['seeking'], ['seeked'], ['settle']], { paused: true })).toEqual([
      ['scrub', { from: 11.5, position: 0 }],
    ]);
  });

  it('marks the plays and pauses the player makes itself (autoplay), not the person’s', () => {
    expect(
      run([
        ['player-play', { paused: true, now: 0 }],
        ['play', { now: 5 }],
        ['playing', { now: 40 }],
        ['player-pause', { currentTime: 2, now: 1000 }],
        ['pause', { currentTime: 2, paused: true, now: 1004 }],
        ['play', { currentTime: 2, now: 2000 }],
        ['pause', { currentTime: 3, paused: true, now: 3000 }],
      ]),
    ).toEqual([
      ['play', { position: 0, autoplay: true }],
      ['initial_load_time', { ms: 35 }],
      ['pause', { position: 2, autoplay: true }],
      ['play', { position: 2 }],
      ['pause', { position: 3 }],
    ]);
  });

  it('a play the player asked for that never came (already playing, or refused) marks no later play', () => {
    expect(
      run([
        ['player-pause', { paused: true, now: 0 }],
        ['player-play', { now: 0 }],
        ['play', { now: 10 }],
        ['player-play', { paused: true, now: 20 }],
        ['pause', { paused: true, now: 100 }],
        ['play', { now: 20 + PLAYER_ACTION_MS + 1 }],
      ]),
    ).toEqual([
      ['play', { position: 0 }],
      ['pause', { position: 0 }],
      ['play', { position: 0 }],
    ]);
  });

  it('playing again after the end rewinds without a scrub', () => {
    const ended = { currentTime: 12, ended: true };
    expect(
      run([['timeupdate', ended], ['ended', ended], ['seeking'], ['play'], ['seeked'], ['playing']], { loop: false }),
    ).toEqual([
      ['end', { position: 12 }],
      ['play', { position: 0 }],
      ['initial_load_time', { ms: 0 }],
    ]);
  });

  it('the HD/SD swap of a playing video logs nothing: its seek and resumed play are the player’s', () => {
    expect(
      run([
        ['play'],
        ['playing'],
        ['timeupdate', { currentTime: 7.5 }],
        ['swap-resume-playing', { currentTime: 7.5 }],
        ['waiting', { currentTime: 0 }],
        ['seeking', { currentTime: 7.5 }],
        ['seeked', { currentTime: 7.5 }],
        ['play', { currentTime: 7.5 }],
        ['playing', { currentTime: 7.5 }],
        ['pause', { currentTime: 8 }],
        ['seeking', { currentTime: 2 }],
        ['seeked', { currentTime: 2 }],
        ['settle', { currentTime: 2 }],
      ]),
    ).toEqual([
      ['play', { position: 0 }],
      ['initial_load_time', { ms: 0 }],
      ['pause', { position: 8 }],
      ['scrub', { from: 8, position: 2 }],
    ]);
  });

  it('the HD/SD swap of a paused video ends with its seek', () => {
    expect(
      run([
        ['swap', { currentTime: 4 }],
        ['seeking', { currentTime: 4 }],
        ['seeked', { currentTime: 4 }],
        ['seeking', { currentTime: 1 }],
        ['seeked', { currentTime: 1 }],
        ['settle', { currentTime: 1 }],
      ]),
    ).toEqual([['scrub', { from: 4, position: 1 }]]);
  });

  it('mute when muted flips, not on a volume change alone', () => {
    expect(
      run([
        ['volumechange', { muted: true }],
        ['volumechange', { muted: false, currentTime: 1 }],
        ['volumechange', { muted: false }],
        ['volumechange', { muted: true, currentTime: 2 }],
      ]),
    ).toEqual([
      ['mute', { muted: false, position: 1 }],
      ['mute', { muted: true, position: 2 }],
    ]);
  });

  it('fullscreen on entering and leaving', () => {
    expect(
      run([
        ['fullscreenchange', { fullscreen: true, currentTime: 3 }],
        ['fullscreenchange', { fullscreen: true }],
        ['fullscreenchange', { fullscreen: false, currentTime: 5 }],
      ]),
    ).toEqual([
      ['fullscreen', { on: true, position: 3 }],
      ['fullscreen', { on: false, position: 5 }],
    ]);
  });

  it('failed once, with its code; the pause and unmute the player makes after it are not logged', () => {
    expect(
      run([
        ['play'],
        ['error', { errorCode: 4 }],
        ['pause'],
        ['volumechange', { muted: false }],
        ['stream-error', { errorCode: 'manifestLoadError' }],
      ]),
    ).toEqual([
      ['play', { position: 0 }],
      ['failed', { code: 4, position: 0 }],
    ]);
    expect(run([['stream-error', { errorCode: 'manifestLoadError' }]])).toEqual([
      ['failed', { code: 'manifestLoadError', position: 0 }],
    ]);
  });
});

describe('logPosition', () => {
  it('rounds to 0.1 s; a position that is not a number is 0', () => {
    expect(logPosition(3.14159)).toBe(3.1);
    expect(logPosition(3.15)).toBe(3.2);
    expect(logPosition(Number.NaN)).toBe(0);
  });
});
