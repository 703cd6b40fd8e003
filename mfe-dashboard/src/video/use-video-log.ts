import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useSession } from '@tumbledash/shared';
import { logEvent } from '@tumbledash/shared/logging';
import type { Mover } from './player-intents';
import type { PlayerIntentsRecord } from './use-player-intents';
import { initialVideoLogState, SCRUB_RUN_MS, videoLogEvent, type VideoLogState, type VideoLogTrigger, type VideoSnapshot } from './video-log';

/** The media element events that feed the log. */
const MEDIA_EVENTS = [
  'play',
  'playing',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'volumechange',
  'waiting',
  'error',
  'fullscreenchange',
] as const satisfies readonly VideoLogTrigger[];
/** iOS Safari plays fullscreen in its own player and says so with these instead of `fullscreenchange`. */
const WEBKIT_FULLSCREEN_EVENTS = ['webkitbeginfullscreen', 'webkitendfullscreen'];

type WebkitVideo = HTMLVideoElement & { webkitDisplayingFullscreen?: boolean };

interface Reading {
  errorCode?: number | string | null;
  mover?: Mover | null;
}

function snapshot(video: WebkitVideo, { errorCode = null, mover = null }: Reading = {}): VideoSnapshot {
  return {
    currentTime: video.currentTime,
    duration: video.duration,
    loop: video.loop,
    muted: video.muted,
    paused: video.paused,
    ended: video.ended,
    seeking: video.seeking,
    fullscreen: document.fullscreenElement === video || video.webkitDisplayingFullscreen === true,
    errorCode,
    mover,
    now: performance.now(),
  };
}

export interface VideoLog {
  /** The HD/SD toggle is about to swap the source; `playing`: it resumes playing. */
  swap(playing: boolean): void;
  /** hls.js could not play the stream. */
  streamFailed(code: string): void;
}

/**
 * Sends A§7.5's video events of one player as behaviour log events (`logEvent`, nothing unless `log_lady` is on),
 * each with the post's id and blog; the player's intents tell its own plays, pauses and seeks from the person's.
 */
export function useVideoLog(
  videoRef: RefObject<HTMLVideoElement | null>,
  intents: PlayerIntentsRecord,
  { postId, blog }: { postId: string; blog: string },
): VideoLog {
  const stateRef = useRef<VideoLogState | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Flags are read at page load: with logging off the player is not listened to at all.
  const logging = Boolean(useSession().flags.log_lady);

  const log = useMemo(() => {
    const feed = (trigger: VideoLogTrigger, reading?: Reading, video = videoRef.current) => {
      if (!video || !logging) return;
      const now = snapshot(video, reading);
      const { state, logs } = videoLogEvent(stateRef.current ?? initialVideoLogState(now), trigger, now);
      stateRef.current = state;
      // A scrub is logged once its seeks stop coming.
      if (trigger === 'seeking' || trigger === 'seeked') {
        clearTimeout(settleTimer.current);
        if (state.scrub) settleTimer.current = setTimeout(() => feed('settle', {}, video), SCRUB_RUN_MS);
      }
      for (const entry of logs) {
        try {
          logEvent('video', entry.event, { post_id: postId, blog, ...entry.data }, entry.at);
        } catch {
          // Logging is best effort: it never gets in the way of the video.
        }
      }
    };
    return {
      feed,
      swap: (playing: boolean) => feed(playing ? 'swap-resume-playing' : 'swap'),
      streamFailed: (code: string) => feed('stream-error', { errorCode: code }),
    };
  }, [videoRef, postId, blog, logging]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !logging) return;
    stateRef.current ??= initialVideoLogState(snapshot(video));
    const listening = new AbortController();
    const { signal } = listening;
    for (const name of MEDIA_EVENTS) {
      const listener = (event: Event) =>
        log.feed(name, { errorCode: name === 'error' ? (video.error?.code ?? null) : null, mover: intents.moverOf(event) });
      video.addEventListener(name, listener, { signal });
    }
    const fullscreen = () => log.feed('fullscreenchange');
    WEBKIT_FULLSCREEN_EVENTS.forEach((name) => video.addEventListener(name, fullscreen, { signal }));
    // The behaviour log sends what is queued as the page is hidden (switched away from, or unloading), from its
    // listener on the document: a scrub still waiting for its end is queued first (the window's capture runs before).
    const leave = () => log.feed('leave', {}, video);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('visibilitychange', hidden, { capture: true, signal });
    return () => {
      listening.abort();
      clearTimeout(settleTimer.current);
      // A scrub still waiting for its end is logged as the player goes.
      leave();
    };
  }, [videoRef, intents, log, logging]);

  return useMemo(() => ({ swap: log.swap, streamFailed: log.streamFailed }), [log]);
}
