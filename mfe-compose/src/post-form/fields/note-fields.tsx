import { useRef } from 'react';
import { Editor } from '../../editor/editor';
import { CaptionEditor } from './caption-editor';
import type { FieldProps } from './field-props';

/** An answer to an ask (A§3.4: ask, answer, caption): the question stays as asked; answer and caption are edited. */
export function NoteFields({ slots, onChange, editorType, limits, pending }: FieldProps<'note'>) {
  // Both editors report after an image upload finishes; each must add to what the other just wrote.
  const latest = useRef(slots);
  latest.current = slots;
  const change = (patch: Partial<typeof slots>) => {
    latest.current = { ...latest.current, ...patch };
    onChange(latest.current);
  };
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
        onChange={(answer) => change({ answer })}
      />
      <CaptionEditor value={slots.caption} editorType={editorType} limits={limits} pending={pending} onChange={(caption) => change({ caption })} />
    </>
  );
}
