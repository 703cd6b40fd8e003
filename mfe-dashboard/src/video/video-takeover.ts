import { isLoopSeek, PLAYER_ACTION_MS } from './video-log';

/** What the player does to the element itself. */
export type PlayerMove = 'play' | 'pause' | 'seek';

/** The element's events that can be the person's: their plays, pauses and seeks; `timeupdate` for where a seek starts. */
export type TakeoverTrigger = 'play' | 'pause' | 'seeking' | 'timeupdate';

/** What the takeover reads of the element when an event fires. */
export interface TakeoverSnapshot {
  currentTime: number;
  duration: number;
  loop: boolean;
  paused: boolean;
  /** `HTMLMediaElement.ended`: true at the pause the browser fires just before `ended`. */
  ended: boolean;
  /** `HTMLMediaElement.seeking`: the position already is the seek's target. */
  seeking: boolean;
  /** hls.js plays the stream: it seeks by itself (its start position, over gaps, to the live edge). */
  hlsJs: boolean;
  /** performance.now() */
  now: number;
}

export interface TakeoverState {
  /** When the player last played, paused or seeked the element itself, until the element's event for it. */
  asked: Record<PlayerMove, number | null>;
  /** The last position outside a seek: the loop seeks from near the end to the start. */
  lastPosition: number;
}

export const initialTakeoverState: TakeoverState = { asked: { play: null, pause: null, seek: null }, lastPosition: 0 };

/** The player is about to play, pause or seek the element: the event that follows is not the person's. */
export function playerWill(state: TakeoverState, move: PlayerMove, element: Pick<TakeoverSnapshot, 'paused' | 'ended' | 'now'>): TakeoverState {
  // Only a call that changes the element fires an event to match.
  if (move === 'play' && !element.paused) return state;
  if (move === 'pause' && element.paused) return state;
  const asked = { ...state.asked, [move]: element.now };
  // play() on a video that reached its end seeks to the start first.
  if (move === 'play' && element.ended) asked.seek = element.now;
  return { ...state, asked };
}

/**
 * Whether a play, pause or seek is the person's: the native control bar, a media key or a picture-in-picture
 * window, none of which sends the page a click. Their first one ends autoplay (A§4.13). Pure: the hook keeps the state.
 */
export function isPersonsMove(previous: TakeoverState, trigger: TakeoverTrigger, element: TakeoverSnapshot): { state: TakeoverState; persons: boolean } {
  if (trigger === 'timeupdate') {
    return { state: element.seeking ? previous : { ...previous, lastPosition: element.currentTime }, persons: false };
  }
  const move = trigger === 'seeking' ? 'seek' : trigger;
  const at = previous.asked[move];
  const state = { ...previous, asked: { ...previous.asked, [move]: null } };
  // The element fires the event for the player's call at once; a later one is not the player's.
  if (at !== null && element.now - at <= PLAYER_ACTION_MS) return { state, persons: false };
  switch (trigger) {
    case 'pause':
      // The browser pauses a video that reaches its end just before `ended`.
      return { state, persons: !element.ended };
    case 'seeking':
      // Under hls.js, which seeks by itself, a seek alone does not tell: the person's on a playing video's
      // control bar comes after Chromium's pause all the same.
      return { state, persons: !element.hlsJs && !isLoopSeek(previous.lastPosition, element) };
    default:
      return { state, persons: true };
  }
}
