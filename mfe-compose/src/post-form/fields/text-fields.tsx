import { Editor } from '../../editor/editor';
import type { FieldProps } from './field-props';

export function TextFields({ slots, onChange, editorType, limits, pending }: FieldProps<'text'>) {
  return (
    <>
      <input
        className="td-compose-title"
        aria-label="Title"
        placeholder="Title"
        value={slots.title}
        data-compose-autofocus
        onChange={(event) => onChange({ ...slots, title: event.target.value })}
      />
      <Editor
        label="Post body"
        placeholder="Your text here"
        value={slots.body}
        editorType={editorType}
        media
        maxImageBytes={limits.image_upload_max_bytes}
        onPendingImages={pending.images}
        onChange={(body) => onChange({ ...slots, body })}
      />
    </>
  );
}
