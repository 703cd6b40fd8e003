import { useId, useRef, useState } from 'react';
import { copyText } from './clipboard';

/** "Permalink" (B§2 external networks): the post's address, read-only, with a Copy button. */
export function PermalinkField({ url }: { url: string }) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      return;
    }
    // No clipboard for this page: the address is selected so the person can copy it by hand.
    fieldRef.current?.focus();
    fieldRef.current?.select();
  };

  return (
    <div className="td-share__permalink">
      <label htmlFor={id} className="td-share__label">
        Permalink
      </label>
      <div className="td-share__row">
        <input id={id} ref={fieldRef} type="text" className="td-share__field" readOnly value={url} />
        <button type="button" className="td-share__button" onClick={() => void copy()}>
          {/* Live, so a screen reader hears the copy succeed. */}
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
        </button>
      </div>
    </div>
  );
}
