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
  /** hls.js gave up (its `code` is in the snapshot). */
  | 'stream-error';

/** What the log reads of the element when an event fires. */
export interface VideoSnapshot {
  currentTime: number;
  duration: number;
  loop: boolean;
  muted: boolean;
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
}

/** A seek that lands this close to the start, from this close to the end, is the loop (or a replay). */
export const LOOP_START_TOLERANCE_S = 0.5;
export const LOOP_END_TOLERANCE_S = 1;

export function initialVideoLogState(element: Pick<VideoSnapshot, 'muted' | 'fullscreen'>): VideoLogState {
  return {
    playRequestedAt: null,
    loadTimed: false,
    started: false,
    lastPosition: 0,
    seek: null,
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

function seekKind(state: VideoLogState, to: number, element: VideoSnapshot): SeekKind {
  if (state.swap) return 'swap';
  const atStart = to <= LOOP_START_TOLERANCE_S;
  if (atStart && state.ended) return 'replay';
  const nearEnd = Number.isFinite(element.duration) && element.duration - state.lastPosition <= LOOP_END_TOLERANCE_S;
  if (atStart && element.loop && nearEnd) return 'loop';
  return 'scrub';
}

/**
 * A§7.5's video events from the media element's: which log event (if any) one DOM event means, given what came
 * before. Pure: the hook keeps the state and adds the post's id and blog.
 */
export function videoLogEvent(
  previous: VideoLogState,
  trigger: VideoLogTrigger,
  element: VideoSnapshot,
): { state: VideoLogState; log: VideoLogEntry | null } {
  const result = decide({ ...previous }, trigger, element);
  // While seeking the element already reads the seek's target; `seeking` itself needs the position before it.
  if (trigger !== 'seeking' && !element.seeking) result.state.lastPosition = element.currentTime;
  return result;
}

function decide(state: VideoLogState, trigger: VideoLogTrigger, element: VideoSnapshot): { state: VideoLogState; log: VideoLogEntry | null } {
  const position = logPosition(element.currentTime);
  const log = (event: VideoLogEntry['event'], data: VideoLogEntry['data'] = { position }) => ({ state, log: { event, data } });
  const none = { state, log: null };

  switch (trigger) {
    case 'swap':
    case 'swap-resume-playing':
      state.swap = trigger === 'swap' ? 'paused' : 'playing';
      return none;
    case 'timeupdate':
      return none;
    case 'play':
      state.playRequestedAt ??= element.now;
      return state.swap ? none : log('play');
    case 'playing': {
      state.started = true;
      if (state.swap === 'playing') state.swap = null;
      if (state.loadTimed || state.playRequestedAt === null) return none;
      state.loadTimed = true;
      return log('initial_load_time', { ms: Math.max(0, Math.round(element.now - state.playRequestedAt)) });
    }
    case 'pause':
      // The browser pauses a video that reaches its end just before `ended`: that is the end, not a pause. After
      // an error the player pauses it itself.
      return state.swap || state.failed || element.ended ? none : log('pause');
    case 'ended':
      state.ended = true;
      return log('end');
    case 'seeking':
      state.seek ??= { kind: seekKind(state, element.currentTime, element), from: state.lastPosition };
      state.ended = false;
      return none;
    case 'seeked': {
      const seek = state.seek;
      state.seek = null;
      if (seek?.kind === 'swap' && state.swap === 'paused') state.swap = null;
      if (seek?.kind === 'loop') return log('loop', {});
      if (seek?.kind !== 'scrub') return none;
      return log('scrub', { from: logPosition(seek.from), position });
    }
    case 'volumechange':
      if (element.muted === state.muted) return none;
      state.muted = element.muted;
      // A failed player ends autoplay, which unmutes it: not the person's doing.
      return state.failed ? none : log('mute', { muted: element.muted, position });
    case 'waiting':
      // Chromium waits during every seek, even a loop's over buffered data: only a stall in playback counts.
      return state.started && !state.swap && !state.seek ? log('waiting') : none;
    case 'fullscreenchange':
      if (element.fullscreen === state.fullscreen) return none;
      state.fullscreen = element.fullscreen;
      return log('fullscreen', { on: element.fullscreen, position });
    case 'error':
    case 'stream-error':
      if (state.failed) return none;
      state.failed = true;
      state.swap = null;
      return log('failed', { code: element.errorCode, position });
  }
}
