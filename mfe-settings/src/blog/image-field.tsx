import { useId, type ChangeEvent } from 'react';
import { api, type UploadedFile } from '@tumbledash/shared';
import { FieldError, fieldErrorId } from '../form/field-error';
import { useSave } from '../form/use-save';

export const UPLOADED = 'Uploaded. Save to keep it.';

async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  return (await api.post<UploadedFile>('/svc/post/upload_photo', body)).url;
}

/**
 * One of the blog's images: the chosen file is uploaded at once and its outcome is told under this field (and
 * describes it), so another image field keeps its own. A refused file is cleared from the field.
 */
export function ImageField({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const id = useId();
  const upload = useSave();
  const error = upload.state.status === 'error' ? upload.state.message : undefined;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const url = await upload.run(() => uploadImage(file), UPLOADED);
    if (url) onUploaded(url);
    else input.value = '';
  };

  return (
    <div className="td-settings__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : `${id}-status`}
        onChange={(e) => void pick(e)}
      />
      <p id={`${id}-status`} className="td-settings__status" role="status">
        {upload.state.status === 'saving' ? 'Uploading…' : upload.state.status === 'saved' ? upload.state.message : ''}
      </p>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
