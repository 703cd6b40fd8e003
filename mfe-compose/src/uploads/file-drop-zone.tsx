import { useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode, type Ref } from 'react';

export interface FileDropZoneProps {
  /** What the picker offers, e.g. "Choose photos". */
  buttonLabel: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
  autoFocus?: boolean;
  /** The picker button, for a field that moves focus to it. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Files by picker, drag and drop, or paste (while the zone has focus). */
export function FileDropZone({ buttonLabel, accept, multiple = false, disabled = false, onFiles, children, autoFocus = false, buttonRef }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      className={`td-compose-dropzone${over ? ' td-compose-dropzone--over' : ''}`}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      onPaste={(event: ClipboardEvent) => {
        if (event.clipboardData.files.length === 0) return;
        event.preventDefault();
        take(event.clipboardData.files);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="td-ui-button td-ui-button--secondary td-compose-dropzone__button"
        disabled={disabled}
        data-compose-autofocus={autoFocus || undefined}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-label={buttonLabel}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {children}
    </div>
  );
}
