import type { EditorType } from '@tumbledash/shared';

/** What every editor of a text slot takes; its own file so editor.tsx and the editors it picks import it without importing each other. */
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
