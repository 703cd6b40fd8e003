import type { EditorType } from '@tumbledash/shared';
import { RichEditor } from './rich-editor';
import { SourceEditor } from './source-editor';
import './editor.css';

export interface EditorProps {
  /** Accessible name of the text field. */
  label: string;
  /** HTML (rich, html) or Markdown source (markdown). */
  value: string;
  onChange: (value: string) => void;
  editorType: EditorType;
  /** The plain-text editor: paragraphs and line breaks only (A§5.4). */
  plainText?: boolean;
  placeholder?: string;
  /** Offer GIF search and image insertion. */
  media?: boolean;
  /** +1 / -1 as images start and finish uploading into this editor. */
  onPendingImages?: (delta: number) => void;
  maxImageBytes?: number;
  /** The field the form focuses when it opens. */
  autoFocus?: boolean;
}

/** A text slot of the post form in the form's editor type (A§4.1 format codes 0, 1, 2). */
export function Editor(props: EditorProps) {
  return props.editorType === 'rich' ? <RichEditor {...props} /> : <SourceEditor {...props} />;
}
