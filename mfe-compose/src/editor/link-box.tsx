import { useId, useState, type FormEvent } from 'react';
import { Popover, withProtocol, type PopoverAnchor } from '@tumbledash/shared';
import { POST_MESSAGES } from '../post-form/validate-post';
import { ALLOWED_URI_REGEXP } from './paste-filter';

/** A§5.4: the link box is 200 to 600 px wide. */
export const LINK_BOX_MIN_WIDTH = 200;
export const LINK_BOX_MAX_WIDTH = 600;

/** Grows with the URL typed, within 200–600 px. */
export function linkBoxWidth(urlLength: number): number {
  return Math.min(LINK_BOX_MAX_WIDTH, Math.max(LINK_BOX_MIN_WIDTH, 120 + urlLength * 8));
}

export interface LinkBoxProps {
  anchor: PopoverAnchor;
  onSubmit: (url: string) => void;
  onClose: () => void;
}

/** Asks for the URL of a link on the selected text (meta+k). */
export function LinkBox({ anchor, onSubmit, onClose }: LinkBoxProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The box is portalled out of the post form, but React still bubbles its submit to it.
    event.stopPropagation();
    const full = withProtocol(url);
    if (!full || !ALLOWED_URI_REGEXP.test(full)) {
      setError(POST_MESSAGES.invalidUrl);
      return;
    }
    onSubmit(full);
  };

  return (
    <Popover anchor={anchor} onClose={onClose} label="Add a link" className="td-compose-linkbox">
      <form className="td-compose-linkbox__form" style={{ width: linkBoxWidth(url.length) }} onSubmit={submit}>
        <label htmlFor={inputId} className="td-compose-linkbox__label">
          Link URL
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="url"
          className="td-compose-input"
          value={url}
          placeholder="https://"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={errorId} role="alert" className="td-compose-error-text">
            {error}
          </p>
        )}
        <div className="td-compose-linkbox__buttons">
          <button type="button" className="td-ui-button td-ui-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="td-ui-button td-ui-button--primary">
            Add link
          </button>
        </div>
      </form>
    </Popover>
  );
}
