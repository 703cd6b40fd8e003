import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { initialPlayerIntents, isMoveEvent, moverOf, noteMove, notePosition, type IntentsSnapshot, type Mover, type PlayerMove } from './player-intents';

function snapshot(video: HTMLVideoElement): IntentsSnapshot {
  return {
    currentTime: video.currentTime,
    duration: video.duration,
    loop: video.loop,
    paused: video.paused,
    ended: video.ended,
    seeking: video.seeking,
    now: performance.now(),
  };
}

export interface PlayerIntentsRecord {
  /** The player itself is about to play, pause or seek the video. */
  will(move: PlayerMove): void;
  /** Who made the play, pause or seek this event of the video reports (null for other events); one answer per event, whoever asks. */
  moverOf(event: Event): Mover | null;
  /**
   * From now until the returned function is called, every seek a script makes (`currentTime = …`) is the
   * player's: hls.js seeks by itself (its start position, over gaps, to the live edge). The control bar, a media
   * key or picture-in-picture seek without going through the property.
   */
  scriptSeeksArePlayers(): () => void;
}

/**
 * The one record of the moves the player makes itself, which the behaviour log and the autoplay takeover both
 * read: the player notes a move just before it makes it, and the element's event for it uses the note up.
 */
export function usePlayerIntents(videoRef: RefObject<HTMLVideoElement | null>): PlayerIntentsRecord {
  const intentsRef = useRef(initialPlayerIntents);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const track = () => {
      intentsRef.current = notePosition(intentsRef.current, video);
    };
    video.addEventListener('timeupdate', track);
    return () => video.removeEventListener('timeupdate', track);
  }, [videoRef]);

  return useMemo(() => {
    const will = (move: PlayerMove) => {
      const video = videoRef.current;
      if (video) intentsRef.current = noteMove(intentsRef.current, move, snapshot(video));
    };
    // The log and the takeover each listen to the element: the first to ask uses the note up, the other gets the same answer.
    const movers = new WeakMap<Event, Mover>();
    return {
      will,
      moverOf: (event: Event) => {
        const video = videoRef.current;
        if (!video || !isMoveEvent(event.type)) return null;
        const known = movers.get(event);
        if (known) return known;
        const { intents, mover } = moverOf(intentsRef.current, event.type, snapshot(video));
        intentsRef.current = intents;
        movers.set(event, mover);
        return mover;
      },
      scriptSeeksArePlayers: () => {
        const video = videoRef.current;
        const native = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime');
        if (!video || !native?.get || !native.set) return () => undefined;
        const { get, set } = native;
        Object.defineProperty(video, 'currentTime', {
          configurable: true,
          get: () => get.call(video) as number,
          set: (time: number) => {
            will('seek');
            set.call(video, time);
          },
        });
        return () => Reflect.deleteProperty(video, 'currentTime');
      },
    };
  }, [videoRef]);
}
