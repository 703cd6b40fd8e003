import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { ANONYMOUS, bus, session } from '@tumbledash/shared';
import { logEvent } from '@tumbledash/shared/logging';
import { makeVideoContent } from '../test-support/fixtures';
import { createVideoController, type VideoController } from './video-controller';
import { SCRUB_RUN_MS } from './video-log';
import { VideoPlayer } from './video-player';

const hlsInstances: { loadSource: jest.Mock; attachMedia: jest.Mock; destroy: jest.Mock; on: jest.Mock }[] = [];

// The log's own queue and sending are shared's (and its tests'); here: what the player hands it.
jest.mock('@tumbledash/shared/logging', () => ({ logEvent: jest.fn() }));

jest.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    loadSource = jest.fn();
    attachMedia = jest.fn();
    destroy = jest.fn();
    on = jest.fn();
    constructor() {
      hlsInstances.push(this);
    }
  }
  return { __esModule: true, default: FakeHls };
});

// Each test gets a controller of its own: the module's one would carry a test's open post form or viewer, and
// the time of its last look (it looks at most every 500 ms), into the next test.
let mockController: VideoController;
jest.mock('./video-controller', () => ({
  ...jest.requireActual<object>('./video-controller'),
  get videoController() {
    return mockController;
  },
}));

/** A seek with the control bar: the browser's own, it does not go through the element's `currentTime` property. */
function seekWithControlBar(video: HTMLVideoElement, to: number) {
  Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime')?.set?.call(video, to);
  fireEvent.seeking(video);
}

function renderVideo(content = makeVideoContent(), inViewer = false) {
  const view = render(<VideoPlayer content={content} postId="42" blog="bob" sdUrl={content.url} inViewer={inViewer} />);
  return { ...view, video: view.container.querySelector('video') as HTMLVideoElement };
}

