import { useEffect, useRef, useState } from 'react';
import type { PostContent } from '@tumbledash/shared';
import { audioCoordinator } from './audio-coordinator';
import { SafeHtml } from './safe-html';
import { safeUrl } from './urls';

type AudioPost = Extract<PostContent, { type: 'audio' }>;

/** Native audio (A§3.12, A§4.14): one plays at a time; an error disables the player. */
export function AudioContent({ content }: { content: AudioPost }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const src = safeUrl(content.url);
  const [failed, setFailed] = useState(src === null);
  const albumArt = safeUrl(content.albumArt);
  const hasTags = Boolean(content.trackTitle || content.trackArtist);
  const title = content.trackTitle || 'Untitled track';

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || failed) return;
    return audioCoordinator.register(audio);
  }, [failed]);

  const start = () => {
    if (audioRef.current) audioCoordinator.started(audioRef.current);
  };

  return (
    <>
      <div className={failed ? 'td-dash-audio td-dash-audio--failed' : 'td-dash-audio'}>
        {albumArt && <img className="td-dash-audio__art" src={albumArt} alt="" width={85} height={85} loading="lazy" />}
        <div className="td-dash-audio__info">
          {/* Without track tags there is only the fallback title (A§3.12). */}
          <p className="td-dash-audio__track">{title}</p>
          {hasTags && content.trackArtist && <p className="td-dash-audio__artist">{content.trackArtist}</p>}
          {content.trackAlbum && <p className="td-dash-audio__album">{content.trackAlbum}</p>}
          {failed ? (
            <p className="td-dash-audio__error" role="status">
              <span className="td-dash-audio__error-icon" aria-hidden="true">
                ✕
              </span>{' '}
              This audio can’t be played.
            </p>
          ) : (
            <audio
              ref={audioRef}
              className="td-dash-audio__player"
              src={src ?? undefined}
              controls
              preload="none"
              aria-label={`${title}${content.trackArtist ? ` by ${content.trackArtist}` : ''}`}
              onPlay={start}
              onError={() => setFailed(true)}
            />
          )}
        </div>
      </div>
      <SafeHtml html={content.caption} />
    </>
  );
}
