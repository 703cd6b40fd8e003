import type { LogEvent, LogEventName } from '@tumbledash/shared';
import { LOOP_START_TOLERANCE_S, type Mover } from './player-intents';

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
  /** No seek for SCRUB_RUN_MS since a scrub's last one: the scrub is over. */
  | 'settle'
  /** The page is hidden (switched away from, or unloading) or the player goes: a scrub still waiting for its end is logged now. */
  | 'leave'
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
  /** Who made the play, pause or seek the event reports (the player's intents); null for other events. */
  mover: Mover | null;
  /** performance.now() */
  now: number;
}

/** `player`: a seek the player made itself other than the swap's (hls.js's). */
type SeekKind = 'scrub' | 'loop' | 'replay' | 'swap' | 'player';

export interface VideoLogState {
  /** When playback was first asked for, until the first `playing`. */
  playRequestedAt: number | null;
  /** initial_load_time is logged once per element. */
  loadTimed: boolean;
  /** Playback has started once: `waiting` before that is the initial load (initial_load_time). */
  started: boolean;
  /** The last position seen before a seek starts (at `seeking` the element already holds the new one). */
  lastPosition: number;
  /** The seek under way since its `seeking`, and its target. */
  seek: { kind: SeekKind; to: number } | null;
  /** The scrub not logged yet (`at` its last seek): a drag on the seek bar seeks at every move, and the log wants one scrub for it. */
  scrub: { from: number; to: number; at: number } | null;
  /** The browser paused the video for a drag on its seek bar (Chromium does) and plays it again at its end. */
  scrubPaused: boolean;
  /** `ended` fired: the next seek to the start is the replay, not a scrub. */
  ended: boolean;
  muted: boolean;
  fullscreen: boolean;
  failed: boolean;
  /** An HD/SD swap is under way; 'playing' ends one that resumes playing, its seek one that resumes paused. */
  swap: 'paused' | 'playing' | null;
}

export interface VideoLogEntry {
  event: LogEventName<'video'>;
  data: LogEvent['data'];
  /** When it happened (performance.now()), for one logged after the fact: a scrub at its last seek. */
  at?: number;
}

/** Seeks closer together than this, with no play or pause between, are one scrub: the log waits this long. */
export const SCRUB_RUN_MS = 500;

export function initialVideoLogState(element: Pick<VideoSnapshot, 'muted' | 'fullscreen'>): VideoLogState {
  return {
    playRequestedAt: null,
    loadTimed: false,
    started: false,
    lastPosition: 0,
    seek: null,
    scrub: null,
    scrubPaused: false,
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

function seekKind(state: VideoLogState, element: VideoSnapshot): SeekKind {
  if (state.swap) return 'swap';
  if (element.currentTime <= LOOP_START_TOLERANCE_S && state.ended) return 'replay';
  // The browser seeks by itself only for the loop.
  if (element.mover === 'browser') return 'loop';
  return element.mover === 'player' ? 'player' : 'scrub';
}

/**
 * Chromium pauses a playing video as a drag on its seek bar starts: the drag's first seek is already under way,
 * its `seeking` still to come. A pause during a seek whose `seeking` has come is the person's.
 */
function isDragPause(state: VideoLogState, element: VideoSnapshot): boolean {
  return element.mover === 'person' && element.seeking && element.currentTime !== state.seek?.to;
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
      return false;
    default:
      return true;
  }
}

function endScrub(state: VideoLogState): VideoLogEntry[] {
  const scrub = state.scrub;
  state.scrub = null;
  // It happened where its `position` is: at its last seek.
  return scrub ? [{ event: 'scrub', data: { from: logPosition(scrub.from), position: logPosition(scrub.to) }, at: scrub.at }] : [];
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
  const playOrPause = (event: 'play' | 'pause') => log(event, element.mover === 'player' ? { position, autoplay: true } : { position });

  switch (trigger) {
    case 'swap':
    case 'swap-resume-playing':
      state.swap = trigger === 'swap' ? 'paused' : 'playing';
      return null;
    case 'timeupdate':
    case 'settle':
    case 'leave':
      return null;
    case 'play': {
      if (state.scrubPaused) {
        // The end of a drag on the seek bar: the browser plays the video it paused for it.
        state.scrubPaused = false;
        return null;
      }
      state.playRequestedAt ??= element.now;
      return state.swap ? null : playOrPause('play');
    }
    case 'playing': {
      state.started = true;
      if (state.swap === 'playing') state.swap = null;
      if (state.loadTimed || state.playRequestedAt === null) return null;
      state.loadTimed = true;
      return log('initial_load_time', { ms: Math.max(0, Math.round(element.now - state.playRequestedAt)) });
    }
    case 'pause': {
      // The browser pauses a video that reaches its end just before `ended`: that is the end, not a pause. After
      // an error the player pauses it itself.
      if (state.swap || state.failed || element.mover === 'browser') return null;
      if (isDragPause(state, element)) {
        state.scrubPaused = true;
        return null;
      }
      return playOrPause('pause');
    }
    case 'ended':
      state.ended = true;
      return log('end');
    case 'seeking': {
      const kind = state.seek?.kind ?? seekKind(state, element);
      state.seek = { kind, to: element.currentTime };
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
