import { useEffect, useId, useRef } from 'react';
import type { OpenGraphData } from '../../compose/api-types';
import { Editor } from '../../editor/editor';
import { POST_MESSAGES } from '../validate-post';
import type { FieldProps } from './field-props';
import { fillKeepingEdits } from './fill-keeping-edits';
import { NO_PREVIEW_SLOTS, previewSlotsOf, type LinkPreviewSlots } from './link-preview';
import { UrlField } from './url-field';
import { useOpenGraph } from './use-open-graph';

/** A link post: the page's title, excerpt, author and image come from its OpenGraph data. */
export function LinkFields({ slots, onChange, editorType, limits, pending }: FieldProps<'link'>) {
  const statusId = useId();
  const latest = useRef(slots);
  latest.current = slots;
  // What the last preview itself said: a field still showing it is the page's, not the person's.
  const filled = useRef<LinkPreviewSlots>(NO_PREVIEW_SLOTS);

  const fill = (data: OpenGraphData) => {
    const preview = previewSlotsOf(data);
    const next = fillKeepingEdits(latest.current, filled.current, preview);
    filled.current = preview;
    onChange({ ...latest.current, ...next });
  };

  const { loading, error } = useOpenGraph(slots.url, fill);
  useEffect(() => pending.openGraph(loading), [loading, pending]);

  const fieldId = useId();
  // Labelled on screen like the URL above: the placeholder goes once the page's details fill the field.
  const text = (field: 'title' | 'excerpt' | 'author', label: string) => (
    <>
      <label htmlFor={`${fieldId}-${field}`} className="td-compose-label">
        {label}
      </label>
      <input id={`${fieldId}-${field}`} className="td-compose-input" value={slots[field]} onChange={(event) => onChange({ ...slots, [field]: event.target.value })} />
    </>
  );

  return (
    <>
      <UrlField label="URL" className="td-compose-link-url" value={slots.url} describedBy={statusId} autoFocus onChange={(url) => onChange({ ...slots, url })} />
      <p id={statusId} role="status" className="td-compose-help">
        {loading ? POST_MESSAGES.loadingOpenGraph : error ? `${error} Fill in the details below yourself.` : ''}
      </p>
      <div className="td-compose-link-card">
        {slots.thumbnail && (
          <div className="td-compose-link-card__thumb">
            <img src={slots.thumbnail} alt="" />
            <button type="button" className="td-compose-link-button" onClick={() => onChange({ ...slots, thumbnail: '' })}>
              Remove image
            </button>
          </div>
        )}
        {text('title', 'Title')}
        {text('excerpt', 'Excerpt')}
        {text('author', 'Author')}
      </div>
      <Editor
        label="Description"
        placeholder="Add a description, if you like"
        value={slots.caption}
        editorType={editorType}
        media
        maxImageBytes={limits.image_upload_max_bytes}
        onPendingImages={pending.images}
        onChange={(caption) => onChange({ ...latest.current, caption })}
      />
    </>
  );
}
