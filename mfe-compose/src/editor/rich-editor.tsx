import { useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import type { GifMedia } from '../compose/api-types';
import { GifSearchPopover } from '../gif-search/gif-search-popover';
import { gifHtml } from '../gif-search/gif-html';
import { UploadList } from '../uploads/upload-list';
import { EditorSurface, EDITOR_WARNINGS } from './editor-surface';
import { EditorToolbar } from './editor-toolbar';
import { runFormatCommand, runLinkCommand, preferParagraphsForNewLines, type FormatCommand } from './format-commands';
import { escapeHtml, isBlankHtml, textToHtml } from './html-text';
import { LinkBox } from './link-box';
import { filterPaste, sanitizeContent } from './paste-filter';
import { shortcutFor } from './shortcuts';
import { curlyQuote } from './smart-quotes';
import { useInlineImages } from './use-inline-images';
import { useUndoHistory } from './use-undo-history';
import type { EditorProps } from './editor-props';

type OpenPopover = { kind: 'link' | 'gif'; anchor: HTMLElement } | null;

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
}

/** The rich (contenteditable) editor, format code 0 (A§4.1, A§5.4). */
export function RichEditor({
  label,
  value,
  onChange,
  plainText = false,
  placeholder,
  media = false,
  onPendingImages,
  maxImageBytes,
  autoFocus = false,
}: EditorProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<EditorSurface | null>(null);
  // The value the DOM shows now; anything else arriving in `value` came from outside.
  const shown = useRef<string | null>(null);
  const [popover, setPopover] = useState<OpenPopover>(null);
  // Uploads and GIFs insert after a wait: they must report through the latest onChange, whose field
  // knows what else the person typed meanwhile.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const show = (next: string) => {
    const element = elementRef.current;
    if (!element) return;
    element.innerHTML = sanitizeContent(next, plainText);
    shown.current = next;
  };

  const history = useUndoHistory(value, (next) => {
    show(next);
    onChangeRef.current(next);
  });

  useLayoutEffect(() => {
    surfaceRef.current = new EditorSurface(elementRef.current);
  }, []);

  useLayoutEffect(() => {
    if (value !== shown.current) show(value);
    // `show` only reads refs and the plainText prop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, plainText]);

  const emit = () => {
    const element = elementRef.current;
    if (!element) return;
    const html = isBlankHtml(element.innerHTML) ? '' : element.innerHTML;
    shown.current = html;
    history.record(html);
    onChangeRef.current(html);
  };

  const insert = (html: string) => {
    const surface = surfaceRef.current;
    if (!surface) return;
    try {
      surface.insertHtml(html);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(message);
      if (message !== EDITOR_WARNINGS.noSelection) return;
      // The editor never had a cursor: add at the end rather than lose it.
      surface.rememberEnd();
      surface.insertHtml(html);
    }
    emit();
  };

  const images = useInlineImages({ maxBytes: maxImageBytes ?? Infinity, onPending: onPendingImages, insert });

  const openPopover = (kind: 'link' | 'gif', anchor: HTMLElement) => {
    surfaceRef.current?.saveSelection();
    setPopover({ kind, anchor });
  };

  const closePopover = () => {
    setPopover(null);
    surfaceRef.current?.restoreSelection();
  };

  const runCommand = (command: FormatCommand | 'link', anchor: HTMLElement) => {
    if (command === 'link') {
      openPopover('link', anchor);
      return;
    }
    elementRef.current?.focus();
    runFormatCommand(command);
    emit();
  };

  const addLink = (url: string) => {
    const surface = surfaceRef.current;
    setPopover(null);
    if (!surface?.restoreSelection()) return;
    if (surface.hasSelectedText()) runLinkCommand(url);
    else insert(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    emit();
  };

  const chooseGif = (item: GifMedia) => {
    setPopover(null);
    surfaceRef.current?.restoreSelection();
    insert(gifHtml(item));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = shortcutFor(event);
    if (command) {
      event.preventDefault();
      if (command === 'undo') history.undo();
      else if (command === 'redo') history.redo();
      else if (!plainText) runCommand(command, event.currentTarget);
      return;
    }
    if ((event.key === "'" || event.key === '"') && !event.metaKey && !event.ctrlKey && !event.altKey) {
      const surface = surfaceRef.current;
      if (!surface) return;
      event.preventDefault();
      try {
        surface.insertText(curlyQuote(event.key, surface.textBeforeCursor()));
        emit();
      } catch (error) {
        console.warn(error instanceof Error ? error.message : error);
      }
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const files = imageFiles(event.clipboardData.files);
    if (files.length > 0) {
      if (media && !plainText) images.insertFiles(files);
      return;
    }
    const html = event.clipboardData.getData('text/html');
    const clean = html ? filterPaste(html, plainText) : textToHtml(event.clipboardData.getData('text/plain'));
    if (clean) insert(clean);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const files = imageFiles(event.dataTransfer.files);
    if (files.length === 0) return;
    event.preventDefault();
    if (media && !plainText) images.insertFiles(files);
  };

  return (
    <div className={`td-compose-editor td-compose-editor--rich${plainText ? ' td-compose-editor--plain' : ''}`}>
      {(!plainText || media) && (
        <EditorToolbar
          label={label}
          formatting={!plainText}
          media={media}
          onCommand={runCommand}
          onGif={(anchor) => openPopover('gif', anchor)}
          onImages={images.insertFiles}
        />
      )}
      <div
        ref={elementRef}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        className="td-compose-editor__surface"
        data-placeholder={placeholder}
        data-compose-autofocus={autoFocus || undefined}
        onInput={emit}
        onFocus={preferParagraphsForNewLines}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={onDrop}
        onBlur={() => surfaceRef.current?.saveSelection()}
      />
      <UploadList items={images.items} label={`Images for ${label}`} onCancel={images.cancel} onRemove={images.remove} />
      {popover?.kind === 'link' && <LinkBox anchor={popover.anchor} onSubmit={addLink} onClose={closePopover} />}
      {popover?.kind === 'gif' && <GifSearchPopover anchor={popover.anchor} onChoose={chooseGif} onClose={closePopover} />}
    </div>
  );
}
