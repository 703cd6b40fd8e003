import { useId, useRef, useState } from 'react';
import { copyText } from './clipboard';

interface CopyFieldProps {
  label: string;
  value: string;
  /** A textarea for multi-line values (the embed code). */
  multiline?: boolean;
}

/** A read-only value with Copy: "Copied!" once the clipboard took it; selected to copy by hand when refused. */
export function CopyField({ label, value, multiline = false }: CopyFieldProps) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      return;
    }
    fieldRef.current?.focus();
    fieldRef.current?.select();
  };

  return (
    <div className="td-share__copy">
      <label htmlFor={id} className="td-share__label">
        {label}
      </label>
      <div className="td-share__row">
        {multiline ? (
          <textarea id={id} ref={fieldRef} className="td-share__field td-share__code" readOnly rows={4} value={value} />
        ) : (
          <input id={id} ref={fieldRef} type="text" className="td-share__field" readOnly value={value} />
        )}
        <button type="button" className="td-share__button" onClick={() => void copy()} aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}>
          {/* Live, so a screen reader hears the copy succeed. */}
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
        </button>
      </div>
    </div>
  );
}
