import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { bus, type PostContent } from '@tumbledash/shared';
import { SafeHtml } from './safe-html';
import { safeUrl } from './urls';
import { DEFAULT_VOLUME, isHlsUrl, shouldLoop } from './video-policy';

type VideoPost = Extract<PostContent, { type: 'video' }>;

interface VideoContentProps {
  content: VideoPost;
  /** Inside the blog viewer: keeps playing when the viewer opens. */
  inViewer: boolean;
}

/**
 * Native video (A§4.13, simple form): starts muted on autoplay, the first click or touch unmutes it and ends
 * autoplay; pauses when the post form or the viewer opens and (autoplay only) when it leaves the viewport.
 */
export function VideoContent({ content, inViewer }: VideoContentProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const src = safeUrl(content.url);
  const hls = src !== null && isHlsUrl(src);
  const [autoplay, setAutoplay] = useState(true);
  const [failed, setFailed] = useState(false);

  // HLS where the browser cannot play it itself; hls.js is only downloaded for such posts.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src || !hls) return;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let cancelled = false;
    let player: { destroy(): void } | null = null;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const instance = new Hls();
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        instance.loadSource(src);
        instance.attachMedia(video);
        player = instance;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [src, hls]);

  // An error pauses it and turns off loop and autoplay (A§4.13).
  useEffect(() => {
    if (!failed) return;
    videoRef.current?.pause();
    setAutoplay(false);
  }, [failed]);

  useEffect(() => {
    const pause = () => videoRef.current?.pause();
    const subscriptions = [bus.on('post-form:opened').subscribe(pause)];
    if (!inViewer) subscriptions.push(bus.on('peepr:opened').subscribe(pause));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [inViewer]);

  // Autoplay plays while the whole player is in view and pauses once it leaves the viewport.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoplay || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= 0.99) video.play().catch(() => undefined);
        else if (!entry.isIntersecting) video.pause();
      },
      { threshold: [0, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [autoplay, failed]);

  // The first click or touch ends autoplay and unmutes; the video keeps playing rather than taking the
  // click as the native play/pause toggle.
  const takeOver = (event: MouseEvent<HTMLVideoElement>) => {
    const video = videoRef.current;
    if (!autoplay || !video) return;
    event.preventDefault();
    setAutoplay(false);
    video.muted = false;
    video.volume = DEFAULT_VOLUME;
    video.play().catch(() => undefined);
  };
  // Unmuting with the native control also ends autoplay.
  const onVolumeChange = () => {
    if (autoplay && videoRef.current && !videoRef.current.muted) setAutoplay(false);
  };

  if (!src) {
    return (
      <>
        {content.embedCode && <SafeHtml html={content.embedCode} className="td-dash-video__embed" />}
        <SafeHtml html={content.caption} />
      </>
    );
  }
  const poster = safeUrl(content.poster);
  return (
    <>
      <div className="td-dash-video">
        <video
          ref={videoRef}
          className="td-dash-video__player"
          src={hls ? undefined : src}
          poster={poster ?? undefined}
          width={content.width || undefined}
          height={content.height || undefined}
          muted={autoplay}
          loop={!failed && shouldLoop(content.duration)}
          playsInline
          controls
          preload="metadata"
          aria-label="Video"
          onClick={takeOver}
          onVolumeChange={onVolumeChange}
          onError={() => setFailed(true)}
        />
        {failed && (
          <p className="td-dash-video__error" role="status">
            This video can’t be played.
          </p>
        )}
      </div>
      <SafeHtml html={content.caption} />
    </>
  );
}
