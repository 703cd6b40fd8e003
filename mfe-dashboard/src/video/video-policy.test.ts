import {
  CONTROLLER_SCROLL_THROTTLE_MS,
  DEFAULT_VOLUME,
  HD_TOGGLE_DELAY_MS,
  decideAutoplay,
  isHlsUrl,
  shouldLoop,
  viewportFit,
  type PlayerView,
} from './video-policy';

describe('shouldLoop', () => {
  it('does not loop at or below 1 second (A§9.5)', () => {
    expect(shouldLoop(0.5)).toBe(false);
    expect(shouldLoop(1)).toBe(false);
    expect(shouldLoop(1.01)).toBe(true);
    expect(shouldLoop(0)).toBe(true);
  });

  it('uses 60 seconds for live streams', () => {
    expect(shouldLoop(60, true)).toBe(false);
    expect(shouldLoop(61, true)).toBe(true);
  });

  it('has the constants of A§9.5 and B§9', () => {
    expect(DEFAULT_VOLUME).toBe(0.8);
    expect(HD_TOGGLE_DELAY_MS).toBe(300);
    expect(CONTROLLER_SCROLL_THROTTLE_MS).toBe(500);
  });
});

describe('isHlsUrl', () => {
  it('spots .m3u8 playlists, with or without a query', () => {
    expect(isHlsUrl('/media/v/playlist.m3u8')).toBe(true);
    expect(isHlsUrl('https://cdn.example.com/a.M3U8?token=1')).toBe(true);
    expect(isHlsUrl('/media/v/clip.mp4')).toBe(false);
    expect(isHlsUrl('/media/v/clip.mp4?x=.m3u8')).toBe(false);
  });
});

describe('decideAutoplay (A§4.13, B§4)', () => {
  const player = (id: string, overrides: Partial<PlayerView<string>> = {}): PlayerView<string> => ({
    id,
    autoplay: true,
    paused: true,
    inViewer: false,
    visible: true,
    fullyVisible: false,
    inViewport: false,
    ...overrides,
  });
  const closed = { viewerOpen: false, formOpen: false };

  it('plays the first fully visible paused player and pauses the other playing ones', () => {
    const players = [
      player('a', { inViewport: true, paused: false }),
      player('b', { fullyVisible: true, inViewport: true }),
      player('c', { fullyVisible: true, inViewport: true, paused: false }),
    ];
    expect(decideAutoplay(players, closed)).toEqual({ play: 'b', pause: ['a', 'c'] });
  });

  it('leaves the first fully visible player playing', () => {
    const players = [player('a', { fullyVisible: true, inViewport: true, paused: false }), player('b', { fullyVisible: true })];
    expect(decideAutoplay(players, closed)).toEqual({ play: null, pause: [] });
  });

  it('skips players that are not visible or no longer on autoplay', () => {
    const players = [
      player('a', { fullyVisible: true, visible: false }),
      player('b', { fullyVisible: true, autoplay: false }),
      player('c', { fullyVisible: true }),
    ];
    expect(decideAutoplay(players, closed).play).toBe('c');
  });

  it('with none fully visible, pauses only the playing ones that left the viewport', () => {
    const players = [player('a', { inViewport: true, paused: false }), player('b', { paused: false })];
    expect(decideAutoplay(players, closed)).toEqual({ play: null, pause: ['b'] });
  });

  it('while the viewer is open only players inside it count', () => {
    const players = [player('page', { fullyVisible: true }), player('viewer', { fullyVisible: true, inViewer: true })];
    expect(decideAutoplay(players, { viewerOpen: true, formOpen: false })).toEqual({ play: 'viewer', pause: [] });
  });

  it('while a post form is open nothing plays', () => {
    const players = [player('a', { fullyVisible: true }), player('b', { fullyVisible: true, paused: false })];
    expect(decideAutoplay(players, { viewerOpen: false, formOpen: true })).toEqual({ play: null, pause: ['b'] });
  });
});

describe('viewportFit', () => {
  it('tells fully visible, partly visible and out of view apart', () => {
    expect(viewportFit({ top: 10, bottom: 300, height: 290 }, 800)).toEqual({ inViewport: true, fullyVisible: true });
    expect(viewportFit({ top: 700, bottom: 990, height: 290 }, 800)).toEqual({ inViewport: true, fullyVisible: false });
    expect(viewportFit({ top: 900, bottom: 1190, height: 290 }, 800)).toEqual({ inViewport: false, fullyVisible: false });
    expect(viewportFit({ top: -100, bottom: 1000, height: 1100 }, 800)).toEqual({ inViewport: true, fullyVisible: true });
    expect(viewportFit({ top: 0, bottom: 0, height: 0 }, 800)).toEqual({ inViewport: false, fullyVisible: false });
  });
});
