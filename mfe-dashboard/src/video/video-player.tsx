import { useEffect, useMemo, useRef, useState } from 'react';
import { bus, type PostContent } from '@tumbledash/shared';
import type { VideoExtras } from '../actions/api-types';
import { safeUrl } from '../post-card/urls';
import { usePlayerIntents } from './use-player-intents';
import { useVideoLog } from './use-video-log';
import { useVideoTakeover } from './use-video-takeover';
import { videoController } from './video-controller';
import { DEFAULT_VOLUME, HD_TOGGLE_DELAY_MS, isHlsUrl, shouldLoop } from './video-policy';

type VideoPost = Extract<PostContent, { type: 'video' }> & VideoExtras;

interface VideoPlayerProps {
  content: VideoPost;
  /** The post's id and blog name, for the behaviour log. */
  postId: string;
  blog: string;
  /** The SD file (an embedded video has none: `VideoContent` shows its embed instead). */
  sdUrl: string;
  /** Inside the blog viewer: keeps playing when the viewer opens, and counts while it is open. */
  inViewer: boolean;
}

/**
 * Native video (A§4.13, A§9.5): on autoplay it starts muted and the shared controller decides when it plays;
 * the first click, touch or key on it, or play, pause or seek with its control bar, unmutes it and ends
 * autoplay. It pauses when a post form or the viewer opens. HD/SD swaps the source and resumes at the same
 * place. An error pauses it and ends loop and autoplay. What happens to it goes to the behaviour log (A§7.5).
 */
