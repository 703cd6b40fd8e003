import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ariaKeyShortcut, describeShortcut, SHORTCUT_LABELS } from './shortcuts';
import type { FormatCommand } from './format-commands';
import { toolbarTarget } from './toolbar-keys';

type ToolbarCommand = FormatCommand | 'link';

/** Drawn here: emoji glyphs are missing from many system fonts. */
const LINK_ICON = (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
    <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.8 2.8 0 014 4L11 8.5M9 11.5l-1.2 1.2a2.8 2.8 0 01-4-4L5 7.5" />
  </svg>
);

const IMAGE_ICON = (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
    <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
    <circle cx="5.5" cy="6" r="1.3" />
    <path d="M2 12l4-4 3 3 2-2 3.5 3.5" />
  </svg>
);

/** An icon, not the text "1.": the button's visible text would then not be part of its name (WCAG 2.5.3). */
const NUMBERED_LIST_ICON = (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
    <path d="M2.5 2.5h1v4M2.5 9.5h2l-2 3h2M7 4.5h7M7 11h7" />
  </svg>
);

const FORMAT_BUTTONS: { command: ToolbarCommand; label: string; glyph: ReactNode }[] = [
  { command: 'bold', label: 'Bold', glyph: 'B' },
  { command: 'italic', label: 'Italic', glyph: 'I' },
  { command: 'strikethrough', label: 'Strikethrough', glyph: 'S' },
  { command: 'headline', label: 'Headline', glyph: 'H' },
  { command: 'link', label: 'Link', glyph: LINK_ICON },
  { command: 'orderedList', label: 'Numbered list', glyph: NUMBERED_LIST_ICON },
  { command: 'unorderedList', label: 'Bulleted list', glyph: '\u2022' },
  { command: 'blockquote', label: 'Quote', glyph: '\u201d' },
];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export interface EditorToolbarProps {
  label: string;
  formatting: boolean;
  media: boolean;
  onCommand: (command: ToolbarCommand, button: HTMLButtonElement) => void;
  onGif: (button: HTMLButtonElement) => void;
  onImages: (files: File[]) => void;
}

/**
 * Format, GIF and image buttons. They keep the editor's selection: a mouse press never takes focus. One Tab
 * stop between the title and the text, arrows between the buttons (WAI-ARIA toolbar, roving tabindex); Tab
 * comes back to the button last used.
 */
export function EditorToolbar({ label, formatting, media, onCommand, onGif, onImages }: EditorToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(0);
  const mac = isMac();
  const count = (formatting ? FORMAT_BUTTONS.length : 0) + (media ? 2 : 0);
  let index = 0;
  /** The roving tabindex of the next button drawn: 0 for the current one only. */
  const stop = () => (index++ === Math.min(current, count - 1) ? 0 : -1);

  const buttons = (toolbar: HTMLElement) => Array.from(toolbar.querySelectorAll<HTMLButtonElement>(':scope > button'));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons(event.currentTarget);
    const at = all.findIndex((button) => button === event.target);
    const next = at < 0 ? null : toolbarTarget(event.key, at, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // React types a focus event's target as the element listening; here it is any button inside.
    const target: EventTarget = event.target;
    const at = buttons(event.currentTarget).findIndex((button) => button === target);
    if (at >= 0) setCurrent(at);
  };

  return (
    <div
      role="toolbar"
      aria-label={`${label} tools`}
      className="td-compose-toolbar"
      onMouseDown={(event) => event.preventDefault()}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {formatting &&
        FORMAT_BUTTONS.map(({ command, label: name, glyph }) => {
          const shortcut = describeShortcut(SHORTCUT_LABELS[command], mac);
          return (
            <button
              key={command}
              type="button"
              tabIndex={stop()}
              className={`td-compose-toolbar__button td-compose-toolbar__button--${command}`}
              aria-label={name}
              aria-keyshortcuts={ariaKeyShortcut(SHORTCUT_LABELS[command], mac)}
              title={`${name} (${shortcut})`}
              onClick={(event) => onCommand(command, event.currentTarget)}
            >
              <span aria-hidden="true">{glyph}</span>
            </button>
          );
        })}
      {media && (
        <>
          <button type="button" tabIndex={stop()} className="td-compose-toolbar__button td-compose-toolbar__button--gif" onClick={(event) => onGif(event.currentTarget)}>
            GIF
          </button>
          <button type="button" tabIndex={stop()} className="td-compose-toolbar__button" aria-label="Insert image" title="Insert image" onClick={() => fileInput.current?.click()}>
            <span aria-hidden="true">{IMAGE_ICON}</span>
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label="Image to insert"
            onChange={(event) => {
              onImages(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </>
      )}
    </div>
  );
}
