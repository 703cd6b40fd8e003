import { useEffect, useId, useRef } from 'react';
import type { OpenGraphData } from '../../compose/api-types';
import { Editor } from '../../editor/editor';
import type { SlotsOf } from '../post-model';
import { POST_MESSAGES } from '../validate-post';
import type { FieldProps } from './field-props';
import { UrlField } from './url-field';
import { useOpenGraph } from './use-open-graph';

type Filled = Pick<SlotsOf<'link'>, 'title' | 'excerpt' | 'thumbnail' | 'author'>;

/** A link post: the page's title, excerpt, author and image come from its OpenGraph data. */
export function LinkFields({ slots, onChange, editorType, limits, pending }: FieldProps<'link'>) {
  const statusId = useId();
  const latest = useRef(slots);
  latest.current = slots;
  // What the last OpenGraph read put in; the person's own words are never overwritten.
  const filled = useRef<Filled>({ title: '', excerpt: '', thumbnail: '', author: '' });

  const fill = (data: OpenGraphData) => {
    const current = latest.current;
    const pick = (field: keyof Filled, value: string) => (current[field] === '' || current[field] === filled.current[field] ? value : current[field]);
    const next: Filled = {
      title: pick('title', data.title),
      excerpt: pick('excerpt', data.description),
      thumbnail: pick('thumbnail', data.image),
      author: pick('author', data.author),
    };
    filled.current = next;
    onChange({ ...current, ...next });
  };

  const { loading, error } = useOpenGraph(slots.url, fill);
  useEffect(() => pending.openGraph(loading), [loading, pending]);

  const text = (field: 'title' | 'excerpt' | 'author', label: string) => (
    <input className="td-compose-input" aria-label={label} placeholder={label} value={slots[field]} onChange={(event) => onChange({ ...slots, [field]: event.target.value })} />
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
