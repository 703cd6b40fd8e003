import { Editor } from '../../editor/editor';
import type { FieldProps } from './field-props';

/** An answer to an ask: the question stays as asked; the answer is edited. */
export function NoteFields({ slots, onChange, editorType, limits, pending }: FieldProps<'note'>) {
  return (
    <>
      <figure className="td-compose-ask">
        <figcaption className="td-compose-ask__label">Question</figcaption>
        <blockquote className="td-compose-ask__text">{slots.ask}</blockquote>
      </figure>
      <Editor
        label="Answer"
        placeholder="Your answer"
        value={slots.answer}
        editorType={editorType}
        media
        maxImageBytes={limits.image_upload_max_bytes}
        onPendingImages={pending.images}
        autoFocus
        onChange={(answer) => onChange({ ...slots, answer })}
      />
    </>
  );
}
