import { initialVideoLogState, logPosition, videoLogEvent, type VideoLogTrigger, type VideoSnapshot } from './video-log';

const element = (overrides: Partial<VideoSnapshot> = {}): VideoSnapshot => ({
  currentTime: 0,
  duration: 12,
  loop: true,
  muted: true,
  ended: false,
  seeking: false,
  fullscreen: false,
  errorCode: null,
  now: 0,
  ...overrides,
});

/** Runs DOM events through the machine from a fresh player; returns the log events with their data. */
function run(steps: [VideoLogTrigger, Partial<VideoSnapshot>?][], start: Partial<VideoSnapshot> = {}) {
  let state = initialVideoLogState(element(start));
  const logged: [string, Record<string, unknown>][] = [];
  for (const [trigger, snapshot] of steps) {
    const result = videoLogEvent(state, trigger, element({ ...start, ...snapshot }));
    state = result.state;
    if (result.log) logged.push([result.log.event, result.log.data]);
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

  it('a seek the person makes is a scrub, with where from and where to', () => {
    expect(
      run([
        ['timeupdate', { currentTime: 2.51 }],
        ['seeking', { currentTime: 8 }],
        ['seeking', { currentTime: 9.04 }],
        ['seeked', { currentTime: 9.04 }],
        ['timeupdate', { currentTime: 11.9 }],
        ['seeking', { currentTime: 0 }],
        ['seeked', { currentTime: 0 }],
      ], { loop: false }),
    ).toEqual([
      ['scrub', { from: 2.5, position: 9 }],
      ['scrub', { from: 11.9, position: 0 }],
    ]);
  });

  it('a seek to the start near the end of a video that does not loop is a scrub', () => {
    expect(run([['timeupdate', { currentTime: 11.5 }], ['seeking'], ['seeked']], { loop: false })).toEqual([
      ['scrub', { from: 11.5, position: 0 }],
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
