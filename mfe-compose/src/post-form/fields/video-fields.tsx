import { useId } from 'react';
import { framesAPlayer } from '../../embeds/embed-parser';
import { useEmbedCheck } from '../../embeds/use-embed-check';
import { MediaUpload } from '../../uploads/media-upload';
import { CaptionEditor } from './caption-editor';
import type { FieldProps } from './field-props';
import { SourceSwitch } from './source-switch';
import { POST_MESSAGES } from '../validate-post';

/** A video by URL or embed code (checked as it is pasted), or by upload with the permission agreement. */
export function VideoFields({ slots, onChange, editorType, limits, pending }: FieldProps<'video'>) {
  const embedId = useId();
  const statusId = useId();
  const status = useEmbedCheck(slots.source === 'embed' ? slots.embedCode : '', slots.video !== null, (input, video) => {
    if (input === slots.embedCode) onChange({ ...slots, video });
  });
  // An unknown service's code is kept only when it frames a player a post may show.
  const refused = slots.video?.unsupported === true && !framesAPlayer(slots.video.embed_code);

  return (
    <>
      <SourceSwitch
        legend="Video source"
        value={slots.source}
        options={[
          { value: 'embed', label: 'URL or embed code' },
          { value: 'upload', label: 'Upload a video' },
        ]}
        onChange={(source) => onChange({ ...slots, source })}
      />
      {slots.source === 'embed' ? (
        <>
          <label htmlFor={embedId} className="td-compose-label">
            Video URL or embed code
          </label>
          <textarea
            id={embedId}
            className="td-compose-textarea"
            rows={3}
            placeholder="https://www.youtube.com/watch?v=…"
            value={slots.embedCode}
            aria-describedby={statusId}
            aria-invalid={status.kind === 'failed' || refused}
            data-compose-autofocus
            onChange={(event) => onChange({ ...slots, embedCode: event.target.value, video: null })}
          />
          <div id={statusId} role="status" className="td-compose-embed-status">
            {status.kind === 'checking' && <span className="td-compose-help">Checking the video…</span>}
            {status.kind === 'failed' && <span className="td-compose-error-text">{status.error}</span>}
            {refused && <span className="td-compose-error-text">{POST_MESSAGES.directEmbedMissing}</span>}
          </div>
          {slots.video && !refused && (
            <figure className="td-compose-embed-preview">
              {slots.video.thumbnail ? <img src={slots.video.thumbnail} alt="Video preview" /> : <span className="td-compose-help">{slots.video.url}</span>}
              {slots.video.unsupported && <figcaption className="td-compose-help">This site's player will be embedded as it is.</figcaption>}
            </figure>
          )}
        </>
      ) : (
        <MediaUpload
          kind="video"
          maxBytes={limits.video_upload_max_bytes}
          uploadedUrl={slots.preuploadUrl}
          uploadedPoster={slots.preuploadPoster}
          confirmTos={slots.confirmTos}
          onUploaded={(file) => onChange({ ...slots, preuploadUrl: file.url, preuploadKey: file.key, preuploadPoster: file.poster ?? '' })}
          onConfirmChange={(confirmTos) => onChange({ ...slots, confirmTos })}
          onActiveChange={pending.uploads}
        />
      )}
      <CaptionEditor value={slots.caption} editorType={editorType} limits={limits} pending={pending} onChange={(caption) => onChange({ ...slots, caption })} />
    </>
  );
}
