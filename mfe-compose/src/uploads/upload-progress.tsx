import type { UploadItem } from './upload-machine';
import { isActive } from './upload-machine';

export interface UploadProgressProps {
  item: UploadItem;
  onCancel: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One upload: its name, a progress bar from the bytes sent, and Cancel; or what went wrong. */
export function UploadProgress({ item, onCancel, onRemove }: UploadProgressProps) {
  const percent = item.bytesTotal > 0 ? Math.round((item.bytesLoaded / item.bytesTotal) * 100) : 0;
  const active = isActive(item);
  return (
    <li className={`td-compose-upload td-compose-upload--${item.status}`}>
      <span className="td-compose-upload__name">{item.name}</span>
      {active ? (
        <>
          <span
            role="progressbar"
            aria-label={`Uploading ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={item.status === 'uploading' ? `${percent}%` : 'Waiting'}
            className="td-compose-upload__bar"
          >
            <span className="td-compose-upload__fill" style={{ width: `${percent}%` }} />
          </span>
          <button type="button" className="td-compose-link-button" onClick={() => onCancel(item.id)}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <span role="alert" className="td-compose-error-text td-compose-upload__error">
            {item.error}
          </span>
          <button type="button" className="td-compose-link-button" aria-label={`Dismiss ${item.name}`} onClick={() => onRemove(item.id)}>
            Dismiss
          </button>
        </>
      )}
    </li>
  );
}
