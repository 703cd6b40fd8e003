/** What the player does to the element itself. */
export type PlayerMove = 'play' | 'pause' | 'seek';

/**
 * Who made the play, pause or seek an element's event reports: the player (autoplay, a post form or the viewer
 * opening, the HD/SD resume, hls.js), the browser on its own (the loop's seek to the start, the pause as the video
 * reaches its end), or the person (the control bar, a media key, a picture-in-picture window).
 */
export type Mover = 'player' | 'browser' | 'person';

/** The element's events that report a move. */
export type MoveEvent = 'play' | 'pause' | 'seeking';

/** What the intents read of the element. */
export interface IntentsSnapshot {
  currentTime: number;
  duration: number;
  loop: boolean;
  paused: boolean;
  /** `HTMLMediaElement.ended`: true at the pause the browser fires just before `ended`. */
  ended: boolean;
  /** `HTMLMediaElement.seeking`: the position already is the seek's target. */
  seeking: boolean;
  /** performance.now() */
  now: number;
}

export interface PlayerIntents {
  /** When the player last asked for each move, until the element's event for it. */
  asked: Record<PlayerMove, number | null>;
  /** The last position outside a seek: the loop seeks from near the end to the start. */
  lastPosition: number;
}

/** The element fires the event for the player's play(), pause() or seek at once; one later is not the player's. */
export const PLAYER_ACTION_MS = 1000;
/** A seek that lands this close to the start, from this close to the end, is the loop (or a replay). */
export const LOOP_START_TOLERANCE_S = 0.5;
export const LOOP_END_TOLERANCE_S = 1;

export const initialPlayerIntents: PlayerIntents = { asked: { play: null, pause: null, seek: null }, lastPosition: 0 };

export function isMoveEvent(type: string): type is MoveEvent {
  return type === 'play' || type === 'pause' || type === 'seeking';
}

/** The player is about to play, pause or seek the element: the event that follows is the player's. */
export function noteMove(intents: PlayerIntents, move: PlayerMove, element: Pick<IntentsSnapshot, 'paused' | 'ended' | 'now'>): PlayerIntents {
  // Only a call that changes the element fires an event to match.
  if (move === 'play' && !element.paused) return intents;
  if (move === 'pause' && element.paused) return intents;
  const asked = { ...intents.asked, [move]: element.now };
  // play() on a video that reached its end seeks to the start first.
  if (move === 'play' && element.ended) asked.seek = element.now;
  return { ...intents, asked };
}

/** Where the video is while it plays (`timeupdate`): where the loop's seek starts from. */
export function notePosition(intents: PlayerIntents, element: Pick<IntentsSnapshot, 'currentTime' | 'seeking'>): PlayerIntents {
  // While seeking the element already reads the seek's target.
  return element.seeking ? intents : { ...intents, lastPosition: element.currentTime };
}

/** Whether a seek from `from` to where the element now is, is its loop: to the start from near the end. */
function isLoopSeek(from: number, element: IntentsSnapshot): boolean {
  const nearEnd = Number.isFinite(element.duration) && element.duration - from <= LOOP_END_TOLERANCE_S;
  // Only a playing video loops: the start of a drag on a paused one's seek bar is the person's.
  return element.currentTime <= LOOP_START_TOLERANCE_S && element.loop && nearEnd && !element.paused;
}

/** Who made the move this event reports; the player's note for it is used up either way. */
export function moverOf(intents: PlayerIntents, event: MoveEvent, element: IntentsSnapshot): { intents: PlayerIntents; mover: Mover } {
  const move = event === 'seeking' ? 'seek' : event;
  const at = intents.asked[move];
  const next = { ...intents, asked: { ...intents.asked, [move]: null } };
  const mover = (value: Mover) => ({ intents: next, mover: value });
  if (at !== null && element.now - at <= PLAYER_ACTION_MS) return mover('player');
  if (event === 'pause' && element.ended) return mover('browser');
  if (event === 'seeking' && isLoopSeek(intents.lastPosition, element)) return mover('browser');
  return mover('person');
}
