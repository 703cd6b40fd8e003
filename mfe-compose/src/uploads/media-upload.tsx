import { useEffect, useId } from 'react';
import type { UploadedMedia } from '../compose/api-types';
import { FileDropZone } from './file-drop-zone';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';

export interface MediaUploadProps {
  kind: 'audio' | 'video';
  maxBytes: number;
  /** URL of the file already uploaded, if any. */
  uploadedUrl: string;
  /** A video's poster frame, shown until it plays. */
  uploadedPoster?: string;
  confirmTos: boolean;
  onUploaded: (file: UploadedMedia) => void;
  onConfirmChange: (confirmed: boolean) => void;
  onActiveChange: (count: number) => void;
}

/** An audio or video pre-upload, with the permission agreement it needs (A§5.1). */
export function MediaUpload({ kind, maxBytes, uploadedUrl, uploadedPoster, confirmTos, onUploaded, onConfirmChange, onActiveChange }: MediaUploadProps) {
  const uploads = useUploads({ kind, maxBytes, onUploaded });
  const agreementId = useId();

  useEffect(() => onActiveChange(uploads.active), [uploads.active, onActiveChange]);

  return (
    <div className="td-compose-media-upload">
      <FileDropZone
        buttonLabel={uploadedUrl ? `Replace the ${kind} file` : `Choose ${kind === 'audio' ? 'an audio' : 'a video'} file`}
        accept={`${kind}/*`}
        disabled={uploads.active > 0}
        onFiles={uploads.add}
        autoFocus
      >
        <p className="td-compose-help">or drop it here</p>
      </FileDropZone>
      <UploadList items={uploads.items} label="Uploads" onCancel={uploads.cancel} onRemove={uploads.remove} />
      {uploadedUrl && (
        <p className="td-compose-media-upload__done">
          {kind === 'audio' ? <audio controls src={uploadedUrl} /> : <video controls src={uploadedUrl} poster={uploadedPoster || undefined} preload="metadata" width={300} />}
        </p>
      )}
      <label className="td-compose-checkbox" htmlFor={agreementId}>
        <input id={agreementId} type="checkbox" checked={confirmTos} onChange={(event) => onConfirmChange(event.target.checked)} />I have permission to share this file.
      </label>
    </div>
  );
}
