import type { EditorType } from '@tumbledash/shared';
import type { FormLimits } from '../../compose/api-types';
import { Editor } from '../../editor/editor';
import type { PendingReporter } from './field-props';

export interface CaptionEditorProps {
  value: string;
  onChange: (caption: string) => void;
  editorType: EditorType;
  limits: FormLimits;
  pending: PendingReporter;
}

/** The optional rich caption under a post's media (photo, audio, video, answer), images allowed. */
export function CaptionEditor({ value, onChange, editorType, limits, pending }: CaptionEditorProps) {
  return (
    <Editor
      label="Caption"
      placeholder="Add a caption, if you like"
      value={value}
      editorType={editorType}
      media
      maxImageBytes={limits.image_upload_max_bytes}
      onPendingImages={pending.images}
      onChange={onChange}
    />
  );
}
