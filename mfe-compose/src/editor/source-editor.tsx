import { useRef, useState, type KeyboardEvent } from 'react';
import type { GifMedia } from '../compose/api-types';
import { GifSearchPopover } from '../gif-search/gif-search-popover';
import { gifHtml } from '../gif-search/gif-html';
import { UploadList } from '../uploads/upload-list';
import { EditorToolbar } from './editor-toolbar';
import { markdownToHtml } from './markdown';
import { sanitizeContent } from './paste-filter';
import { shortcutFor } from './shortcuts';
import { useInlineImages } from './use-inline-images';
import { useUndoHistory } from './use-undo-history';
import type { EditorProps } from './editor-props';

/** The HTML (format 1) and Markdown (format 2) editors: the source in a text area. */
export function SourceEditor({
  label,
  value,
  onChange,
  editorType,
  placeholder,
  media = false,
  onPendingImages,
  maxImageBytes,
  autoFocus = false,
}: EditorProps) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const [gifAnchor, setGifAnchor] = useState<HTMLElement | null>(null);
  const [preview, setPreview] = useState(false);
  // Uploads and GIFs insert after a wait: into the text as it is then, through the latest onChange.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const history = useUndoHistory(value, (next) => latest.current.onChange(next));

  const change = (next: string) => {
    latest.current.value = next;
    history.record(next);
    latest.current.onChange(next);
  };

  /** Puts `html` where the cursor is (Markdown allows inline HTML). */
  const insert = (html: string) => {
    const current = latest.current.value;
    const area = areaRef.current;
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    change(`${current.slice(0, start)}${html}${current.slice(end)}`);
  };

  const images = useInlineImages({ maxBytes: maxImageBytes ?? Infinity, onPending: onPendingImages, insert });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const command = shortcutFor(event);
    if (command === 'undo' || command === 'redo') {
      event.preventDefault();
      if (command === 'undo') history.undo();
      else history.redo();
    }
  };

  const chooseGif = (item: GifMedia) => {
    setGifAnchor(null);
    insert(gifHtml(item));
    areaRef.current?.focus();
  };

  const markdown = editorType === 'markdown';
  return (
    <div className={`td-compose-editor td-compose-editor--${editorType}`}>
      {(media || markdown) && (
        <div className="td-compose-editor__bar">
          {media && <EditorToolbar label={label} formatting={false} media onCommand={() => undefined} onGif={setGifAnchor} onImages={images.insertFiles} />}
          {markdown && (
            <button type="button" className="td-compose-toolbar__button td-compose-editor__preview-toggle" aria-pressed={preview} onClick={() => setPreview(!preview)}>
              Preview
            </button>
          )}
        </div>
      )}
      {preview && markdown ? (
        <div
          className="td-compose-editor__preview td-compose-content"
          aria-label={`${label} preview`}
          role="region"
          dangerouslySetInnerHTML={{ __html: sanitizeContent(markdownToHtml(value)) }}
        />
      ) : (
        <textarea
          ref={areaRef}
          aria-label={label}
          className="td-compose-editor__source"
          value={value}
          placeholder={placeholder}
          data-compose-autofocus={autoFocus || undefined}
          spellCheck={markdown}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
      )}
      <UploadList items={images.items} label={`Images for ${label}`} onCancel={images.cancel} onRemove={images.remove} />
      {gifAnchor && <GifSearchPopover anchor={gifAnchor} onChoose={chooseGif} onClose={() => setGifAnchor(null)} />}
    </div>
  );
}
