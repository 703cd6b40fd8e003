import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { PlayerIntentsRecord } from './use-player-intents';

const MOVE_EVENTS = ['play', 'pause', 'seeking'] as const;

interface TakeoverOptions {
  autoplay: boolean;
  /** The person's first play, pause or seek while autoplay is on. */
  onTakeOver(): void;
}

/**
 * The person's first move ends autoplay (A§4.13), also when it sends the page no click: a play, pause or seek
 * with the native control bar, a media key or a picture-in-picture window. The player's intents tell such a move
 * from the player's own and the browser's.
 */
export function useVideoTakeover(videoRef: RefObject<HTMLVideoElement | null>, intents: PlayerIntentsRecord, { autoplay, onTakeOver }: TakeoverOptions): void {
  const takeOver = useEffectEvent(onTakeOver);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoplay) return;
    const listening = new AbortController();
    const listener = (event: Event) => {
      if (intents.moverOf(event) !== 'person') return;
      // Autoplay is over with the first move: what follows it (a drag's seeks, the play at its end) is theirs too.
      listening.abort();
      takeOver();
    };
    for (const name of MOVE_EVENTS) video.addEventListener(name, listener, { signal: listening.signal });
    return () => listening.abort();
  }, [videoRef, intents, autoplay]);
}
