import type { LogEvent, LogEventName } from '@tumbledash/shared';

/** The media element events the log listens to, plus the player's own moments. */
export type VideoLogTrigger =
  | 'play'
  | 'playing'
  | 'pause'
  | 'ended'
  | 'timeupdate'
  | 'seeking'
  | 'seeked'
  | 'volumechange'
  | 'waiting'
  | 'error'
  | 'fullscreenchange'
  /** The HD/SD toggle: the reload, seek and play that resume the video are not the person's. */
  | 'swap'
  | 'swap-resume-playing'
  /** The player itself (autoplay, or a post form or the blog viewer opening) is about to play or pause the video. */
  | 'player-play'
  | 'player-pause'
  /** No seek for SCRUB_RUN_MS since a scrub's last one: the scrub is over. */
  | 'settle'
  /** hls.js gave up (its `code` is in the snapshot). */
  | 'stream-error';

/** What the log reads of the element when an event fires. */
export interface VideoSnapshot {
  currentTime: number;
  duration: number;
  loop: boolean;
  muted: boolean;
  paused: boolean;
  /** `HTMLMediaElement.ended`: true at the pause the browser fires just before `ended`. */
  ended: boolean;
  /** `HTMLMediaElement.seeking`: the position already is the seek's target. */
  seeking: boolean;
  fullscreen: boolean;
  /** MediaError code, or hls.js's error details. */
  errorCode: number | string | null;
  /** performance.now() */
  now: number;
}

type SeekKind = 'scrub' | 'loop' | 'replay' | 'swap';

export interface VideoLogState {
  /** When playback was first asked for, until the first `playing`. */
  playRequestedAt: number | null;
  /** initial_load_time is logged once per element. */
  loadTimed: boolean;
  /** Playback has started once: `waiting` before that is the initial load (initial_load_time). */
  started: boolean;
  /** The last position seen before a seek starts (at `seeking` the element already holds the new one). */
  lastPosition: number;
  seek: { kind: SeekKind; from: number } | null;
  /** The scrub not logged yet: a drag on the seek bar seeks at every move, and the log wants one scrub for it. */
  scrub: { from: number; to: number; at: number } | null;
  /** The browser paused the video for a drag on its seek bar (Chromium does) and plays it again at its end. */
  scrubPaused: boolean;
  /** When the player last called play() or pause() itself, until the element's event for it. */
  playerAsked: { play: number | null; pause: number | null };
  /** `ended` fired: the next seek to the start is the replay, not a scrub. */
  ended: boolean;
  muted: boolean;
  fullscreen: boolean;
  failed: boolean;
  /** An HD/SD swap is under way; 'playing' ends one that resumes playing, its seek one that resumes paused. */
  swap: 'paused' | 'playing' | null;
}

type PlayerAction = keyof VideoLogState['playerAsked'];

export interface VideoLogEntry {
  event: LogEventName<'video'>;
  data: LogEvent['data'];
}

/** A seek that lands this close to the start, from this close to the end, is the loop (or a replay). */
export const LOOP_START_TOLERANCE_S = 0.5;
export const LOOP_END_TOLERANCE_S = 1;
/** Seeks closer together than this, with no play or pause between, are one scrub: the log waits this long. */
export const SCRUB_RUN_MS = 500;
/** The element fires the event for the player's play() or pause() at once; one later is not the player's. */
export const PLAYER_ACTION_MS = 1000;

export function initialVideoLogState(element: Pick<VideoSnapshot, 'muted' | 'fullscreen'>): VideoLogState {
  return {
    playRequestedAt: null,
    loadTimed: false,
    started: false,
    lastPosition: 0,
    seek: null,
    scrub: null,
    scrubPaused: false,
    playerAsked: { play: null, pause: null },
    ended: false,
    muted: element.muted,
    fullscreen: element.fullscreen,
    failed: false,
    swap: null,
  };
}

/** Current time rounded to 0.1 s. */
export function logPosition(seconds: number): number {
  return Number.isFinite(seconds) ? Math.round(seconds * 10) / 10 : 0;
}

/** Whether a seek from `from` to where the element now is, is its loop: to the start from near the end. */
export function isLoopSeek(from: number, element: Pick<VideoSnapshot, 'currentTime' | 'duration' | 'loop' | 'paused'>): boolean {
  const nearEnd = Number.isFinite(element.duration) && element.duration - from <= LOOP_END_TOLERANCE_S;
  // Only a playing video loops: the start of a drag on a paused one's seek bar is a scrub.
  return element.currentTime <= LOOP_START_TOLERANCE_S && element.loop && nearEnd && !element.paused;
}

function seekKind(state: VideoLogState, element: VideoSnapshot): SeekKind {
  if (state.swap) return 'swap';
  if (element.currentTime <= LOOP_START_TOLERANCE_S && state.ended) return 'replay';
  return isLoopSeek(state.lastPosition, element) ? 'loop' : 'scrub';
}

/**
 * Whether this moment ends the run of seeks a drag on the seek bar makes, so its one scrub is logged first: any
 * moment but a seek and what comes with one; a seek long after the last; the quiet after a drag (`settle`).
 */
function endsScrub(state: VideoLogState, trigger: VideoLogTrigger, element: VideoSnapshot): boolean {
  if (!state.scrub) return false;
  switch (trigger) {
    case 'settle':
      return !state.scrubPaused && !state.seek;
    case 'seeking':
      return !state.scrubPaused && element.now - state.scrub.at > SCRUB_RUN_MS;
    case 'waiting':
      return !state.seek;
    // A drag that is the person's first move unmutes the video amid its seeks (A§4.13).
    case 'volumechange':
    case 'seeked':
    case 'timeupdate':
    case 'player-play':
    case 'player-pause':
      return false;
    default:
      return true;
  }
}

