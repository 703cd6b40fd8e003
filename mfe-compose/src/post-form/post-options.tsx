import { useId } from 'react';
import type { EditorType } from '@tumbledash/shared';
import { UrlField } from './fields/url-field';
import { cleanSlug } from './tags';

const EDITOR_LABELS: Record<EditorType, string> = { rich: 'Rich text', html: 'HTML', markdown: 'Markdown' };

export interface PostOptionsProps {
  /** null: no Custom URL field (a submission's URL is the receiving blog's to choose). */
  customUrl: string | null;
  sourceUrl: string;
  editorType: EditorType;
  onCustomUrl: (slug: string) => void;
  onSourceUrl: (url: string) => void;
  onEditorType: (editorType: EditorType) => void;
}

/** Custom URL, content source and text editor. */
export function PostOptions({ customUrl, sourceUrl, editorType, onCustomUrl, onSourceUrl, onEditorType }: PostOptionsProps) {
  const slugId = useId();
  const editorId = useId();
  return (
    <details className="td-compose-options">
      <summary className="td-compose-options__summary">Post options</summary>
      <div className="td-compose-options__grid">
        {customUrl !== null && (
          <>
            <label htmlFor={slugId} className="td-compose-label">
              Custom URL
            </label>
            <input id={slugId} className="td-compose-input" placeholder="my-post" value={customUrl} onChange={(event) => onCustomUrl(cleanSlug(event.target.value))} />
          </>
        )}
        <UrlField label="Content source" value={sourceUrl} onChange={onSourceUrl} />
        <label htmlFor={editorId} className="td-compose-label">
          Text editor
        </label>
        <select id={editorId} className="td-compose-input" value={editorType} onChange={(event) => onEditorType(event.target.value as EditorType)}>
          {(Object.keys(EDITOR_LABELS) as EditorType[]).map((type) => (
            <option key={type} value={type}>
              {EDITOR_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
    </details>
  );
}
