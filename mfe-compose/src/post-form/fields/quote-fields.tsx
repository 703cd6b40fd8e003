import { Editor } from '../../editor/editor';
import type { FieldProps } from './field-props';

export function QuoteFields({ slots, onChange, editorType }: FieldProps<'quote'>) {
  return (
    <>
      <div className="td-compose-quote">
        <Editor label="Quote" placeholder={'\u201cQuote\u201d'} plainText value={slots.quote} editorType={editorType} autoFocus onChange={(quote) => onChange({ ...slots, quote })} />
      </div>
      <Editor label="Source" placeholder={'\u2014 Source'} plainText value={slots.source} editorType={editorType} onChange={(source) => onChange({ ...slots, source })} />
    </>
  );
}