function endScrub(state: VideoLogState): VideoLogEntry[] {
  const scrub = state.scrub;
  state.scrub = null;
  return scrub ? [{ event: 'scrub', data: { from: logPosition(scrub.from), position: logPosition(scrub.to) } }] : [];
}

/** Whether the player asked for this play or pause itself, just before; either way the request is used up. */
function askedByPlayer(state: VideoLogState, action: PlayerAction, now: number): boolean {
  const at = state.playerAsked[action];
  state.playerAsked = { ...state.playerAsked, [action]: null };
  return at !== null && now - at <= PLAYER_ACTION_MS;
}

/**
 * A§7.5's video events from the media element's: which log events (usually none or one) one DOM event means,
 * given what came before. Pure: the hook keeps the state and adds the post's id and blog.
 */
export function videoLogEvent(
  previous: VideoLogState,
  trigger: VideoLogTrigger,
  element: VideoSnapshot,
): { state: VideoLogState; logs: VideoLogEntry[] } {
  const state = { ...previous };
  // A scrub is logged when what follows it happens, before that: the log keeps the order.
  const logs = endsScrub(state, trigger, element) ? endScrub(state) : [];
  const entry = decide(state, trigger, element);
  if (entry) logs.push(entry);
  // While seeking the element already reads the seek's target; `seeking` itself needs the position before it.
  if (trigger !== 'seeking' && !element.seeking) state.lastPosition = element.currentTime;
  return { state, logs };
}

function decide(state: VideoLogState, trigger: VideoLogTrigger, element: VideoSnapshot): VideoLogEntry | null {
  const position = logPosition(element.currentTime);
  const log = (event: VideoLogEntry['event'], data: VideoLogEntry['data'] = { position }): VideoLogEntry => ({ event, data });
  /** A play or pause of the player's own is marked, so the log tells it from the person's. */
  const playOrPause = (event: PlayerAction, byPlayer: boolean) => log(event, byPlayer ? { position, autoplay: true } : { position });

  switch (trigger) {
    case 'swap':
    case 'swap-resume-playing':
      state.swap = trigger === 'swap' ? 'paused' : 'playing';
      return null;
    case 'player-play':
    case 'player-pause': {
      const action = trigger === 'player-play' ? 'play' : 'pause';
      // Only a call that changes the element fires an event to match.
      if (element.paused === (action === 'play')) state.playerAsked = { ...state.playerAsked, [action]: element.now };
      return null;
    }
    case 'timeupdate':
    case 'settle':
      return null;
    case 'play': {
      const byPlayer = askedByPlayer(state, 'play', element.now);
      if (state.scrubPaused) {
        // The end of a drag on the seek bar: the browser plays the video it paused for it.
        state.scrubPaused = false;
        return null;
      }
      state.playRequestedAt ??= element.now;
      return state.swap ? null : playOrPause('play', byPlayer);
    }
    case 'playing': {
      state.started = true;
      if (state.swap === 'playing') state.swap = null;
      if (state.loadTimed || state.playRequestedAt === null) return null;
      state.loadTimed = true;
      return log('initial_load_time', { ms: Math.max(0, Math.round(element.now - state.playRequestedAt)) });
    }
    case 'pause': {
      const byPlayer = askedByPlayer(state, 'pause', element.now);
      // The browser pauses a video that reaches its end just before `ended`: that is the end, not a pause. After
      // an error the player pauses it itself.
      if (state.swap || state.failed || element.ended) return null;
      // Chromium pauses a playing video as a drag on its seek bar starts, the seek already under way.
      if (element.seeking && !byPlayer) {
        state.scrubPaused = true;
        return null;
      }
      return playOrPause('pause', byPlayer);
    }
    case 'ended':
      state.ended = true;
      return log('end');
    case 'seeking': {
      const kind = state.seek?.kind ?? seekKind(state, element);
      state.seek ??= { kind, from: state.lastPosition };
      state.ended = false;
      if (kind === 'scrub') state.scrub = { from: state.scrub?.from ?? state.lastPosition, to: element.currentTime, at: element.now };
      return null;
    }
    case 'seeked': {
      const seek = state.seek;
      state.seek = null;
      if (seek?.kind === 'swap' && state.swap === 'paused') state.swap = null;
      if (seek?.kind === 'loop') return log('loop', {});
      if (seek?.kind === 'scrub' && state.scrub) state.scrub = { ...state.scrub, to: element.currentTime, at: element.now };
      return null;
    }
    case 'volumechange':
      if (element.muted === state.muted) return null;
      state.muted = element.muted;
      // A failed player ends autoplay, which unmutes it: not the person's doing.
      return state.failed ? null : log('mute', { muted: element.muted, position });
    case 'waiting':
      // Chromium waits during every seek, even a loop's over buffered data: only a stall in playback counts.
      return state.started && !state.swap && !state.seek ? log('waiting') : null;
    case 'fullscreenchange':
      if (element.fullscreen === state.fullscreen) return null;
      state.fullscreen = element.fullscreen;
      return log('fullscreen', { on: element.fullscreen, position });
    case 'error':
    case 'stream-error':
      if (state.failed) return null;
      state.failed = true;
      state.swap = null;
      return log('failed', { code: element.errorCode, position });
  }
}
