import { RichEditor } from './rich-editor';
import { SourceEditor } from './source-editor';
import type { EditorProps } from './editor-props';
import './editor.css';

/** A text slot of the post form in the form's editor type (A§4.1 format codes 0, 1, 2). */
export function Editor(props: EditorProps) {
  return props.editorType === 'rich' ? <RichEditor {...props} /> : <SourceEditor {...props} />;
}