describe('VideoPlayer', () => {
  let pause: jest.SpyInstance;

  beforeEach(() => {
    mockController = createVideoController();
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    hlsInstances.length = 0;
  });

  afterEach(() => {
    mockController.dispose();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('starts muted; the first click unmutes at the default volume, keeps playing and ends autoplay (A§4.13)', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video } = renderVideo();
    expect(video.muted).toBe(true);
    expect(fireEvent.click(video)).toBe(false);
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(0.8);
    expect(play).toHaveBeenCalledTimes(1);
    // A later click is the native control's business.
    video.volume = 0.3;
    expect(fireEvent.click(video)).toBe(true);
    expect(video.volume).toBe(0.3);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not loop at or below the minimum loop length', () => {
    expect(renderVideo(makeVideoContent({ duration: 1 })).video.loop).toBe(false);
  });

  it('pauses when the post form opens, and when the viewer opens unless it is inside it', () => {
    renderVideo();
    act(() => bus.emit('post-form:opened', { mode: 'new', type: 'text' }));
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => bus.emit('peepr:opened', { blogName: 'bob' }));
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('keeps playing inside the viewer when the viewer opens', () => {
    renderVideo(makeVideoContent(), true);
    act(() => bus.emit('peepr:opened', { blogName: 'bob' }));
    expect(pause).not.toHaveBeenCalled();
  });

  it('an error pauses it, turns off loop and says so', () => {
    const { video, getByRole } = renderVideo();
    fireEvent.error(video);
    expect(pause).toHaveBeenCalled();
    expect(video.loop).toBe(false);
    expect(getByRole('status')).toHaveTextContent('This video can’t be played.');
  });

  it('plays .m3u8 playlists through hls.js, whose own seeks leave it on autoplay', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { video, unmount } = renderVideo(makeVideoContent({ url: '/media/v/stream.m3u8' }));
    expect(video).not.toHaveAttribute('src');
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0]?.loadSource).toHaveBeenCalledWith('/media/v/stream.m3u8');
    expect(hlsInstances[0]?.attachMedia).toHaveBeenCalledWith(video);
    // To its start position, over a gap, to the live edge.
    video.currentTime = 30;
    fireEvent.seeking(video);
    expect(video.muted).toBe(true);
    unmount();
    expect(hlsInstances[0]?.destroy).toHaveBeenCalled();
  });

  it('under hls.js a seek the person makes on a paused autoplaying video ends autoplay and unmutes; hls.js’s own do not', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { video } = renderVideo(makeVideoContent({ url: '/media/v/stream.m3u8' }));
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    // hls.js seeks by setting `currentTime`: to its start position, over a gap.
    video.currentTime = 2;
    fireEvent.seeking(video);
    expect(video.muted).toBe(true);
    seekWithControlBar(video, 5);
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(0.8);
  });

  it('the HD toggle swaps the source after 300 ms and resumes at the same position, still on autoplay (A§4.13, A§9.5)', () => {
    jest.useFakeTimers();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video, getByRole } = renderVideo(makeVideoContent({ hdUrl: '/media/v/clip-hd.mp4' }));
    const toggle = getByRole('button', { name: 'HD' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    video.currentTime = 7.5;
    Object.defineProperty(video, 'paused', { value: false, configurable: true });

    fireEvent.click(toggle);
    act(() => jest.advanceTimersByTime(299));
    expect(video.getAttribute('src')).toBe('/media/v/clip.mp4');
    act(() => jest.advanceTimersByTime(1));
    expect(video.getAttribute('src')).toBe('/media/v/clip-hd.mp4');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // The new source starts paused at 0.
    Object.defineProperty(video, 'paused', { value: true, configurable: true });
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(7.5);
    expect(play).toHaveBeenCalled();
    // The resume's seek and play are the player's, not the person's taking over.
    fireEvent.seeking(video);
    fireEvent.play(video);
    expect(video.muted).toBe(true);
    jest.useRealTimers();
  });

  it('the HD toggle keeps the focus while it swaps, and a second press meanwhile is not taken', () => {
    jest.useFakeTimers();
    const { video, getByRole } = renderVideo(makeVideoContent({ hdUrl: '/media/v/clip-hd.mp4' }));
    const toggle = getByRole('button', { name: 'HD' });
    toggle.focus();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    act(() => jest.advanceTimersByTime(300));
    expect(video.getAttribute('src')).toBe('/media/v/clip-hd.mp4');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveFocus();
    jest.useRealTimers();
  });

  it('has no HD toggle without an HD source', () => {
    const { queryByRole } = renderVideo();
    expect(queryByRole('button', { name: 'HD' })).toBeNull();
  });

  it('takes the loop rule from the media when the post has no duration, 60 s for live streams', () => {
    const { video } = renderVideo(makeVideoContent({ duration: 0 }));
    expect(video.loop).toBe(true);
    Object.defineProperty(video, 'duration', { value: 0.8, configurable: true });
    fireEvent.loadedMetadata(video);
    expect(video.loop).toBe(false);
    expect(renderVideo(makeVideoContent({ duration: 45, livestream: true })).video.loop).toBe(false);
  });

  it('the first Space unmutes and keeps playing: its keyup is kept from the native play/pause toggle', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video } = renderVideo();
    expect(fireEvent.keyDown(video, { key: ' ' })).toBe(false);
    expect(video.muted).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    expect(fireEvent.keyUp(video, { key: ' ' })).toBe(false);
    // Later Space presses are the native control's again.
    expect(fireEvent.keyDown(video, { key: ' ' })).toBe(true);
    expect(fireEvent.keyUp(video, { key: ' ' })).toBe(true);
  });

  it('Enter takes over without holding back a keyup', () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video } = renderVideo();
    expect(fireEvent.keyDown(video, { key: 'Enter' })).toBe(false);
    expect(video.muted).toBe(false);
    expect(fireEvent.keyUp(video, { key: ' ' })).toBe(true);
  });

  it('the first touch also unmutes and ends autoplay', () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video } = renderVideo();
    fireEvent.touchEnd(video);
    expect(video.muted).toBe(false);
  });

  describe('behaviour log (A§7.5)', () => {
    const logged = () => jest.mocked(logEvent).mock.calls.map(([category, event, data]) => [category, event, data]);

    beforeEach(() => {
      jest.mocked(logEvent).mockClear();
      session.set({ ...ANONYMOUS, flags: { log_lady: true } });
    });
    afterEach(() => act(() => session.set(ANONYMOUS)));

    it('listens to nothing while the log_lady flag is off', () => {
      session.set(ANONYMOUS);
      jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      const { video } = renderVideo(makeVideoContent({ duration: 1 }));
      fireEvent.play(video);
      fireEvent.pause(video);
      expect(logEvent).not.toHaveBeenCalled();
    });

    it('logs play, load time, unmute, pause, scrub and end with the post’s id and blog', () => {
      jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      const { video } = renderVideo(makeVideoContent({ duration: 1 }));
      const now = jest.spyOn(performance, 'now').mockReturnValue(1000);
      // The person plays it with the control bar: their first move, it is heard from then on (A§4.13).
      fireEvent.play(video);
      now.mockReturnValue(1250);
      fireEvent.playing(video);
      video.currentTime = 4.24;
      fireEvent.pause(video);
      fireEvent.seeking(video);
      video.currentTime = 0.5;
      fireEvent.seeked(video);
      fireEvent.ended(video);
      const post = { post_id: '42', blog: 'bob' };
      expect(logged()).toEqual([
        ['video', 'play', { ...post, position: 0 }],
        ['video', 'mute', { ...post, muted: false, position: 0 }],
        ['video', 'initial_load_time', { ...post, ms: 250 }],
        ['video', 'pause', { ...post, position: 4.2 }],
        ['video', 'scrub', { ...post, from: 4.2, position: 0.5 }],
        ['video', 'end', { ...post, position: 0.5 }],
      ]);
    });

    it('logs entering and leaving fullscreen, and a failure once with its code', () => {
      const { video } = renderVideo();
      Object.defineProperty(document, 'fullscreenElement', { value: video, configurable: true });
      fireEvent(video, new Event('fullscreenchange', { bubbles: true }));
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
      fireEvent(video, new Event('fullscreenchange', { bubbles: true }));
      Object.defineProperty(video, 'error', { value: { code: 2 }, configurable: true });
      fireEvent.error(video);
      fireEvent.pause(video);
      expect(logged().map(([, event, data]) => [event, data])).toEqual([
        ['fullscreen', { post_id: '42', blog: 'bob', on: true, position: 0 }],
        ['fullscreen', { post_id: '42', blog: 'bob', on: false, position: 0 }],
        ['failed', { post_id: '42', blog: 'bob', code: 2, position: 0 }],
      ]);
    });

    it('the HD/SD swap logs no pause, seek or play of its own', () => {
      jest.useFakeTimers();
      jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      const { video, getByRole } = renderVideo(makeVideoContent({ hdUrl: '/media/v/clip-hd.mp4' }));
      fireEvent.play(video);
      fireEvent.playing(video);
      jest.mocked(logEvent).mockClear();
      video.currentTime = 7.5;
      Object.defineProperty(video, 'paused', { value: false, configurable: true });
      fireEvent.click(getByRole('button', { name: 'HD' }));
      act(() => jest.advanceTimersByTime(300));
      fireEvent.waiting(video);
      fireEvent.loadedMetadata(video);
      fireEvent.seeking(video);
      fireEvent.seeked(video);
      fireEvent.play(video);
      fireEvent.playing(video);
      expect(logEvent).not.toHaveBeenCalled();
      video.currentTime = 2;
      fireEvent.seeking(video);
      fireEvent.seeked(video);
      act(() => jest.advanceTimersByTime(SCRUB_RUN_MS));
      expect(logged()).toEqual([['video', 'scrub', { post_id: '42', blog: 'bob', from: 7.5, position: 2 }]]);
      jest.useRealTimers();
    });

    it('marks the plays and pauses the player makes itself (autoplay, a post form opening); the person’s are not', () => {
      jest.useFakeTimers();
      const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      // In full view: the autoplay controller plays it.
      jest.spyOn(HTMLMediaElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
      jest.spyOn(HTMLMediaElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 300, height: 300 } as DOMRect);
      const { video } = renderVideo();
      // The controller looks at most every 500 ms.
      act(() => jest.advanceTimersByTime(500));
      expect(play).toHaveBeenCalledTimes(1);
      fireEvent.play(video);
      Object.defineProperty(video, 'paused', { value: false, configurable: true });
      act(() => bus.emit('post-form:opened', { mode: 'new', type: 'text' }));
      fireEvent.pause(video);
      Object.defineProperty(video, 'paused', { value: true, configurable: true });
      act(() => jest.advanceTimersByTime(2000));
      // The person plays and pauses it with the native controls.
      fireEvent.play(video);
      fireEvent.pause(video);
      const post = { post_id: '42', blog: 'bob', position: 0 };
      expect(logged()).toEqual([
        ['video', 'play', { ...post, autoplay: true }],
        ['video', 'pause', { ...post, autoplay: true }],
        ['video', 'play', post],
        // Their play ends autoplay.
        ['video', 'mute', { ...post, muted: false }],
        ['video', 'pause', post],
      ]);
      jest.useRealTimers();
    });

    it('logs a drag on the seek bar as one scrub once its seeks stop, or as the player goes', () => {
      jest.useFakeTimers();
      const { video, unmount } = renderVideo();
      video.currentTime = 1.2;
      fireEvent.timeUpdate(video);
      let lastSeek = 0;
      for (const to of [1.5, 2, 2.5, 3]) {
        video.currentTime = to;
        fireEvent.seeking(video);
        fireEvent.seeked(video);
        lastSeek = performance.now();
        act(() => jest.advanceTimersByTime(100));
      }
      // The drag is the person's first move: it unmutes the video (A§4.13).
      expect(logged()).toEqual([['video', 'mute', { post_id: '42', blog: 'bob', muted: false, position: 1.5 }]]);
      act(() => jest.advanceTimersByTime(SCRUB_RUN_MS - 100));
      expect(logged()).toEqual([
        ['video', 'mute', { post_id: '42', blog: 'bob', muted: false, position: 1.5 }],
        ['video', 'scrub', { post_id: '42', blog: 'bob', from: 1.2, position: 3 }],
      ]);
      // Stamped with the drag's last seek, not the moment the quiet after it had it logged.
      expect(jest.mocked(logEvent).mock.calls[1]?.[3]).toBe(lastSeek);
      video.currentTime = 0.5;
      fireEvent.seeking(video);
      fireEvent.seeked(video);
      unmount();
      expect(logged()).toHaveLength(3);
      expect(logged()[2]).toEqual(['video', 'scrub', { post_id: '42', blog: 'bob', from: 3, position: 0.5 }]);
      jest.useRealTimers();
    });

    it('logs no scrub for hls.js’s own seeks; the person’s are', async () => {
      jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
      const { video, unmount } = renderVideo(makeVideoContent({ url: '/media/v/stream.m3u8' }));
      await waitFor(() => expect(hlsInstances).toHaveLength(1));
      video.currentTime = 2;
      fireEvent.seeking(video);
      fireEvent.seeked(video);
      seekWithControlBar(video, 6);
      fireEvent.seeked(video);
      unmount();
      expect(logged().filter(([, event]) => event === 'scrub')).toEqual([['video', 'scrub', { post_id: '42', blog: 'bob', from: 2, position: 6 }]]);
    });

    it('logs a stream hls.js cannot play as failed, with hls.js’s error', async () => {
      jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
      renderVideo(makeVideoContent({ url: '/media/v/stream.m3u8' }));
      await waitFor(() => expect(hlsInstances).toHaveLength(1));
      const [, onError] = hlsInstances[0]?.on.mock.calls[0] as [string, (event: string, data: object) => void];
      act(() => onError('hlsError', { fatal: true, details: 'manifestLoadError' }));
      expect(logged()).toEqual([['video', 'failed', { post_id: '42', blog: 'bob', code: 'manifestLoadError', position: 0 }]]);
    });
  });

  describe('a play, pause or seek that sends the page no click (the control bar, a media key, picture-in-picture)', () => {
    /** The browser's play() and pause(): they change `paused` and fire `play` or `pause` (here at once). */
    function browserPlayback() {
      const playing = new WeakSet<HTMLMediaElement>();
      const set = (element: HTMLMediaElement, play: boolean) => {
        if (playing.has(element) === play) return;
        if (play) playing.add(element);
        else playing.delete(element);
        element.dispatchEvent(new Event(play ? 'play' : 'pause'));
      };
      jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
        return !playing.has(this);
      });
      const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
        set(this, true);
        return Promise.resolve();
      });
      jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
        set(this, false);
      });
      return { play, personPauses: (element: HTMLMediaElement) => act(() => set(element, false)) };
    }

    let box: jest.SpyInstance;
    beforeEach(() => {
      jest.useFakeTimers();
      // The player in full view.
      jest.spyOn(HTMLMediaElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
      box = jest.spyOn(HTMLMediaElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 300, height: 300 } as DOMRect);
    });
    afterEach(() => jest.useRealTimers());

    /** Scrolls the player to `top` and lets the controller look (at most every 500 ms, from its last look). */
    const scrollTo = (top: number) => {
      box.mockReturnValue({ top, bottom: top + 300, height: 300 } as DOMRect);
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(1000));
    };

    /** A fresh player the controller has started, muted. */
    function autoplaying() {
      const browser = browserPlayback();
      const view = renderVideo();
      act(() => jest.advanceTimersByTime(1000));
      expect(view.video.paused).toBe(false);
      expect(view.video.muted).toBe(true);
      return { ...view, ...browser };
    }

    it('a pause the player did not ask for ends autoplay and unmutes: the controller no longer starts it (A§4.13)', () => {
      const { video, play, personPauses } = autoplaying();
      personPauses(video);
      expect(video.muted).toBe(false);
      expect(video.volume).toBe(0.8);
      scrollTo(-400);
      scrollTo(0);
      expect(video.paused).toBe(true);
      expect(play).toHaveBeenCalledTimes(1);
    });

    it('the player’s own pauses (the controller, a post form opening) leave it on autoplay, muted', () => {
      const { video } = autoplaying();
      scrollTo(-400);
      expect(video.paused).toBe(true);
      scrollTo(0);
      expect(video.paused).toBe(false);
      act(() => bus.emit('post-form:opened', { mode: 'new', type: 'text' }));
      expect(video.paused).toBe(true);
      act(() => bus.emit('post-form:closed', { saved: false }));
      expect(video.paused).toBe(false);
      expect(video.muted).toBe(true);
    });

    it('the loop’s seek back to the start leaves it on autoplay; a seek the player did not make ends it', () => {
      const { video } = autoplaying();
      Object.defineProperty(video, 'duration', { value: 12, configurable: true });
      video.currentTime = 11.8;
      fireEvent.timeUpdate(video);
      video.currentTime = 0;
      fireEvent.seeking(video);
      expect(video.muted).toBe(true);
      video.currentTime = 5;
      fireEvent.seeking(video);
      expect(video.muted).toBe(false);
    });
  });
});
