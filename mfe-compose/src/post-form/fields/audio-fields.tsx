import { useRef } from 'react';
import type { UploadedMedia } from '../../compose/api-types';
import { MediaUpload } from '../../uploads/media-upload';
import { CaptionEditor } from './caption-editor';
import type { FieldProps } from './field-props';
import { SourceSwitch } from './source-switch';
import { fillKeepingEdits } from './fill-keeping-edits';
import { NO_TRACK_SLOTS, trackSlotsOf, type TrackSlots } from './track-tags';
import { UrlField } from './url-field';

/**
 * Audio by link or by upload; the source can be switched only while the post is new (A§4.2). An uploaded file's
 * own tags (read by the server) fill Track, Artist, Album and the album art, which the person may change.
 */
export function AudioFields({ slots, onChange, editorType, mode, limits, pending }: FieldProps<'audio'>) {
  // What the last file's tags said: a field still showing it is the file's, not the person's.
  const filled = useRef<TrackSlots>(NO_TRACK_SLOTS);
  const uploaded = (file: UploadedMedia) => {
    const tags = trackSlotsOf(file);
    const track = fillKeepingEdits(slots, filled.current, tags);
    filled.current = tags;
    onChange({ ...slots, ...track, preuploadUrl: file.url, preuploadKey: file.key });
  };

  return (
    <>
      {mode === 'new' && (
        <SourceSwitch
          legend="Audio source"
          value={slots.service}
          options={[
            { value: 'url', label: 'Link to audio' },
            { value: 'upload', label: 'Upload a file' },
          ]}
          onChange={(service) => onChange({ ...slots, service })}
        />
      )}
      {slots.service === 'url' ? (
        <UrlField label="Audio URL" placeholder="https://example.com/song.mp3" value={slots.url} autoFocus onChange={(url) => onChange({ ...slots, url })} />
      ) : (
        <MediaUpload
          kind="audio"
          maxBytes={limits.audio_upload_max_bytes}
          uploadedUrl={slots.preuploadUrl}
          confirmTos={slots.confirmTos}
          onUploaded={uploaded}
          onConfirmChange={(confirmTos) => onChange({ ...slots, confirmTos })}
          onActiveChange={pending.uploads}
        />
      )}
      <div className="td-compose-track">
        {slots.albumArt && (
          <div className="td-compose-track__art">
            <img src={slots.albumArt} alt="Album art" width={64} height={64} />
            <button type="button" className="td-compose-link-button" onClick={() => onChange({ ...slots, albumArt: '' })}>
              Remove album art
            </button>
          </div>
        )}
        <input className="td-compose-input" aria-label="Track title" placeholder="Track" value={slots.trackTitle} onChange={(event) => onChange({ ...slots, trackTitle: event.target.value })} />
        <input className="td-compose-input" aria-label="Artist" placeholder="Artist" value={slots.trackArtist} onChange={(event) => onChange({ ...slots, trackArtist: event.target.value })} />
        <input className="td-compose-input" aria-label="Album" placeholder="Album" value={slots.trackAlbum} onChange={(event) => onChange({ ...slots, trackAlbum: event.target.value })} />
      </div>
      <CaptionEditor value={slots.caption} editorType={editorType} limits={limits} pending={pending} onChange={(caption) => onChange({ ...slots, caption })} />
    </>
  );
}
