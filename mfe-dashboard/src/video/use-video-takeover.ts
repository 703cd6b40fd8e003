import { useEffect, useEffectEvent, useMemo, useRef, type RefObject } from 'react';
import { initialTakeoverState, isPersonsMove, playerWill, type PlayerMove, type TakeoverSnapshot, type TakeoverTrigger } from './video-takeover';

const TRIGGERS = ['play', 'pause', 'seeking', 'timeupdate'] as const satisfies readonly TakeoverTrigger[];

function snapshot(video: HTMLVideoElement, hlsJs: boolean): TakeoverSnapshot {
  return {
    currentTime: video.currentTime,
    duration: video.duration,
    loop: video.loop,
    paused: video.paused,
    ended: video.ended,
    seeking: video.seeking,
    hlsJs,
    now: performance.now(),
  };
}

export interface VideoTakeover {
  /** The player itself is about to play, pause or seek the video. */
  playerWill(move: PlayerMove): void;
}

interface TakeoverOptions {
  autoplay: boolean;
  /** hls.js plays the stream. */
  hlsJs: RefObject<boolean>;
  /** The person's first play, pause or seek while autoplay is on. */
  onTakeOver(): void;
}

/**
 * The person's first move ends autoplay (A§4.13), also when it sends the page no click: a play, pause or seek
 * with the native control bar, a media key or a picture-in-picture window. Every play, pause and seek the player
 * makes itself goes through `playerWill` first; any other is the person's.
 */
export function useVideoTakeover(videoRef: RefObject<HTMLVideoElement | null>, { autoplay, hlsJs, onTakeOver }: TakeoverOptions): VideoTakeover {
  const stateRef = useRef(initialTakeoverState);
  const takeOver = useEffectEvent(onTakeOver);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoplay) return;
    const listening = new AbortController();
    for (const trigger of TRIGGERS) {
      const listener = () => {
        const { state, persons } = isPersonsMove(stateRef.current, trigger, snapshot(video, hlsJs.current));
        stateRef.current = state;
        if (!persons) return;
        // Autoplay is over with the first move: what follows it (a drag's seeks, the play at its end) is theirs too.
        listening.abort();
        takeOver();
      };
      video.addEventListener(trigger, listener, { signal: listening.signal });
    }
    return () => listening.abort();
  }, [videoRef, hlsJs, autoplay]);

  return useMemo(
    () => ({
      playerWill: (move: PlayerMove) => {
        const video = videoRef.current;
        if (video) stateRef.current = playerWill(stateRef.current, move, { paused: video.paused, ended: video.ended, now: performance.now() });
      },
    }),
    [videoRef],
  );
}