export function VideoPlayer({ content, postId, blog, sdUrl, inViewer }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Every play, pause and seek the player makes itself is noted here first: the log and the takeover read it. */
  const intents = usePlayerIntents(videoRef);
  const videoLog = useVideoLog(videoRef, intents, { postId, blog });
  const hdUrl = safeUrl(content.hdUrl);
  const [hd, setHd] = useState(false);
  const src = hd && hdUrl ? hdUrl : sdUrl;
  const hls = isHlsUrl(src);
  const [autoplay, setAutoplay] = useState(true);
  const autoplayRef = useRef(autoplay);
  const [failed, setFailed] = useState(false);
  const [mediaDuration, setMediaDuration] = useState(0);
  const [switching, setSwitching] = useState(false);
  /** Where to resume after an HD/SD swap. */
  const resumeRef = useRef<{ time: number; play: boolean } | null>(null);
  const swapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(swapTimer.current), []);

  // The person's first move ends autoplay and unmutes; paused by them, it stays paused and is heard when played.
  const endAutoplay = () => {
    const video = videoRef.current;
    if (!video) return;
    setAutoplay(false);
    video.muted = false;
    video.volume = DEFAULT_VOLUME;
  };
  useVideoTakeover(videoRef, intents, { autoplay, onTakeOver: endAutoplay });
  /** The player's own plays and pauses (autoplay, a post form or the viewer opening): logged as such, not the person's. */
  const own = useMemo(
    () => ({
      play: () => {
        intents.will('play');
        videoRef.current?.play().catch(() => undefined);
      },
      pause: () => {
        intents.will('pause');
        videoRef.current?.pause();
      },
    }),
    [intents],
  );

  // HLS where the browser cannot play it itself; hls.js is only downloaded for such posts.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hls) return;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let cancelled = false;
    let player: { destroy(): void } | null = null;
    let stopNoting: (() => void) | null = null;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          videoLog.streamFailed('hls_unsupported');
          setFailed(true);
          return;
        }
        const instance = new Hls();
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          videoLog.streamFailed(data.details);
          setFailed(true);
        });
        // hls.js seeks by itself (its start position, over gaps): not the person's.
        stopNoting = intents.scriptSeeksArePlayers();
        instance.loadSource(src);
        instance.attachMedia(video);
        player = instance;
      })
      .catch(() => {
        if (cancelled) return;
        videoLog.streamFailed('hls_unavailable');
        setFailed(true);
      });
    return () => {
      cancelled = true;
      player?.destroy();
      stopNoting?.();
    };
  }, [src, hls, videoLog, intents]);

  // An error pauses it and turns off loop and autoplay (A§4.13).
  useEffect(() => {
    if (!failed) return;
    intents.will('pause');
    videoRef.current?.pause();
    setAutoplay(false);
  }, [failed, intents]);

  useEffect(() => {
    autoplayRef.current = autoplay;
    videoController.refresh();
  }, [autoplay]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return videoController.register({
      element: video,
      inViewer,
      autoplay: () => autoplayRef.current,
      paused: () => video.paused,
      play: own.play,
      pause: own.pause,
    });
  }, [inViewer, sdUrl, own]);

  useEffect(() => {
    const subscriptions = [bus.on('post-form:opened').subscribe(own.pause)];
    if (!inViewer) subscriptions.push(bus.on('peepr:opened').subscribe(own.pause));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [inViewer, own]);

  /** Chromium toggles a focused `<video controls>` on the Space key's keyup, not on its keydown. */
  const spaceTakeOver = useRef(false);
  // The first click, touch or key ends autoplay and unmutes; the video keeps playing rather than taking the
  // click as the native play/pause toggle.
  const takeOver = (event: { preventDefault(): void }): boolean => {
    const video = videoRef.current;
    if (!autoplay || !video) return false;
    event.preventDefault();
    endAutoplay();
    // On the person's behalf: their play, as the log has it.
    video.play().catch(() => undefined);
    return true;
  };
  // Unmuting with the native control also ends autoplay.
  const onVolumeChange = () => {
    if (autoplay && videoRef.current && !videoRef.current.muted) setAutoplay(false);
  };

  const toggleHd = () => {
    const video = videoRef.current;
    if (!video || switching) return;
    resumeRef.current = { time: video.currentTime, play: !video.paused };
    videoLog.swap(!video.paused);
    setSwitching(true);
    swapTimer.current = setTimeout(() => {
      setHd((current) => !current);
      setSwitching(false);
    }, HD_TOGGLE_DELAY_MS);
  };
  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    if (Number.isFinite(video.duration)) setMediaDuration(video.duration);
    const resume = resumeRef.current;
    if (!resume) return;
    resumeRef.current = null;
    intents.will('seek');
    video.currentTime = resume.time;
    if (!resume.play) return;
    intents.will('play');
    video.play().catch(() => undefined);
  };

  const poster = safeUrl(content.poster);
  const duration = content.duration || mediaDuration;
  return (
    <div className="td-dash-video">
      <video
        ref={videoRef}
        className="td-dash-video__player"
        src={hls ? undefined : src}
        poster={poster ?? undefined}
        width={content.width || undefined}
        height={content.height || undefined}
        muted={autoplay}
        loop={!failed && shouldLoop(duration, content.livestream ?? false)}
        playsInline
        controls
        preload="metadata"
        aria-label="Video"
        onClick={takeOver}
        onTouchEnd={takeOver}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && takeOver(event)) spaceTakeOver.current = event.key === ' ';
        }}
        // Capture: the native toggle runs before a listener on the video itself would.
        onKeyUpCapture={(event) => {
          if (event.key !== ' ' || !spaceTakeOver.current) return;
          spaceTakeOver.current = false;
          event.preventDefault();
        }}
        onVolumeChange={onVolumeChange}
        onLoadedMetadata={onLoadedMetadata}
        onError={() => setFailed(true)}
      />
      {hdUrl && !failed && (
        <button
          type="button"
          className="td-dash-video__hd"
          aria-pressed={hd}
          aria-label="HD"
          title={hd ? 'Switch to SD' : 'Switch to HD'}
          aria-disabled={switching || undefined}
          onClick={toggleHd}
        >
          HD
        </button>
      )}
      {failed && (
        <p className="td-dash-video__error" role="status">
          This video can’t be played.
        </p>
      )}
    </div>
  );
}
