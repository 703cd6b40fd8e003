import { useRef, type ReactNode } from 'react';
import { ariaKeyShortcut, describeShortcut, SHORTCUT_LABELS } from './shortcuts';
import type { FormatCommand } from './format-commands';

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

/** Format, GIF and image buttons. They keep the editor's selection: a mouse press never takes focus. */
export function EditorToolbar({ label, formatting, media, onCommand, onGif, onImages }: EditorToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const mac = isMac();
  return (
    <div role="group" aria-label={`${label} tools`} className="td-compose-toolbar" onMouseDown={(event) => event.preventDefault()}>
      {formatting &&
        FORMAT_BUTTONS.map(({ command, label: name, glyph }) => {
          const shortcut = describeShortcut(SHORTCUT_LABELS[command], mac);
          return (
            <button
              key={command}
              type="button"
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
          <button type="button" className="td-compose-toolbar__button td-compose-toolbar__button--gif" onClick={(event) => onGif(event.currentTarget)}>
            GIF
          </button>
          <button type="button" className="td-compose-toolbar__button" aria-label="Insert image" title="Insert image" onClick={() => fileInput.current?.click()}>
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
