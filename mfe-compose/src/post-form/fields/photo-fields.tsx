import { useEffect, useId, useRef, useState } from 'react';
import type { UploadedFile } from '../../compose/api-types';
import { FileDropZone } from '../../uploads/file-drop-zone';
import { invalidTypeMessage } from '../../uploads/upload-messages';
import { UploadList } from '../../uploads/upload-list';
import { useUploads } from '../../uploads/use-uploads';
import { CAPTION_MAX_LENGTH, cutCaption, defaultLayout, nextPhotoId, type PhotoSlot, type SlotsOf } from '../post-model';
import { isImageUrl } from '../urls';
import { CaptionEditor } from './caption-editor';
import type { FieldProps } from './field-props';
import { UrlField } from './url-field';

function withPhotos(slots: SlotsOf<'photo'>, photos: PhotoSlot[]): SlotsOf<'photo'> {
  return { ...slots, photos, layout: defaultLayout(photos.length) };
}

/** Photos by picker, drag and drop, paste or URL (at most 10), each with a caption; then the post's caption. */
export function PhotoFields({ slots, onChange, editorType, limits, pending }: FieldProps<'photo'>) {
  const [webUrl, setWebUrl] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const carouselId = useId();
  const carouselHelpId = useId();
  // Uploads finish one after another: always add to the newest photos.
  const latest = useRef(slots);
  latest.current = slots;
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const pickerRef = useRef<HTMLButtonElement>(null);
  const webUrlRef = useRef<HTMLInputElement>(null);
  // The place of the photo just removed: its Remove button went with it, so focus moves to a neighbour's.
  const removedIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const neighbour = slots.photos[index] ?? slots.photos[index - 1];
    const target = (neighbour && removeButtons.current.get(neighbour.id)) ?? pickerRef.current ?? webUrlRef.current;
    target?.focus();
  }, [slots.photos]);

  const addPhoto = (photo: Omit<PhotoSlot, 'id'>) => {
    const current = latest.current;
    const next = withPhotos(current, [...current.photos, { ...photo, id: nextPhotoId(current.photos) }]);
    latest.current = next;
    onChange(next);
  };

  const uploads = useUploads({
    kind: 'image',
    maxBytes: limits.image_upload_max_bytes,
    onUploaded: (file: UploadedFile) => addPhoto({ url: file.url, width: file.width, height: file.height, caption: '', external: false }),
  });

  useEffect(() => pending.uploads(uploads.active), [uploads.active, pending]);

  const room = Math.max(0, limits.max_photos - slots.photos.length - uploads.active);

  const addFiles = (files: File[]) => {
    const accepted = files.slice(0, room);
    setNotice(files.length > accepted.length ? `A post can have up to ${limits.max_photos} photos.` : null);
    uploads.add(accepted);
  };

  const addFromWeb = () => {
    const url = webUrl.trim();
    if (!url) return;
    if (!isImageUrl(url)) {
      setNotice(invalidTypeMessage('image'));
      return;
    }
    if (room === 0) {
      setNotice(`A post can have up to ${limits.max_photos} photos.`);
      return;
    }
    setNotice(null);
    addPhoto({ url, width: 0, height: 0, caption: '', external: true });
    setWebUrl('');
  };

  const move = (index: number, delta: number) => {
    const photos = [...slots.photos];
    const [photo] = photos.splice(index, 1);
    if (!photo) return;
    photos.splice(index + delta, 0, photo);
    onChange(withPhotos(slots, photos));
  };

  const remove = (index: number, id: string) => {
    removedIndex.current = index;
    onChange(withPhotos(slots, slots.photos.filter((item) => item.id !== id)));
  };

  const setCaption = (id: string, caption: string) =>
    onChange({ ...slots, photos: slots.photos.map((photo) => (photo.id === id ? { ...photo, caption: cutCaption(caption) } : photo)) });

  return (
    <>
      {slots.photos.length > 0 && (
        <ol className="td-compose-photos" aria-label="Photos">
          {slots.photos.map((photo, index) => (
            <li key={photo.id} className="td-compose-photo">
              <img className="td-compose-photo__image" src={photo.url} alt={photo.caption || `Photo ${index + 1}`} />
              <div className="td-compose-photo__controls">
                <input
                  className="td-compose-input"
                  aria-label={`Caption for photo ${index + 1}`}
                  placeholder="Photo caption"
                  maxLength={CAPTION_MAX_LENGTH}
                  value={photo.caption}
                  onChange={(event) => setCaption(photo.id, event.target.value)}
                />
                <div className="td-compose-photo__buttons">
                  <button type="button" className="td-compose-link-button" disabled={index === 0} aria-label={`Move photo ${index + 1} up`} onClick={() => move(index, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="td-compose-link-button"
                    disabled={index === slots.photos.length - 1}
                    aria-label={`Move photo ${index + 1} down`}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    ref={(button) => {
                      if (button) removeButtons.current.set(photo.id, button);
                      else removeButtons.current.delete(photo.id);
                    }}
                    type="button"
                    className="td-compose-link-button"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => remove(index, photo.id)}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {slots.photos.length > 1 && (
        <>
          <label className="td-compose-checkbox" htmlFor={carouselId}>
            <input
              id={carouselId}
              type="checkbox"
              aria-describedby={carouselHelpId}
              checked={slots.carouselDisplay}
              onChange={(event) => onChange({ ...slots, carouselDisplay: event.target.checked })}
            />
            Show as a carousel
          </label>
          <p id={carouselHelpId} className="td-compose-help">
            {slots.carouselDisplay ? 'The photos show one at a time.' : 'The photos show in rows, all at once.'}
          </p>
        </>
      )}
      <UploadList items={uploads.items} label="Uploads" onCancel={uploads.cancel} onRemove={uploads.remove} />
      {uploads.active > 1 && uploads.progress.total > 0 && (
        <p className="td-compose-help">
          Uploading {uploads.active} photos: {Math.round((uploads.progress.loaded / uploads.progress.total) * 100)}% in all
        </p>
      )}
      {uploads.active === 0 && uploads.items.length > 1 && (
        <button type="button" className="td-compose-link-button" onClick={uploads.clearFinished}>
          Dismiss all
        </button>
      )}
      {room > 0 && (
        <FileDropZone buttonLabel="Choose photos" accept="image/jpeg,image/png,image/gif,image/webp" multiple onFiles={addFiles} autoFocus buttonRef={pickerRef}>
          <p className="td-compose-help">Drag photos here or paste them. Up to {limits.max_photos}.</p>
          <div className="td-compose-inline-field">
            <UrlField ref={webUrlRef} label="Photo from the web" hideLabel placeholder="Or paste a photo URL" value={webUrl} onChange={setWebUrl} onEnter={addFromWeb} />
            <button type="button" className="td-ui-button td-ui-button--secondary" onClick={addFromWeb}>
              Add
            </button>
          </div>
        </FileDropZone>
      )}
      {notice && (
        <p role="alert" className="td-compose-error-text">
          {notice}
        </p>
      )}
      <CaptionEditor value={slots.caption} editorType={editorType} limits={limits} pending={pending} onChange={(caption) => onChange({ ...latest.current, caption })} />
      <UrlField label="Click-through link" value={slots.linkthrough} onChange={(linkthrough) => onChange({ ...slots, linkthrough })} />
    </>
  );
}
